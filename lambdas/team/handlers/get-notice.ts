import { notFound } from '../../base/errors';
import { requireEnv } from '../../base/env';
import { getNoticeSend } from '../data/notice-table';
import { checkNoticeSendId, teamNoticeView } from '../notices';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';

requireEnv('TABLE_NAME');

/** GET /api/equipe/avisos/{id}: a sent notice and its fan-out's progress. */
export const handler = teamApiHandler({}, async ({ pathParameters }) => {
  const send = await getNoticeSend(checkNoticeSendId(pathParameters.id));
  if (!send) throw notFound(teamTexts.notices.noticeNotFound);
  return { body: teamNoticeView(send) };
});
