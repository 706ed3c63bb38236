import type { AuditEntry, AuditPage } from '../../contract/team';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { findTracesOf } from '../reliability/integrity';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/** Issue 43, item 10: her deletion takes her out of the Registro's details too (a search's text, a reason), and an empty search is no line. */
// No integrity check: a deletion the team asks for keeps `requestedBy` on its receipt (decision 051), which the check refuses.
const stack = useLocalStack({ seed: true });
let operator: string;
const joaquina = { ...SAMPLE_ACCOUNT, name: 'Joaquina Trindade', email: 'joaquina.trindade@exemplo.com.br', phone: '61987650001', uid: '' };
const marieta = { ...SAMPLE_ACCOUNT, name: 'Marieta Albuquerque', email: 'marieta.albuquerque@exemplo.com.br', phone: '61987650002', uid: '' };

const registro = async (query: string) => ((await api(stack(), `/api/equipe/registro${query}`, { token: operator })).json as unknown as AuditPage).entries;
const search = (busca: string, filters: Record<string, string> = {}) => api(stack(), `/api/equipe/cuidadoras?${new URLSearchParams({ busca, ...filters })}`, { token: operator });
const block = (uid: string, motivo: string) => api(stack(), `/api/equipe/cuidadoras/${uid}/bloqueio`, { method: 'POST', token: operator, json: { motivo } });
const searches = async () => (await registro('?acao=cuidadoras-buscadas')).map((e) => e.details?.busca);

beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  for (const person of [joaquina, marieta]) person.uid = await createReadyCaregiver(stack(), person);
}, 120_000);

describe("the Registro after a caregiver's deletion", () => {
  it('an empty search (the newest caregivers, masked) writes no line; a search with text writes one', async () => {
    const before = await searches();
    for (const busca of ['', '   ']) expect((await search(busca)).status).toBe(200);
    expect(await searches()).toEqual(before);
    expect((await search('marieta')).status).toBe(200);
    expect(await searches()).toEqual(['marieta', ...before]);
  });

  it("her deletion replaces the searches that found her and her name, and takes her out of her block's reason; another caregiver's lines stay as written", async () => {
    for (const busca of ['joaquina', 'Joaquina Trindade', joaquina.email, 'Marieta Albuquerque']) expect((await search(busca)).status).toBe(200);
    // Searches that found nobody still name her: a typo, a filter that left her out, her phone without area code.
    const foundNobody = [['Joaquina Trindadi', {}], ['JOAQUINA', { cadastroAte: '2020-01-01' }], ['trindade', { situacao: 'bloqueada' }]] as const;
    for (const [busca, filters] of foundNobody) {
      const res = await search(busca, filters);
      expect({ busca, status: res.status, items: (res.json.items as unknown[]).length }).toEqual({ busca, status: 200, items: 0 });
    }
    expect((await block(joaquina.uid, 'Joaquina Trindade pediu por telefone (61) 98765-0001.')).status).toBe(200);
    expect((await block(marieta.uid, 'Marieta Albuquerque insistiu em cobrar das famílias.')).status).toBe(200);
    expect((await api(stack(), `/api/equipe/cuidadoras/${joaquina.uid}`, { token: operator })).status).toBe(200);

    const token = (await signIn(stack(), joaquina.email, joaquina.password).catch(() => undefined))?.accessToken;
    // Blocked: she cannot sign in; the team deletes her account (as 'Excluir conta (LGPD)' does), the job finishes it.
    expect(token).toBeUndefined();
    const deleted = await api(stack(), `/api/equipe/cuidadoras/${joaquina.uid}/exclusao`, { method: 'POST', token: operator, json: { motivo: 'Pedido dela por telefone.' } });
    expect(deleted.status).toBeLessThan(300);
    await stack().runJob('resume-account-deletions', { graceMs: 0 });

    const lines = await registro('');
    const busca = (text: string) => lines.filter((l) => l.action === 'cuidadoras-buscadas' && l.details?.busca === text);
    // Her searches keep their time, operator and count; their text is gone.
    expect(busca('joaquina')).toEqual([]);
    expect(busca('Joaquina Trindade')).toEqual([]);
    expect(busca(joaquina.email)).toEqual([]);
    for (const [text] of foundNobody) expect(busca(text)).toEqual([]);
    expect(busca('conta excluída').map((l) => l.details?.resultados)).toEqual([0, 0, 0, 1, 1, 1]);
    const blocks = lines.filter((l) => l.action === 'acesso-bloqueado');
    const pick = (l: AuditEntry) => ({ targetId: l.targetId, targetLabel: l.targetLabel, reason: l.reason, targetDeleted: l.targetDeleted });
    expect(blocks.map(pick)).toEqual(
      expect.arrayContaining([
        { targetId: undefined, targetLabel: undefined, reason: '[removido] pediu por telefone [removido].', targetDeleted: true },
        { targetId: marieta.uid, targetLabel: 'Marieta Albuquerque', reason: 'Marieta Albuquerque insistiu em cobrar das famílias.', targetDeleted: undefined },
      ]),
    );
    // The other caregiver's search is as written, and nothing anywhere names Joaquina any more.
    expect(busca('Marieta Albuquerque')).toHaveLength(1);
    expect(await findTracesOf(stack(), [joaquina.uid, joaquina.email, joaquina.phone, 'Joaquina', 'Trindade'])).toEqual([]);
  });
});
