import * as z from 'zod';
import type { CreateAlertResponse } from '../../../contract';
import { ALERT_RADIUS_KM, toJobAlert } from '../alerts';
import { messages } from '../../base/messages';
import { PROFESSIONAL_TYPES } from '../../openings/opening';
import { signedInHandler } from '../../caregivers/signed-in';
import { createAlert } from '../saved-alerts';
import { requireEnv } from '../../base/env';

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
export const handler = signedInHandler({ body }, async ({ body, caregiver }) => {
  const { alert, created } = await createAlert(caregiver, body);
  return { statusCode: created ? 201 : 200, body: { ...toJobAlert(alert), created } satisfies CreateAlertResponse };
});
