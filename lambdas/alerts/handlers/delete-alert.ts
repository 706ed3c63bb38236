import { deleteAlert } from '../data/alerts';
import { removeAlert } from '../alerts';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** Deletes one of the caller's alerts; someone else's, or one already gone, is a 404. */
export const handler = signedInHandler({}, async ({ uid, pathParameters }) => ({ body: await removeAlert(uid, pathParameters.id ?? '', deleteAlert) }));
