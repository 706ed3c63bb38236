import { apiRequest } from '../../lib/api-client';
import { authTexts } from './texts';

export type GeoOutcome = { kind: 'position'; latitude: number; longitude: number } | { kind: 'message'; message: string } | { kind: 'none' };

/**
 * Asks the browser for the caregiver's location (on the Login press: a user gesture, see the design). Never
 * rejects and never blocks sign-in; a refusal or an unsupported browser becomes the spec's message.
 */
export function requestPosition(): Promise<GeoOutcome> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    return Promise.resolve({ kind: 'message', message: authTexts.geolocationUnsupported });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ kind: 'position', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve(error.code === 1 /* PERMISSION_DENIED */ ? { kind: 'message', message: authTexts.geolocationDenied } : { kind: 'none' }),
      { maximumAge: 10 * 60 * 1000, timeout: 30 * 1000 },
    );
  });
}

export async function saveLocation(outcome: GeoOutcome): Promise<void> {
  if (outcome.kind !== 'position') return;
  await apiRequest('/me/location', { method: 'PUT', body: { latitude: outcome.latitude, longitude: outcome.longitude } }).catch((error: unknown) =>
    console.error(error),
  );
}
