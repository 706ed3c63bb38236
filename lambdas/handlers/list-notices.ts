import { listUnreadNotices } from '../data/notices';
import { unreadNotices } from '../domain/notices-list';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** The caller's unread notices (lambdas/domain/notices-list.ts). */
export const handler = signedInHandler({}, async ({ uid }) => ({ body: await unreadNotices(uid, listUnreadNotices) }));
