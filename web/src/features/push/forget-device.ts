import { apiPaths, type PushUnsubscribeRequest } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';
import { currentSubscription } from './push-device';
import { forgetHolder } from './device-holder';

/** The longest 'Sair' waits for the server to forget this device: she leaves anyway, and a push to it is answered 410. */
const FORGET_WAIT_MS = 3000;

/**
 * 'Sair' on a device with notifications on: the server forgets this device (while her session still holds) and the
 * browser drops its subscription, so whoever signs in next on a shared phone never gets her openings and notices.
 */
export async function forgetThisDevice(): Promise<void> {
  forgetHolder();
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  const body: PushUnsubscribeRequest = { endpoint: subscription.endpoint };
  const told = apiRequest(apiPaths.pushSubscriptions, { method: 'DELETE', body }).catch((error: unknown) => console.error(error));
  await Promise.race([told, new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
  await subscription.unsubscribe().catch(() => undefined);
}
