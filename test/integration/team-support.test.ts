import { decodeJwt } from 'jose';
import type { AuditPage } from '../../contract/team';
import type { TeamSupportMessage, TeamSupportPage } from '../../contract/team-support';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { newSupportMessage, putSupportMessage } from '../../lambdas/support/data/support-messages';
import { teamRoutes } from '../../lambdas/team/routes';
import { findTracesOf } from '../reliability/integrity';
import { api, mailbox, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { addEnrolledOperator } from '../../infra/local/seed';
import { operatorRoleTexts } from '../../contract/operator-role-texts';
import { expectDeletionFinished } from './helpers/deletion';

/** Atendimento (issue 21): the support messages in the team's console. */
const stack = useLocalStack({ seed: true, integrityCheck: 'atendimento' });
const SUPPORT_INBOX = 'suporte@carey.local';

let operator: string;
let caregiver: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
});

async function sendSupport(form: { nome: string; email: string; mensagem: string }) {
  const res = await api(stack(), '/api/support', { method: 'POST', json: { whatsapp: '11912345678', ...form } });
  expect(res.json).toEqual({ success: true });
  const page = (await api(stack(), `/api/equipe/atendimento?email=${encodeURIComponent(form.email)}`, { token: operator })).json as unknown as TeamSupportPage;
  return page.items.find((m) => m.mensagem === form.mensagem)!;
}
const list = async (query = '') => (await api(stack(), `/api/equipe/atendimento${query}`, { token: operator })).json as unknown as TeamSupportPage;
const auditLog = async () => ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries;
const supportRoutes = teamRoutes.filter((r) => r.path.startsWith('/api/equipe/atendimento'));

describe('who may use Atendimento', () => {
  it('has its three routes; only the reply may send e-mail', () => {
    expect(supportRoutes.map((r) => [r.method, r.path, r.needs.includes('ses-send')])).toEqual([
      ['GET', '/api/equipe/atendimento', false],
      ['POST', '/api/equipe/atendimento/{id}/resposta', true],
      ['POST', '/api/equipe/atendimento/{id}/arquivo', false],
    ]);
  });

  it.each(supportRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 without a token and for a caregiver', async (_key, route) => {
    const path = route.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
    const json = route.method === 'GET' ? undefined : { resposta: 'Olá' };
    const anonymous = await api(stack(), path, { method: route.method, json });
    expect({ status: anonymous.status, body: anonymous.json }).toEqual({ status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } });
    const refused = await api(stack(), path, { method: route.method, json, token: caregiver });
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } });
  });
});

describe('a support message whose bytes are not UTF-8 (issue 41)', () => {
  it('bytes FF FE C3 are refused whole with 400 in Portuguese through the gateway; nothing is stored', async () => {
    const prefix = '{"nome":"Bytes Ruins","email":"bytes.ruins@exemplo.com.br","whatsapp":"11912345678","mensagem":"Olá ';
    const bytes = Buffer.concat([Buffer.from(prefix), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const res = await api(stack(), '/api/support', { method: 'POST', headers: { 'content-type': 'application/json' }, body: bytes as unknown as string });
    // (the support route answers in the spec's own shape, { success, error })
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { success: false, error: 'O corpo da requisição tem bytes que não são texto UTF-8 válido. Envie o texto em UTF-8.' } });
    expect((await list('?email=bytes.ruins@exemplo.com.br')).items).toEqual([]);
    // The same message in UTF-8 goes through.
    const ok = await api(stack(), '/api/support', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `${prefix}ção"}` });
    expect(ok.json).toEqual({ success: true });
    expect((await list('?email=bytes.ruins@exemplo.com.br')).items).toEqual([expect.objectContaining({ mensagem: 'Olá ção' })]);
  });
});

describe("Atendimento's search by e-mail is a recorded read (issue 41)", () => {
  it("writes one Registro line per search, naming who searched and the messages shown (never the address), for 'Leitura' too", async () => {
    const reader = { email: 'leitura.atendimento@exemplo.com.br', password: 'Carey2024!', role: operatorRoleTexts.readOnly };
    await addEnrolledOperator(stack(), reader);
    const readerToken = (await signInOperator(stack(), reader)).accessToken;
    const first = await sendSupport({ nome: 'Sara Busca', email: 'sara.busca@exemplo.com.br', mensagem: 'Preciso de ajuda.' });
    const second = await sendSupport({ nome: 'Sara Busca', email: 'sara.busca@exemplo.com.br', mensagem: 'Ainda preciso de ajuda.' });
    const searches = async () => ((await api(stack(), '/api/equipe/registro?acao=mensagens-buscadas', { token: operator })).json as unknown as AuditPage).entries;
    const before = (await searches()).length;
    const res = await api(stack(), `/api/equipe/atendimento?email=${encodeURIComponent('Sara.Busca@exemplo.com.br')}`, { token: readerToken });
    expect(res.status).toBe(200);
    expect((res.json as unknown as TeamSupportPage).items).toEqual([second, first].map((m) => expect.objectContaining({ id: m.id, email: 'sara.busca@exemplo.com.br', whatsapp: '11912345678' })));
    const lines = await searches();
    expect(lines).toHaveLength(before + 1);
    expect(lines[0]).toEqual({
      id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(readerToken).sub), actorLabel: reader.email, action: 'mensagens-buscadas',
      details: { resultados: 2, mensagens: `${second.id} ${first.id}` },
    });
    // A search that finds nobody is recorded too; paging the inbox (no e-mail) is not a search.
    await api(stack(), '/api/equipe/atendimento?email=ninguem.busca@exemplo.com.br', { token: readerToken });
    await api(stack(), '/api/equipe/atendimento', { token: readerToken });
    const after = await searches();
    expect(after).toHaveLength(before + 2);
    expect(after[0]).toMatchObject({ actorLabel: reader.email, details: { resultados: 0 } });
    expect(JSON.stringify(after)).not.toContain('busca@exemplo.com.br');
  });
});

