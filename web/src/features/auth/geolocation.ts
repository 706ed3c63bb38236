import { CONSENT_PENDING_FIELD } from '../../../../contract';
import { ApiError } from '../../lib/api-client';
import { readDeviceLocation, saveDeviceLocation } from '../location/device-location';
import { authTexts } from './texts';

export type GeoOutcome = { kind: 'position'; latitude: number; longitude: number } | { kind: 'message'; message: string } | { kind: 'none' };

/**
 * Asks the browser for the caregiver's location (on the Login press: a user gesture, see the design). Never
 * rejects and never blocks sign-in; a refusal or an unsupported browser becomes the spec's message.
 */
export async function requestPosition(): Promise<GeoOutcome> {
  const found = await readDeviceLocation({ maximumAgeMs: 10 * 60 * 1000, timeoutMs: 30 * 1000 });
  if (found.kind === 'position') return found;
  if (found.kind === 'unsupported') return { kind: 'message', message: authTexts.geolocationUnsupported };
  return found.kind === 'denied' ? { kind: 'message', message: authTexts.geolocationDenied } : { kind: 'none' };
}

export async function saveLocation(outcome: GeoOutcome): Promise<void> {
  if (outcome.kind !== 'position') return;
  await saveDeviceLocation(outcome).catch((error: unknown) => {
    // New terms wait for her: the server refuses until she accepts (decision 067); her next sign-in saves it.
    if (error instanceof ApiError && error.field === CONSENT_PENDING_FIELD) return;
    console.error(error);
  });
}
