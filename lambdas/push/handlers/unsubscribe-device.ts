import * as z from 'zod';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';
import { subscriptionPorts } from '../subscription-io';
import { unsubscribeDevice } from '../subscriptions';
import { pushTexts } from '../texts';

requireEnv('TABLE_NAME');

const body = z.object({ endpoint: z.string({ error: pushTexts.errors.endpointInvalid }) });

/** DELETE /api/me/notificacoes {endpoint}: forgets this device (204, also when it was not kept). */
export const handler = signedInHandler({ body, maxBodyBytes: 4 * 1024 }, async ({ uid, body }) => {
  await unsubscribeDevice(uid, body.endpoint, subscriptionPorts);
  return { statusCode: 204, body: undefined };
});
