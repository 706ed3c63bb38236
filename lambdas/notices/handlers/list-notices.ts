import { listUnreadNotices } from '../data/notices';
import { unreadNotices } from '../notices-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** The caller's unread notices (lambdas/notices/notices-list.ts). */
export const handler = signedInHandler({}, async ({ uid }) => ({ body: await unreadNotices(uid, listUnreadNotices) }));
