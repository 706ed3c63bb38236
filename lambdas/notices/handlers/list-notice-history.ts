import { listNewestNotices } from '../data/notices';
import { noticeHistory } from '../notices-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** 'Avisos lidos': the caller's newest notices, read ones included (lambdas/notices/notices-list.ts). */
export const handler = signedInHandler({}, async ({ uid }) => ({ body: await noticeHistory(uid, listNewestNotices) }));
