import * as z from 'zod';
import { listOpeningsPage } from '../data/openings';
import { messages } from '../domain/messages';
import { filterValue, PROFESSIONAL_TYPES } from '../domain/opening';
import { apiHandler } from '../http/api-handler';
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
});

/** A page of openings, newest first, optionally by professional type and/or city (case and accents ignored). */
export const handler = apiHandler({ query }, async ({ query }) => ({ body: await listOpeningsPage(query) }));
