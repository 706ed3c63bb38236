import * as z from 'zod';
import { ALERT_RADIUS_KM, toJobAlert } from '../domain/alerts';
import { messages } from '../domain/messages';
import { PROFESSIONAL_TYPES } from '../domain/opening';
import { apiHandler } from '../http/api-handler';
import { createAlert } from '../services/alerts';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

const body = z.strictObject({
  tipoProfissional: z.enum(PROFESSIONAL_TYPES, { error: messages.tipoProfissionalInvalid }).optional(),
  cidade: z.string({ error: messages.cidadeInvalid }).max(80, messages.cidadeInvalid).optional(),
  raioKm: z
    .number({ error: messages.alertRadiusInvalid })
    .int(messages.alertRadiusInvalid)
    .min(ALERT_RADIUS_KM.min, messages.alertRadiusInvalid)
    .max(ALERT_RADIUS_KM.max, messages.alertRadiusInvalid)
    .optional(),
});

/** Saves the caller's search as an alert: 201 when new, 200 when the same search was already saved. */
export const handler = apiHandler({ body }, async ({ body, caller }) => {
  const { alert, created } = await createAlert(caller().uid, body);
  return { statusCode: created ? 201 : 200, body: { ...toJobAlert(alert), created } };
});
