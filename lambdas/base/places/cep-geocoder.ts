import type { GeoPoint } from './geo';
import { isValidPoint } from './geo';
import { env } from '../env';

export interface GeocodeAnswer {
  /** The CEP's own coordinates (the centre of its street segment or block), when the geocoder knows it. */
  point?: GeoPoint;
  /** False when the geocoder could not be asked (network, timeout, 5xx): the caller must not cache the miss. */
  definitive: boolean;
}

/** Finer than the municipality: places a CEP itself. One interface, an HTTP service in AWS, a fixture locally. */
export interface CepGeocoder {
  locate(cep: string): Promise<GeocodeAnswer>;
}

/**
 * The geocoder at CEP_GEOCODER_URL: `GET {base}/v1/cep/{8 digits}` → 200 `{latitude, longitude}` or 404.
 * Without CEP_GEOCODER_URL there is no finer source, and every CEP falls back to its municipality.
 */
export function httpCepGeocoder(baseUrl: string | undefined = env('CEP_GEOCODER_URL'), fetchImpl: typeof fetch = fetch): CepGeocoder {
  return {
    async locate(cep) {
      if (!baseUrl) return { definitive: true };
      try {
        const res = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/v1/cep/${cep}`, { signal: AbortSignal.timeout(3000) });
        if (res.status === 404 || res.status === 400) return { definitive: true };
        if (!res.ok) return { definitive: false };
        const body = (await res.json()) as { latitude?: unknown; longitude?: unknown };
        const point = { latitude: Number(body.latitude), longitude: Number(body.longitude) };
        return isValidPoint(point) && typeof body.latitude === 'number' && typeof body.longitude === 'number'
          ? { point, definitive: true }
          : { definitive: true };
      } catch {
        return { definitive: false };
      }
    },
  };
}
