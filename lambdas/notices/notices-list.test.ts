import { NOTICE_HISTORY_MAX, noticeHistory, readNotice, unreadNotices } from './notices-list';
import { noticeTimeText } from './notice';

describe('unreadNotices', () => {
  it('always says the time to show; createdAt is the number, or null when the notice has none', async () => {
    const stored = [
      { id: 'a', mensagem: 'Novo', status: 'nao lido', createdAt: 1763600000, horario: 'ignorado' },
      { id: 'b', mensagem: 'Antigo', status: 'nao lido', horario: 'há 3 dias' },
      { id: 'c', mensagem: 'Sem hora', status: 'nao lido' },
    ];
    const asked: string[] = [];
    const answer = await unreadNotices('u1', async (uid) => (asked.push(uid), stored));
    expect(asked).toEqual(['u1']);
    expect(answer.items.map((n) => [n.id, n.createdAt, n.horario])).toEqual([
      ['a', 1763600000, '19/11/2025 21:53'],
      ['b', null, 'há 3 dias'],
      ['c', null, 'Horário não informado'],
    ]);
  });
});

describe('noticeHistory', () => {
  it("asks for her newest notices, read ones included, at most NOTICE_HISTORY_MAX, with the same time rule", async () => {
    const asked: [string, number][] = [];
    const answer = await noticeHistory('u1', async (uid, limit) => (asked.push([uid, limit]), [{ id: 'a', mensagem: 'Lido', status: 'lido', horario: 'ontem' }]));
    expect(asked).toEqual([['u1', NOTICE_HISTORY_MAX]]);
    expect(NOTICE_HISTORY_MAX).toBe(50);
    expect(answer).toEqual({ items: [{ id: 'a', mensagem: 'Lido', status: 'lido', createdAt: null, horario: 'ontem' }] });
  });
});

describe('readNotice', () => {
  it('marks a notice of hers read; an id of another shape is a 404 and nothing is written', async () => {
    const marked: string[] = [];
    const ports = { isNoticeId: (id: string) => /^\d+$/.test(id), markRead: async (uid: string, id: string) => void marked.push(`${uid}/${id}`) };
    expect(await readNotice('u1', '123', ports)).toEqual({ id: '123', status: 'lido' });
    await expect(readNotice('u1', '../x', ports)).rejects.toMatchObject({ kind: 'not-found' });
    expect(marked).toEqual(['u1/123']);
  });
});

describe("a notice's time on the server", () => {
  it("is São Paulo's at the day's edge, whatever the Lambda's zone", () => {
    expect(noticeTimeText(Date.parse('2026-11-22T02:59:00Z') / 1000, undefined)).toBe('21/11/2026 23:59');
    expect(noticeTimeText(Date.parse('2026-11-22T03:00:00Z') / 1000, undefined)).toBe('22/11/2026 00:00');
  });
});
