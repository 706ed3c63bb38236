import { auditWhom } from '../../contract/audit-lines';
import { decodeJwt } from 'jose';
import type { AuditPage } from '../../contract/team';
import type { TeamNotice } from '../../contract/team-notices';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { fanOutNotice } from '../../lambdas/team/notice-fan-out';
import { fanOutIo, getNoticeSend, sendNoticeIo } from '../../lambdas/team/data/notice-table';
import { parseSendInput, sendNotice } from '../../lambdas/team/notices';
import { holdersOfMessage, putManyCaregivers } from '../helpers/many-caregivers';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });

let operator: string;
let operatorUid: string;
let caregiver: string;
let caregiverUid: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  operatorUid = String(decodeJwt(operator).sub);
  caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
  caregiverUid = String(decodeJwt(caregiver).sub);
});

const send = (json: unknown) => api(stack(), '/api/equipe/avisos', { method: 'POST', json, token: operator });
const reach = async (query: Record<string, string>) => (await api(stack(), `/api/equipe/avisos/alcance?${new URLSearchParams(query)}`, { token: operator })).json.alcance as number;
const bell = async () => (await api(stack(), '/api/notices', { token: caregiver })).json.items as { id: string; mensagem: string; status: string }[];

describe('Avisos: input', () => {
  it.each([
    [{ destinatarias: 'todas' }, 'Escreva a mensagem do aviso.', 'mensagem'],
    [{ mensagem: '   ', destinatarias: 'todas' }, 'Escreva a mensagem do aviso.', 'mensagem'],
    [{ mensagem: 'x'.repeat(2001), destinatarias: 'todas' }, 'O aviso pode ter no máximo 2000 caracteres.', 'mensagem'],
    [{ mensagem: 'olá\u0007', destinatarias: 'todas' }, 'A mensagem tem caracteres que não são permitidos.', 'mensagem'],
    [{ mensagem: 'Olá' }, 'Escolha as destinatárias: uma cuidadora, todas, sem plano, com plano, por tipo de cadastro ou por cidade.', 'destinatarias'],
    [{ mensagem: 'Olá', destinatarias: 'algumas' }, 'Escolha as destinatárias: uma cuidadora, todas, sem plano, com plano, por tipo de cadastro ou por cidade.', 'destinatarias'],
    [{ mensagem: 'Olá', destinatarias: 'uma' }, 'Informe o e-mail ou o telefone (com DDD) da cuidadora.', 'cuidadora'],
    [{ mensagem: 'Olá', destinatarias: 'uma', cuidadora: 'maria' }, 'Busque por um e-mail válido ou por um telefone com 11 dígitos, incluindo o DDD.', 'cuidadora'],
    [{ mensagem: 'Olá', destinatarias: 'tipo-de-cadastro', tipoDeCadastro: 'Médica' }, 'Escolha o tipo de cadastro: Acompanhante, Cuidador, Enfermeiro(a).', 'tipoDeCadastro'],
    [{ mensagem: 'Olá', destinatarias: 'cidade' }, 'Informe a cidade.', 'cidade'],
    [{ mensagem: 'Olá', destinatarias: 'cidade', cidade: 'Cidade Onde Ninguém Mora' }, 'Nenhuma cuidadora recebe este aviso: escolha outras destinatárias.', 'destinatarias'],
    [{ mensagem: 'Olá', destinatarias: 'todas', extra: 1 }, 'Campo não permitido: extra.', 'extra'],
  ].map(([json, message, field]) => [JSON.stringify(json).slice(0, 90), json, message, field] as const))('POST %s is a 400 in Portuguese and sends nothing', async (_name, json, message, field) => {
    const before = ((await api(stack(), '/api/equipe/avisos', { token: operator })).json.items as unknown[]).length;
    const res = await send(json);
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message, field } });
    expect((await api(stack(), '/api/equipe/avisos', { token: operator })).json.items).toHaveLength(before);
  });

  it('an unknown caregiver and an unknown notice are 404s in Portuguese', async () => {
    const unknown = await send({ mensagem: 'Olá', destinatarias: 'uma', cuidadora: 'ninguem@exemplo.com.br' });
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: 404, body: { message: 'Cuidadora não encontrada.' } });
    for (const id of ['1700000000-abcdef12', 'nao-e-um-id']) {
      const res = await api(stack(), `/api/equipe/avisos/${id}`, { token: operator });
      expect({ status: res.status, body: res.json }).toEqual({ status: 404, body: { message: 'Aviso não encontrado.' } });
    }
  });
});

