import { markNoticeRead, NOTICE_ID_PATTERN } from '../data/notices';
import { notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = apiHandler({}, async ({ caller, pathParameters }) => {
  const id = pathParameters.id ?? '';
  if (!NOTICE_ID_PATTERN.test(id)) throw notFound(messages.noticeNotFound);
  await markNoticeRead(caller().uid, id);
  return { body: { id, status: 'lido' } };
});
