import { markNoticeRead, NOTICE_ID_PATTERN } from '../data/notices';
import { readNotice } from '../notices-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const ports = { isNoticeId: (id: string) => NOTICE_ID_PATTERN.test(id), markRead: markNoticeRead };

export const handler = signedInHandler({}, async ({ uid, pathParameters }) => ({ body: await readNotice(uid, pathParameters.id ?? '', ports) }));