describe('Avisos: reach and sending', () => {
  it('counts the reach by the fan-out rule: one, all, with and without a plan, by type and by city', async () => {
    expect(await reach({ destinatarias: 'uma', cuidadora: '(11) 98765-4321' })).toBe(1);
    const all = await reach({ destinatarias: 'todas' });
    expect(all).toBeGreaterThanOrEqual(1);
    await putManyCaregivers(6, 'Reachópolis');
    expect(await reach({ destinatarias: 'todas' })).toBe(all + 6);
    expect((await reach({ destinatarias: 'com-plano' })) + (await reach({ destinatarias: 'sem-plano' }))).toBe(all + 6);
    expect(await reach({ destinatarias: 'cidade', cidade: 'reachopolis' })).toBe(6);
    expect(await reach({ destinatarias: 'tipo-de-cadastro', tipoDeCadastro: 'Enfermeiro(a)' })).toBe(0);
  });

  it('one caregiver: written at once, in her bell unread, marked read; the Registro names her', async () => {
    const res = await send({ mensagem: 'Seu documento foi recebido.', destinatarias: 'uma', cuidadora: SAMPLE_ACCOUNT.email.toUpperCase() });
    expect(res.status).toBe(201);
    const notice = res.json as unknown as TeamNotice;
    expect(notice).toMatchObject({ destinatarias: 'uma', estado: 'concluido', escritos: 1, alcance: 1 });
    expect(notice).not.toHaveProperty('criterio');
    expect(await bell()).toContainEqual(expect.objectContaining({ id: notice.id, mensagem: 'Seu documento foi recebido.', status: 'nao lido' }));
    expect((await api(stack(), `/api/notices/${notice.id}/read`, { method: 'POST', token: caregiver })).status).toBe(200);
    expect((await bell()).map((n) => n.id)).not.toContain(notice.id);
    const audit = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    expect(audit.entries[0]).toMatchObject({ actorId: operatorUid, action: 'aviso-enviado', targetId: caregiverUid, details: { aviso: 'Seu documento foi recebido.' } });
  });

  it("'Todas': the sample caregiver's bell shows it, the progress says done, the list and the Registro have it", async () => {
    const res = await send({ mensagem: 'Bem-vinda ao novo painel de avisos!', destinatarias: 'todas' });
    expect(res.status).toBe(201);
    const notice = res.json as unknown as TeamNotice;
    expect(notice).toMatchObject({ estado: 'concluido', destinatarias: 'todas' });
    expect(notice.escritos).toBe(notice.alcance);
    expect((await bell()).filter((n) => n.mensagem === 'Bem-vinda ao novo painel de avisos!')).toHaveLength(1);
    expect((await api(stack(), `/api/equipe/avisos/${notice.id}`, { token: operator })).json).toEqual(notice);
    expect(((await api(stack(), '/api/equipe/avisos', { token: operator })).json.items as unknown[])[0]).toEqual(notice);
    const audit = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    // Named by its words, never by its id alone (issue 51): the Registro's 'Alvo' reads the notice.
    expect(audit.entries[0]).toMatchObject({ action: 'aviso-enviado', targetId: notice.id, targetLabel: 'Aviso “Bem-vinda ao novo painel de avisos!”' });
    expect(auditWhom(audit.entries[0])).toBe('Aviso “Bem-vinda ao novo painel de avisos!”');
  });
});

