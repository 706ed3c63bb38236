import { listUnreadNotices } from '../data/notices';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = apiHandler({}, async ({ caller }) => {
  const notices = await listUnreadNotices(caller().uid);
  return { body: { items: notices.map(({ userId: _u, ...notice }) => notice) } };
});
