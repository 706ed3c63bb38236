import { deleteAlert } from '../data/alerts';
import { removeAlert } from '../domain/alerts';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** Deletes one of the caller's alerts; someone else's, or one already gone, is a 404. */
export const handler = signedInHandler({}, async ({ uid, pathParameters }) => ({ body: await removeAlert(uid, pathParameters.id ?? '', deleteAlert) }));
