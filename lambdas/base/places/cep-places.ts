import { httpCepGeocoder, type CepGeocoder } from './cep-geocoder';
import { BAIRRO_NAO_ENCONTRADO, lookupCep, type CepLookup } from './viacep';
import { municipalSeat } from './municipalities';
import { cacheCep, getCachedCep, nowSeconds, TTL_FOUND_SECONDS, TTL_UNKNOWN_SECONDS, type CachedCep } from './postal-codes';
import type { CepPlace } from './geo';

/**
 * Why a CEP has no place: a stable code; each caller words it from its own catalogue (the import's report says it
 * with import-messages.ts; a caregiver's CEP on PUT /api/me/cep with messages.ts).
 */
export type UnplacedCode = 'no-cep' | 'cep-invalid' | 'lookup-failed' | 'cep-unknown' | 'no-municipio';

export interface CepResolution extends CachedCep {
  /** Why there is no place, when there is none. */
  unplaced?: UnplacedCode;
  /** False when ViaCEP could not be asked: the CEP may exist. */
  definitive: boolean;
}

export interface CepDeps {
  viacep: (cep: string) => Promise<CepLookup>;
  geocoder: CepGeocoder;
  now: () => number;
}

const defaults = (): CepDeps => ({ viacep: lookupCep, geocoder: httpCepGeocoder(), now: nowSeconds });

/**
 * CEP → neighbourhood, municipality and place: ViaCEP (`bairro`, `localidade`, `ibge`), then the geocoder for the
 * CEP's own coordinates, else the municipal seat from the IBGE table. Cached per CEP (`CEP#` items with a TTL);
 * answers that depended on a failed lookup are not cached. Used when openings are written and when a caregiver
 * types her CEP, never when openings are read.
 */
export async function resolveCep(cep: string | undefined, deps: Partial<CepDeps> = {}): Promise<CepResolution> {
  const { viacep, geocoder, now } = { ...defaults(), ...deps };
  const digits = (cep ?? '').replace(/\D/g, '');
  if (!digits) return { bairro: (await viacep('')).bairro, unplaced: 'no-cep', definitive: true };
  if (digits.length !== 8) return { bairro: BAIRRO_NAO_ENCONTRADO, unplaced: 'cep-invalid', definitive: true };

  const cached = await getCachedCep(digits, now);
  if (cached) return { ...cached, ...(cached.place ? {} : { unplaced: reasonWithoutPlace(cached) }), definitive: true };

  const address = await viacep(digits);
  if (!address.definitive) return { bairro: address.bairro, unplaced: 'lookup-failed', definitive: false };
  const found = address.bairro !== BAIRRO_NAO_ENCONTRADO;
  const geocoded = found ? await geocoder.locate(digits) : { definitive: true };
  const seat = municipalSeat(address.ibge);
  const place: CepPlace | undefined = geocoded.point
    ? { ...geocoded.point, precisao: 'cep' }
    : seat
      ? { ...seat, precisao: 'municipio' }
      : undefined;
  const value: CachedCep = {
    bairro: address.bairro,
    ...(address.localidade ? { localidade: address.localidade } : {}),
    ...(address.ibge ? { ibge: address.ibge } : {}),
    ...(place ? { place } : {}),
  };
  // A geocoder that could not be asked may know the CEP later: keep the municipal answer, but do not cache it.
  if (geocoded.definitive) await cacheCep(digits, value, found ? TTL_FOUND_SECONDS : TTL_UNKNOWN_SECONDS, now);
  return { ...value, ...(place ? {} : { unplaced: reasonWithoutPlace(value) }), definitive: true };
}

function reasonWithoutPlace(value: CachedCep): UnplacedCode {
  return value.bairro === BAIRRO_NAO_ENCONTRADO ? 'cep-unknown' : 'no-municipio';
}
