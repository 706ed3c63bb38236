import { listUnreadNotices } from '../data/notices';
import { noticeTimeText } from '../domain/notice';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** The caller's unread notices, newest first; `horario` is always the text to show (the spec's fallback). */
export const handler = signedInHandler({}, async ({ uid }) => {
  const notices = await listUnreadNotices(uid);
  return {
    body: {
      items: notices.map((n) => ({
        id: n.id,
        mensagem: n.mensagem,
        status: n.status,
        createdAt: n.createdAt ?? null,
        horario: noticeTimeText(n.createdAt, n.horario),
      })),
    },
  };
});
