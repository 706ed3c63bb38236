import * as z from 'zod';
import type { LocationResponse, SetCepResponse } from '../../contract';
import { searchPosition, type CepPosition, type Location } from './caregiver';
import { DomainError, invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import type { OpeningPlace } from '../openings/opening';

/** PUT /api/me/location's body: where the device says she is. */
export const locationBody = z.strictObject({
  latitude: z.number({ error: messages.latitudeInvalid }).min(-90, messages.latitudeInvalid).max(90, messages.latitudeInvalid),
  longitude: z.number({ error: messages.longitudeInvalid }).min(-180, messages.longitudeInvalid).max(180, messages.longitudeInvalid),
});

/** Stores where the caregiver was when she logged in (or pressed 'Usar minha localização'); the time is the server's. */
export async function setDeviceLocation(
  uid: string,
  point: z.infer<typeof locationBody>,
  ports: { saveLocation(uid: string, location: Location): Promise<void>; now(): Date },
): Promise<LocationResponse> {
  const lastLocation = { latitude: point.latitude, longitude: point.longitude, timestamp: ports.now().toISOString() };
  await ports.saveLocation(uid, lastLocation);
  return { lastLocation };
}

/** PUT /api/me/cep's body: a CEP, with or without its hyphen. */
export const cepBody = z.strictObject({
  cep: z.string({ error: messages.cepPositionInvalid }).max(20, messages.cepPositionInvalid)
    .refine((cep) => /^\d{5}-?\d{3}$/.test(cep.trim()), messages.cepPositionInvalid),
});

/** What placing a CEP found (lambdas/base/places/cep-places.ts's `resolveCep` in production). */
export interface PlacedCep {
  /** False when ViaCEP could not be asked: the CEP may exist. */
  definitive: boolean;
  place?: OpeningPlace;
  bairro: string;
  localidade?: string;
}

export interface CepPositionPorts {
  resolveCep(cep: string): Promise<PlacedCep>;
  saveCepPosition(uid: string, position: CepPosition): Promise<void>;
  now(): Date;
}

/**
 * The caregiver's CEP as her position (when the device's location is denied or unsupported): placed now, through
 * the same ViaCEP, geocoder and municipality table as openings, and kept on her record. 503 when ViaCEP could not
 * be asked, 400 when the CEP places nowhere.
 */
export async function setCepPosition(uid: string, typed: string, ports: CepPositionPorts): Promise<SetCepResponse> {
  const cep = typed.replace(/\D/g, '');
  const resolved = await ports.resolveCep(cep);
  if (!resolved.definitive) throw new DomainError('unavailable', messages.cepPositionUnavailable);
  if (!resolved.place) throw invalidInput(messages.cepPositionNotFound, 'cep');
  const position: CepPosition = {
    cep,
    latitude: resolved.place.latitude,
    longitude: resolved.place.longitude,
    precisao: resolved.place.precisao,
    bairro: resolved.bairro,
    ...(resolved.localidade ? { cidade: resolved.localidade } : {}),
    timestamp: ports.now().toISOString(),
  };
  await ports.saveCepPosition(uid, position);
  return { posicao: searchPosition({ cepPosition: position })!.posicao };
}
