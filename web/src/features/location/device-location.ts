import { apiPaths, type LocationRequest, type LocationResponse } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';
import { notePositionSaved } from './position-version';

/** What the browser said about where the device is. */
export type DeviceLocation = ({ kind: 'position' } & LocationRequest) | { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'failed' };

/**
 * Asks the browser for the device's location (call it on a user gesture). Never rejects: a refusal, an unsupported
 * browser or a timeout is said as its kind. `maximumAgeMs`: how old a cached position may be.
 */
export function readDeviceLocation(options: { maximumAgeMs: number; timeoutMs: number }): Promise<DeviceLocation> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ kind: 'position', latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (error) => resolve({ kind: error.code === 1 /* PERMISSION_DENIED */ ? 'denied' : 'failed' }),
      { maximumAge: options.maximumAgeMs, timeout: options.timeoutMs },
    );
  });
}

/** Keeps the device's position on her profile (PUT /api/me/location; the time is the server's); the pages that read it ask again. */
export async function saveDeviceLocation(point: LocationRequest): Promise<LocationResponse> {
  const saved = await apiRequest<LocationResponse>(apiPaths.location, { method: 'PUT', body: { latitude: point.latitude, longitude: point.longitude } satisfies LocationRequest });
  notePositionSaved();
  return saved;
}
