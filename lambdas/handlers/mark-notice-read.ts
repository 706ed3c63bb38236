import { markNoticeRead, NOTICE_ID_PATTERN } from '../data/notices';
import { notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ uid, pathParameters }) => {
  const id = pathParameters.id ?? '';
  if (!NOTICE_ID_PATTERN.test(id)) throw notFound(messages.noticeNotFound);
  await markNoticeRead(uid, id);
  return { body: { id, status: 'lido' } };
});
