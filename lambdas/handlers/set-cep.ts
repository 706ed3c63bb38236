import * as z from 'zod';
import type { SetCepResponse } from '../../contract';
import { updateCepPosition } from '../data/caregivers';
import { searchPosition, type CepPosition } from '../domain/caregiver';
import { DomainError, invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';
import { resolveCep } from '../services/cep-places';

requireEnv('TABLE_NAME');

const body = z.strictObject({
  cep: z.string({ error: messages.cepPositionInvalid }).max(20, messages.cepPositionInvalid)
    .refine((cep) => /^\d{5}-?\d{3}$/.test(cep.trim()), messages.cepPositionInvalid),
});

/**
 * The caregiver's CEP as her position (when the device's location is denied or unsupported): placed now, through
 * the same ViaCEP, geocoder and municipality table as openings, and kept on her record.
 */
export const handler = signedInHandler({ body }, async ({ body, uid }) => {
  const cep = body.cep.replace(/\D/g, '');
  const resolved = await resolveCep(cep);
  if (!resolved.definitive) throw new DomainError('unavailable', messages.cepPositionUnavailable);
  if (!resolved.place) throw invalidInput(messages.cepPositionNotFound, 'cep');
  const position: CepPosition = {
    cep,
    latitude: resolved.place.latitude,
    longitude: resolved.place.longitude,
    precisao: resolved.place.precisao,
    bairro: resolved.bairro,
    ...(resolved.localidade ? { cidade: resolved.localidade } : {}),
    timestamp: new Date().toISOString(),
  };
  await updateCepPosition(uid, position);
  const response: SetCepResponse = { posicao: searchPosition({ cepPosition: position })!.posicao };
  return { body: response };
});
