import { conflict, invalidInput } from '../base/errors';
import type { PushSubscriptionRequest } from '../../contract';
import { checkPushEndpoint } from './endpoint-allowlist';
import { pushTexts } from './texts';

export interface SubscriptionPorts {
  add(uid: string, subscription: PushSubscriptionRequest, now: Date): Promise<'added' | 'updated' | 'full'>;
  remove(uid: string, endpoint: string): Promise<boolean>;
  /** Other caregivers who hold this endpoint (the same browser, someone else signed in before). */
  otherHolders(uid: string, endpoint: string): Promise<string[]>;
  /** The local push service's origin, allowed only where the local stack set it. */
  localOrigin(): string | undefined;
}

/** base64url of an uncompressed P-256 point (65 bytes) and of the 16-byte auth secret, as browsers send them. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{22,24}={0,2}$/;

function checkKeys(keys: PushSubscriptionRequest['keys']): PushSubscriptionRequest['keys'] {
  const point = P256DH.test(keys.p256dh) ? Buffer.from(keys.p256dh, 'base64url') : undefined;
  const secret = AUTH.test(keys.auth) ? Buffer.from(keys.auth, 'base64url') : undefined;
  if (point?.length !== 65 || point[0] !== 4 || secret?.length !== 16) throw invalidInput(pushTexts.errors.keysInvalid, 'keys');
  return { p256dh: keys.p256dh.replace(/=+$/, ''), auth: keys.auth.replace(/=+$/, '') };
}

/**
 * 'Ativar notificações neste aparelho': keeps this device's subscription (the same endpoint again only refreshes
 * its keys); an endpoint of no known push service is refused (400) and never reached; an 11th device is refused (409).
 * A browser has one push subscription whoever is signed in: the device is hers now, so any other caregiver who held
 * it (a shared phone where she never pressed 'Sair') stops getting pushes on it.
 */
export async function subscribeDevice(uid: string, input: PushSubscriptionRequest, ports: SubscriptionPorts, now: Date = new Date()): Promise<'added' | 'updated'> {
  checkPushEndpoint(input.endpoint, ports.localOrigin());
  const outcome = await ports.add(uid, { endpoint: input.endpoint, keys: checkKeys(input.keys) }, now);
  if (outcome === 'full') throw conflict(pushTexts.errors.tooManyDevices, 'endpoint');
  for (const other of await ports.otherHolders(uid, input.endpoint)) await ports.remove(other, input.endpoint);
  return outcome;
}

/** 'Desativar notificações': forgets this device (204 whether or not it was kept). */
export async function unsubscribeDevice(uid: string, endpoint: string, ports: SubscriptionPorts): Promise<void> {
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > 2048) throw invalidInput(pushTexts.errors.endpointInvalid, 'endpoint');
  await ports.remove(uid, endpoint);
}
