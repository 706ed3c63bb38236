import { deleteAlert } from '../data/alerts';
import { notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

const ALERT_ID = /^[a-f0-9]{16}$/;

/** Deletes one of the caller's alerts; someone else's, or one already gone, is a 404. */
export const handler = signedInHandler({}, async ({ uid, pathParameters }) => {
  const id = pathParameters.id ?? '';
  if (!ALERT_ID.test(id)) throw notFound(messages.alertNotFound);
  await deleteAlert(uid, id);
  return { statusCode: 200, body: { id, deleted: true } };
});
