import * as z from 'zod';
import { OPENINGS_ORDERS, OPENINGS_RADIUS_KM, type OpeningsPage } from '../../contract';
import { listOpeningsPage, getListItems } from '../data/openings';
import { distancePage, encodeDistanceCursor, isDistanceCursor } from '../data/openings-by-distance';
import { searchPosition } from '../domain/caregiver';
import { invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { filterValue, PROFESSIONAL_TYPES } from '../domain/opening';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

const knownTypes = new Set(PROFESSIONAL_TYPES.map(filterValue));
const query = z.object({
  limit: z.coerce
    .number({ error: messages.openingsLimitInvalid })
    .int(messages.openingsLimitInvalid)
    .min(1, messages.openingsLimitInvalid)
    .max(50, messages.openingsLimitInvalid)
    .default(20),
  cursor: z.string().max(2048, messages.invalidCursor).optional(),
  tipoProfissional: z
    .string()
    .refine((t) => t.trim() === '' || knownTypes.has(filterValue(t)), messages.tipoProfissionalInvalid)
    .optional(),
  cidade: z.string().max(80, messages.cidadeInvalid).optional(),
  ordem: z.enum(OPENINGS_ORDERS, { error: messages.ordemInvalid }).default('recentes'),
  raioKm: z
    .string()
    .regex(/^\d{1,3}$/, messages.raioKmInvalid)
    .transform(Number)
    .refine((km) => km >= OPENINGS_RADIUS_KM.min && km <= OPENINGS_RADIUS_KM.max, messages.raioKmInvalid)
    .optional(),
});

/**
 * A page of openings, optionally by professional type and/or city (case and accents ignored): newest first, or
 * nearest first from the caller's own position (`ordem=distancia`, within `raioKm`). Without a known position a
 * distance page falls back to newest first and says so (`ordem`, `posicao`).
 */
export const handler = signedInHandler({ query }, async ({ query, caregiver }): Promise<{ body: OpeningsPage }> => {
  const { ordem, raioKm, ...rest } = query;
  if (ordem === 'recentes') {
    if (isDistanceCursor(rest.cursor)) throw invalidInput(messages.invalidCursor, 'cursor');
    return { body: { ...(await listOpeningsPage(rest)), ordem, posicao: null } };
  }
  const position = searchPosition(caregiver);
  if (!position) {
    if (isDistanceCursor(rest.cursor)) throw invalidInput(messages.invalidCursor, 'cursor');
    return { body: { ...(await listOpeningsPage(rest)), ordem: 'recentes', posicao: null } };
  }
  if (rest.cursor && !isDistanceCursor(rest.cursor)) throw invalidInput(messages.invalidCursor, 'cursor');
  const radiusKm = raioKm ?? OPENINGS_RADIUS_KM.default;
  const page = await distancePage({ ...rest, centre: position.point, radiusKm });
  return {
    body: {
      items: await getListItems(page.refs),
      nextCursor: page.next ? encodeDistanceCursor(page.next) : null,
      ordem,
      posicao: position.posicao,
      raioKm: radiusKm,
    },
  };
});
