import { newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { recordCases } from '../reliability/report';
import { api, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true, integrityCheck: 'concorrência' });

describe('racing mark-as-read calls', () => {
  it('end consistent: every call succeeds, each notice is read once, the unread list and badge agree', async () => {
    const { accessToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const me = await api(stack(), '/api/me', { token: accessToken });
    const uid = String(me.json.uid);
    const now = Math.floor(Date.now() / 1000);
    const ids = Array.from({ length: 5 }, (_, i) => newNoticeId(now - i));
    for (const id of ids) await putNotice({ id, userId: uid, mensagem: `Aviso ${id}`, status: 'nao lido', createdAt: now });
    const unreadBefore = ((await api(stack(), '/api/notices', { token: accessToken })).json.items as unknown[]).length;

    // 10 simultaneous calls for each of the 5 notices, interleaved.
    const calls = ids.flatMap((id) => Array.from({ length: 10 }, () => api(stack(), `/api/notices/${id}/read`, { method: 'POST', token: accessToken })));
    const answers = await Promise.all(calls);
    recordCases('concorrência', 'racing mark-as-read', answers.length, answers.filter((a) => a.status !== 200).length);
    expect(answers.every((a) => a.status === 200)).toBe(true);

    const after = (await api(stack(), '/api/notices', { token: accessToken })).json.items as { id: string }[];
    expect(after.map((n) => n.id).filter((id) => ids.includes(id))).toEqual([]);
    expect(after).toHaveLength(unreadBefore - ids.length);
  });
});
