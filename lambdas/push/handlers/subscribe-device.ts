import * as z from 'zod';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';
import { subscriptionPorts } from '../subscription-io';
import { subscribeDevice } from '../subscriptions';
import { pushTexts } from '../texts';

requireEnv('TABLE_NAME');

const key = z.string({ error: pushTexts.errors.keysInvalid }).max(200, pushTexts.errors.keysInvalid);
const body = z.object({
  endpoint: z.string({ error: pushTexts.errors.endpointInvalid }),
  keys: z.object({ p256dh: key, auth: key }, { error: pushTexts.errors.keysInvalid }),
  // PushSubscription.toJSON() carries it (null on most browsers); it is not kept
  expirationTime: z.number().nullable().optional(),
});

/** POST /api/me/notificacoes: this device's push subscription (201; the same endpoint again is 201 too, not a second device). */
export const handler = signedInHandler({ body, maxBodyBytes: 4 * 1024 }, async ({ uid, body }) => {
  await subscribeDevice(uid, { endpoint: body.endpoint, keys: body.keys }, subscriptionPorts);
  return { statusCode: 201, body: { ativo: true } };
});