describe('Avisos: the fan-out', () => {
  const startSend = (mensagem: string, cidade: string) =>
    sendNotice({ operator: { id: operatorUid, label: '' }, ...parseSendInput({ mensagem, destinatarias: 'cidade', cidade }) }, sendNoticeIo);

  it('to 700 caregivers in batches of up to 300, interrupted in the middle of a batch and resumed by the job: each has it exactly once; running again changes nothing', async () => {
    const uids = await putManyCaregivers(700, 'Fanoutlândia');
    const mensagem = 'Aviso a 700 cuidadoras';
    const started = await startSend(mensagem, 'fanoutlandia');
    expect(started).toMatchObject({ estado: 'enviando', alcance: 700, escritos: 0 });

    // The 350th write fails in the middle of a later batch: the batches before it are counted, its own cursor is not saved.
    let writes = 0;
    const failing = {
      ...fanOutIo,
      writeNoticeOnce: async (notice: Parameters<typeof fanOutIo.writeNoticeOnce>[0]) => {
        if (++writes === 350) throw new Error('falha injetada no lote');
        return fanOutIo.writeNoticeOnce(notice);
      },
    };
    await expect(fanOutNotice(started.id, failing, Date.now() + 600_000, 300)).rejects.toThrow('falha injetada no lote');
    const halfway = (await getNoticeSend(started.id))!;
    expect(halfway.estado).toBe('enviando');
    expect(halfway.escritos).toBeGreaterThan(0);
    expect(halfway.escritos).toBeLessThan(350);
    expect(halfway.cursor).toBeDefined();
    const partial = await holdersOfMessage(mensagem);
    expect(partial.uids.length).toBeGreaterThanOrEqual(halfway.escritos);
    expect(partial.uids.length).toBeLessThan(350);

    const resumed = (await stack().runJob('fan-out-notices', {})) as { sends: number; written: number };
    expect(resumed.written).toBe(700 - partial.uids.length);
    const done = (await getNoticeSend(started.id))!;
    expect(done).toMatchObject({ estado: 'concluido', escritos: 700 });
    expect(done.cursor).toBeUndefined();

    const after = await holdersOfMessage(mensagem);
    expect(after.uids).toHaveLength(700);
    expect(new Set(after.uids)).toEqual(new Set(uids));
    expect(after.ids).toEqual(new Set([started.id]));

    // A second run (the job, and the fan-out itself) finds nothing to do and writes nothing.
    expect(await stack().runJob('fan-out-notices', {})).toEqual({ sends: 0, batches: 0, written: 0 });
    expect(await fanOutNotice(started.id, fanOutIo, Date.now() + 600_000, 300)).toEqual({ batches: 0, written: 0 });
    expect((await holdersOfMessage(mensagem)).uids).toHaveLength(700);
    expect(await getNoticeSend(started.id)).toEqual(done);
  }, 300_000);

  it('two runs at once write each notice once and count each batch once', async () => {
    const uids = await putManyCaregivers(300, 'Concorrência');
    const started = await startSend('Aviso com duas execuções', 'Concorrencia');
    const runs = await Promise.all([fanOutNotice(started.id, fanOutIo, Date.now() + 600_000, 200), fanOutNotice(started.id, fanOutIo, Date.now() + 600_000, 200)]);
    expect(runs[0].written + runs[1].written).toBe(300);
    expect(await getNoticeSend(started.id)).toMatchObject({ estado: 'concluido', escritos: 300 });
    const holders = await holdersOfMessage('Aviso com duas execuções');
    expect(holders.uids.sort()).toEqual(uids.sort());
  }, 120_000);

  it('a notice she already read stays read when the fan-out writes its batch again', async () => {
    const res = await send({ mensagem: 'Aviso lido não volta', destinatarias: 'uma', cuidadora: SAMPLE_ACCOUNT.email });
    const id = (res.json as unknown as TeamNotice).id;
    await api(stack(), `/api/notices/${id}/read`, { method: 'POST', token: caregiver });
    expect(await fanOutIo.writeNoticeOnce({ id, userId: caregiverUid, mensagem: 'Aviso lido não volta', status: 'nao lido', createdAt: 1 })).toBe(false);
    expect((await bell()).map((n) => n.id)).not.toContain(id);
  });
});