describe('Atendimento', () => {
  it('lists the messages newest first, with state and delivery, in pages with an opaque cursor; search by exact e-mail', async () => {
    const start = Date.now() - 10 * 60_000;
    const older = Array.from({ length: 26 }, (_, i) => newSupportMessage({ nome: `Pessoa ${i}`, email: `pessoa${i}@exemplo.com.br`, whatsapp: '1', mensagem: `Antiga ${i}` }, new Date(start + i * 1000)));
    for (const message of older) await putSupportMessage(message);
    const newest = await sendSupport({ nome: 'Nova Pessoa', email: 'nova.pessoa@exemplo.com.br', mensagem: `Recente ${Date.now()}` });
    expect(newest).toMatchObject({ nome: 'Nova Pessoa', email: 'nova.pessoa@exemplo.com.br', estado: 'nova', entrega: 'sent' });

    const first = await list();
    expect(first.items).toHaveLength(25);
    expect(first.items[0].id).toBe(newest.id);
    const times = first.items.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.items.find((m) => m.id === older[25].id)).toMatchObject({ estado: 'nova', entrega: 'pending' });
    expect(first.cursor).toEqual(expect.any(String));
    const second = await list(`?cursor=${first.cursor}`);
    expect(second.items.map((m) => m.id)).toContain(older[0].id);
    expect(second.items.map((m) => m.id).filter((id) => first.items.some((m) => m.id === id))).toEqual([]);

    const found = await list(`?email=${encodeURIComponent(' PESSOA3@exemplo.com.br ')}`);
    expect(found).toEqual({ items: [expect.objectContaining({ id: older[3].id, email: 'pessoa3@exemplo.com.br' })], cursor: null });
    expect((await list('?email=ninguem@exemplo.com.br')).items).toEqual([]);
  });

  it("'Responder': the reply reaches the sender from the product with Reply-To the support inbox, quoting her message; kept with it; one Registro line", async () => {
    const message = await sendSupport({ nome: 'Rita Resposta', email: 'rita.resposta@exemplo.com.br', mensagem: 'Como <mudo> meu plano?' });
    const before = (await auditLog()).length;
    const res = await api(stack(), `/api/equipe/atendimento/${message.id}/resposta`, { method: 'POST', token: operator, json: { resposta: 'Olá, Rita! Em Minha conta > Plano.' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: message.id, estado: 'respondida', resposta: { texto: 'Olá, Rita! Em Minha conta > Plano.', enviada: true } });

    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes('rita.resposta@exemplo.com.br')).at(-1)!;
    expect(mail.subject).toBe('Resposta do suporte Carey');
    expect(mail.replyTo).toEqual([SUPPORT_INBOX]);
    expect(mail.from).toContain('@');
    expect(mail.body.text).toContain('Olá, Rita! Em Minha conta > Plano.');
    expect(mail.body.text).toContain('> Como <mudo> meu plano?');
    expect(mail.body.html).toContain('Como &lt;mudo&gt; meu plano?');

    const listed = (await list()).items.find((m) => m.id === message.id);
    expect(listed).toMatchObject({ estado: 'respondida', resposta: { texto: 'Olá, Rita! Em Minha conta > Plano.', enviada: true } });
    const log = await auditLog();
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toEqual({ id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(operator).sub), actorLabel: SAMPLE_OPERATOR.email, action: 'mensagem-respondida', targetId: message.id, targetLabel: 'rita.resposta@exemplo.com.br' });
  });

  it('a reply SES refuses stays with the message as not sent, with a Portuguese 503', async () => {
    // Stored before addresses were checked strictly: the SES stand-in refuses it.
    const message = newSupportMessage({ nome: 'Endereço Antigo', email: 'joão@exemplo.com', whatsapp: '1', mensagem: 'Mensagem antiga' });
    await putSupportMessage(message);
    const res = await api(stack(), `/api/equipe/atendimento/${message.id}/resposta`, { method: 'POST', token: operator, json: { resposta: 'Olá!' } });
    expect({ status: res.status, body: res.json }).toEqual({
      status: 503,
      body: { message: 'A resposta foi guardada, mas o e-mail não pôde ser enviado agora. Tente enviar de novo em alguns minutos.' },
    });
    const listed = (await list()).items.find((m) => m.id === message.id) as TeamSupportMessage;
    expect(listed).toMatchObject({ estado: 'respondida', resposta: { texto: 'Olá!', enviada: false } });
  });

  it("'Arquivar' sets 'arquivada' once, with one Registro line", async () => {
    const message = await sendSupport({ nome: 'Alice Arquivo', email: 'alice.arquivo@exemplo.com.br', mensagem: 'Obrigada!' });
    const before = (await auditLog()).length;
    const path = `/api/equipe/atendimento/${message.id}/arquivo`;
    expect((await api(stack(), path, { method: 'POST', token: operator })).json).toEqual({ estado: 'arquivada', changed: true });
    expect((await api(stack(), path, { method: 'POST', token: operator })).json).toEqual({ estado: 'arquivada', changed: false });
    expect((await list()).items.find((m) => m.id === message.id)).toMatchObject({ estado: 'arquivada' });
    const log = await auditLog();
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toMatchObject({ action: 'mensagem-arquivada', targetId: message.id });
  });

  it.each([
    ['GET', '/api/equipe/atendimento?email=maria', undefined, 400, 'Busque por um endereço de e-mail válido, como nome@exemplo.com.br.', 'email'],
    ['GET', '/api/equipe/atendimento?cursor=xyz', undefined, 400, 'O cursor de paginação é inválido.', 'cursor'],
    ['GET', `/api/equipe/atendimento?cursor=${Buffer.from(JSON.stringify({ PK: 'AUDIT', SK: 'x' })).toString('base64url')}`, undefined, 400, 'O cursor de paginação é inválido.', 'cursor'],
    ['GET', '/api/equipe/atendimento?outro=1', undefined, 400, 'Campo não permitido: outro.', 'outro'],
    ['POST', '/api/equipe/atendimento/123/resposta', { resposta: 'Olá' }, 400, 'Identificador de mensagem inválido.', 'id'],
    ['POST', '/api/equipe/atendimento/00000000-0000-4000-8000-000000000000/resposta', { resposta: '   ' }, 400, 'Escreva a resposta.', 'resposta'],
    ['POST', '/api/equipe/atendimento/00000000-0000-4000-8000-000000000000/resposta', { resposta: 'x'.repeat(5001) }, 400, 'A resposta pode ter no máximo 5000 caracteres.', 'resposta'],
    ['POST', '/api/equipe/atendimento/00000000-0000-4000-8000-000000000000/resposta', { resposta: 'Olá', cc: 'x' }, 400, 'Campo não permitido: cc.', 'cc'],
    ['POST', '/api/equipe/atendimento/00000000-0000-4000-8000-000000000000/resposta', { resposta: 'Olá' }, 404, 'Mensagem de suporte não encontrada.', undefined],
    ['POST', '/api/equipe/atendimento/00000000-0000-4000-8000-000000000000/arquivo', undefined, 404, 'Mensagem de suporte não encontrada.', undefined],
  ])('%s %s (case %#) is a 4xx in Portuguese', async (method, path, json, status, message, field) => {
    const res = await api(stack(), path, { method, json, token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status, body: field ? { message, field } : { message } });
  });

  it('her account deletion leaves no trace of her in the messages, their inbox entries or the reply; the reply then is refused', async () => {
    const bea = { ...SAMPLE_ACCOUNT, email: 'bea.suporte@exemplo.com.br', phone: '61987654321', name: 'Bea Suporte' };
    await createReadyCaregiver(stack(), bea);
    const message = await sendSupport({ nome: bea.name, email: bea.email, mensagem: 'Quero excluir minha conta.' });
    expect((await api(stack(), `/api/equipe/atendimento/${message.id}/resposta`, { method: 'POST', token: operator, json: { resposta: 'Olá, Bea Suporte!' } })).status).toBe(200);
    const token = (await signIn(stack(), bea.email, bea.password)).accessToken;
    const uid = String(decodeJwt(token).sub);
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password: bea.password, confirm: true } });
    await expectDeletionFinished(stack(), deletion);

    expect(await findTracesOf(stack(), [uid, bea.email, bea.phone, bea.name])).toEqual([]);
    const listed = (await list()).items.find((m) => m.id === message.id)!;
    expect(listed).toEqual({ id: message.id, createdAt: message.createdAt, mensagem: 'Quero excluir minha conta.', estado: 'respondida', entrega: 'sent', resposta: { at: expect.any(String), enviada: true } });
    const again = await api(stack(), `/api/equipe/atendimento/${message.id}/resposta`, { method: 'POST', token: operator, json: { resposta: 'Olá?' } });
    expect({ status: again.status, body: again.json }).toEqual({ status: 409, body: { message: 'Quem enviou esta mensagem excluiu a conta; não há a quem responder.' } });
  });
});
