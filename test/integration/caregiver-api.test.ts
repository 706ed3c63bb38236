import { db } from '../../lambdas/base/table/client';
import { findEmailClaim, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { listUnreadNotices, newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { getSupportMessage, listPendingSupportMessages } from '../../lambdas/support/data/support-messages';
import { importData } from '../../lambdas/openings/operator-import';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { recordCases } from '../reliability/report';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
const token = async () => (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;

type SdkClient = { middlewareStack: Pick<ReturnType<typeof db>['middlewareStack'], 'add' | 'remove'> };

/** Records (in order) the commands that the in-process handlers send through `clients` while `work` runs. */
async function recordCommands<T>(clients: SdkClient[], work: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
  const commands: string[] = [];
  const name = 'record-commands';
  for (const client of clients) {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize', name },
    );
  }
  try {
    return { result: await work(), commands };
  } finally {
    for (const client of clients) client.middlewareStack.remove(name);
  }
}
const countDynamoRequests = <T>(work: () => Promise<T>) => recordCommands([db()], work);

describe('PUT /api/me/location', () => {
  it('stores the position with the server time', async () => {
    const before = Date.now();
    const res = await api(stack(), '/api/me/location', { method: 'PUT', token: await token(), json: { latitude: -23.5613, longitude: -46.6565 } });
    expect(res.status).toBe(200);
    const uid = (await findEmailClaim(SAMPLE_ACCOUNT.email))!.uid;
    const stored = (await getCaregiver(uid))!.lastLocation!;
    expect(stored).toMatchObject({ latitude: -23.5613, longitude: -46.6565 });
    expect(Date.parse(stored.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses coordinates out of range or missing, in Portuguese, and needs a token', async () => {
    const t = await token();
    const cases: [unknown, string, string][] = [
      [{ latitude: 91, longitude: 0 }, 'latitude', 'A latitude deve ser um número entre -90 e 90.'],
      [{ latitude: 0, longitude: -181 }, 'longitude', 'A longitude deve ser um número entre -180 e 180.'],
      [{ latitude: '10', longitude: 0 }, 'latitude', 'A latitude deve ser um número entre -90 e 90.'],
      [{ longitude: 0 }, 'latitude', 'A latitude deve ser um número entre -90 e 90.'],
    ];
    for (const [json, field, message] of cases) {
      const res = await api(stack(), '/api/me/location', { method: 'PUT', token: t, json });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message, field } });
    }
    expect((await api(stack(), '/api/me/location', { method: 'PUT', json: { latitude: 0, longitude: 0 } })).status).toBe(401);
  });
});

describe('notices', () => {
  it('lists the caller\u2019s unread notices newest first, with the time text or the spec fallback', async () => {
    const res = await api(stack(), '/api/notices', { token: await token() });
    expect(res.status).toBe(200);
    const items = res.json.items as { id: string; mensagem: string; createdAt: number | null; horario: string; status: string }[];
    expect(items).toHaveLength(3);
    expect(items.map((n) => n.mensagem)).toEqual([
      expect.stringContaining('Bem-vinda'),
      expect.stringContaining('Novas vagas'),
      expect.stringContaining('documentos'),
    ]);
    expect(items[0].createdAt).toBeGreaterThan(items[1].createdAt!);
    // São Paulo's clock (UTC−3, no summer time since 2019) as Brazilians write it: '27/11/2026 06:41'.
    const [date, time] = new Date((items[0].createdAt! - 3 * 3600) * 1000).toISOString().split('T');
    const [year, month, day] = date.split('-');
    expect(items[0].horario).toBe(`${day}/${month}/${year} ${time.slice(0, 5)}`);
    expect(items[2]).toMatchObject({ createdAt: null, horario: 'há 3 dias', status: 'nao lido' });
  });

  it('marks one of the caller\u2019s own notices read (idempotent); another user\u2019s notice is a 404 and stays unread', async () => {
    const t = await token();
    const [first] = (await api(stack(), '/api/notices', { token: t })).json.items as { id: string }[];
    const read = await api(stack(), `/api/notices/${first.id}/read`, { method: 'POST', token: t });
    expect(read.json).toEqual({ id: first.id, status: 'lido' });
    expect((await api(stack(), `/api/notices/${first.id}/read`, { method: 'POST', token: t })).status).toBe(200);
    const after = (await api(stack(), '/api/notices', { token: t })).json.items as { id: string }[];
    expect(after.map((n) => n.id)).not.toContain(first.id);

    const createdAt = Math.floor(Date.now() / 1000);
    const othersId = newNoticeId(createdAt);
    await putNotice({ id: othersId, userId: 'outra-pessoa', mensagem: 'Só para outra pessoa', status: 'nao lido', createdAt });
    const res = await api(stack(), `/api/notices/${othersId}/read`, { method: 'POST', token: t });
    expect({ status: res.status, body: res.json }).toEqual({ status: 404, body: { message: 'Aviso não encontrado.' } });
    expect((await listUnreadNotices('outra-pessoa')).map((n) => n.id)).toEqual([othersId]);
    expect((await api(stack(), '/api/notices/nao-e-um-id/read', { method: 'POST', token: t })).status).toBe(404);
  });
});

describe('GET /api/openings', () => {
  type Item = { id: string; createdAt: string; tipoProfissional?: string; enderecoCompleto?: { cidade?: string }; bairro: string; clientName: string | null; avatar: string };

  it('serves a page with family name, avatar and neighbourhood in one Query and one BatchGet (after the account check)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a sign-in of its own (auth_time's resolution is one second)
    const t = await token();
    // the sign-in's first request writes its access record (a Put and an Update, once: docs/decisions/067); later ones do not
    const first = await countDynamoRequests(() => api(stack(), '/api/openings', { token: t }));
    expect(first.commands).toEqual(['GetItemCommand', 'PutItemCommand', 'UpdateItemCommand', 'QueryCommand', 'BatchGetItemCommand']);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { result, commands } = await countDynamoRequests(() => api(stack(), '/api/openings', { token: t }));
    const viaCepCalls = fetchSpy.mock.calls.filter(([url]) => String(url).startsWith(stack().viaCepEndpoint));
    fetchSpy.mockRestore();
    expect(commands).toEqual(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);
    expect(viaCepCalls).toHaveLength(0);
    const items = result.json.items as Item[];
    expect(items).toHaveLength(20);
    expect(result.json.nextCursor).toEqual(expect.any(String));
    expect(items[0]).toMatchObject({ id: 'vaga-001', clientName: 'Família Souza', bairro: 'Bela Vista', avatar: '/img/avatar-padrao.svg' });
    const bairros = new Set(items.map((o) => o.bairro));
    expect(bairros).toContain('Bairro não informado');
    expect(bairros).toContain('Bairro não encontrado');
    expect(items.some((o) => o.clientName === null)).toBe(true);
  });

  it('filters by professional type and by city (accents and case ignored), pages full pages, costs two requests per page besides the account check', async () => {
    const t = await token();
    const all: Item[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/openings?limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api(stack(), url, { token: t });
      all.push(...(page.json.items as Item[]));
      cursor = page.json.nextCursor as string | null;
    } while (cursor);
    expect(all).toHaveLength(36);

    const expectFilter = async (query: string, keep: (o: Item) => boolean, limit = 3) => {
      const expected = all.filter(keep).map((o) => o.id);
      expect(expected.length).toBeGreaterThan(limit);
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const url = `/api/openings?limit=${limit}&${query}${next ? `&cursor=${next}` : ''}`;
        const { result, commands } = await countDynamoRequests(() => api(stack(), url, { token: t }));
        expect(result.status).toBe(200);
        expect(commands.length).toBeLessThanOrEqual(3);
        const items = result.json.items as Item[];
        next = result.json.nextCursor as string | null;
        if (next) expect(items).toHaveLength(limit);
        seen.push(...items.map((o) => o.id));
      } while (next);
      expect(seen).toEqual(expected);
    };
    await expectFilter('tipoProfissional=Cuidador', (o) => o.tipoProfissional === 'Cuidador');
    await expectFilter('cidade=sao%20paulo', (o) => o.enderecoCompleto?.cidade === 'São Paulo');
    await expectFilter('tipoProfissional=enfermeiro(a)&cidade=S%C3%83O%20PAULO', (o) => o.tipoProfissional === 'Enfermeiro(a)' && o.enderecoCompleto?.cidade === 'São Paulo', 1);
  });

  it('refuses bad limits, unknown types and cursors from another filter', async () => {
    const t = await token();
    for (const q of ['limit=0', 'limit=51', 'limit=abc', 'limit=2.5']) {
      const res = await api(stack(), `/api/openings?${q}`, { token: t });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'O limite deve ser um número entre 1 e 50.', field: 'limit' } });
    }
    expect((await api(stack(), '/api/openings?tipoProfissional=Motorista', { token: t })).json.field).toBe('tipoProfissional');
    const cursor = (await api(stack(), '/api/openings?limit=1', { token: t })).json.nextCursor as string;
    const res = await api(stack(), `/api/openings?limit=1&cidade=Curitiba&cursor=${cursor}`, { token: t });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'O cursor de paginação é inválido.', field: 'cursor' } });
  });

  it('keeps no stale filter copy when an opening is re-imported with another city', async () => {
    const t = await token();
    const report = await importData({
      openings: [{ id: 'vaga-001', clientId: 'familia-01', createdAt: '2026-11-01T12:00:00.000Z', tipoProfissional: 'Cuidador', cep: '80010000', enderecoCompleto: { cidade: 'Curitiba' } }],
    });
    expect(report).toMatchObject({ written: { openings: 1 }, refused: [] });
    const sp = (await api(stack(), '/api/openings?limit=50&cidade=S%C3%A3o%20Paulo', { token: t })).json.items as Item[];
    expect(sp.map((o) => o.id)).not.toContain('vaga-001');
    const cwb = (await api(stack(), '/api/openings?limit=50&cidade=curitiba&tipoProfissional=Cuidador', { token: t })).json.items as Item[];
    expect(cwb.find((o) => o.id === 'vaga-001')).toMatchObject({ bairro: 'Centro' });
  });
});

describe('POST /api/support', () => {
  const message = { nome: 'Ana <b>Silva</b>', email: 'ana.silva@exemplo.com.br', whatsapp: '(11) 91234-5678', mensagem: 'Olá,\nnão consigo ver as vagas & preciso de ajuda <script>x</script>' };

  it('stores the message, e-mails support with Reply-To the sender (text and escaped HTML) and marks it sent', async () => {
    const res = await api(stack(), '/api/support', { method: 'POST', json: message });
    expect({ status: res.status, body: res.json }).toEqual({ status: 200, body: { success: true } });
    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes('suporte@carey.local'));
    const last = mail[mail.length - 1];
    expect(last.subject).toBe('Suporte Carey: mensagem de Ana <b>Silva</b>');
    expect(last.replyTo).toEqual(['ana.silva@exemplo.com.br']);
    expect(last.body.text).toContain('não consigo ver as vagas & preciso de ajuda <script>x</script>');
    expect(last.body.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(last.body.html).not.toContain('<script>');
  });

  it('answers {success:false, error} with 400 for bad input, and refuses line breaks in header fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...message, nome: ' ' }, 'Informe seu nome.'],
      [{ ...message, email: 'ana' }, 'Informe um só endereço de e-mail, sem acentos, espaços nem nome, como nome@exemplo.com.br.'],
      [{ ...message, email: 'ana@exemplo.com\r\nBcc: x@y.com' }, 'O campo Email não pode ter quebras de linha.'],
      [{ ...message, nome: 'Ana\nBcc: x@y.com' }, 'O campo Nome não pode ter quebras de linha.'],
      [{ ...message, whatsapp: '' }, 'Informe seu WhatsApp ou celular.'],
      [{ ...message, whatsapp: '123' }, 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
      [{ ...message, whatsapp: 'abc' }, 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
      [{ ...message, whatsapp: '(00) 91234-5678' }, 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).'],
      [{ ...message, nome: '😀😀' }, 'O nome deve ter letras.'],
      [{ ...message, mensagem: 'x'.repeat(5001) }, 'O campo Mensagem pode ter no máximo 5000 caracteres.'],
      [{ nome: 'Ana' }, 'Informe um e-mail válido.'],
    ];
    const mailBefore = (await mailbox(stack())).length;
    for (const [json, error] of cases) {
      const res = await api(stack(), '/api/support', { method: 'POST', json });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, error });
    }
    expect((await mailbox(stack())).length).toBe(mailBefore);
  });

  it('keeps the message pending when SES fails, answers 503, and the retry job delivers it', async () => {
    // Fault injection at the SDK layer of the in-process handler: SES refuses every send while it is in place.
    const sesClient = (await import('../../lambdas/base/mail/ses')).ses();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const name = 'ses-down';
    sesClient.middlewareStack.add(
      () => async () => {
        throw Object.assign(new Error('SES indisponível (injetado)'), { name: 'ServiceUnavailable' });
      },
      { step: 'initialize', name },
    );
    const unique = { ...message, mensagem: `Mensagem que ficou pendente ${Date.now()}` };
    let res;
    try {
      res = await api(stack(), '/api/support', { method: 'POST', json: unique });
    } finally {
      sesClient.middlewareStack.remove(name);
      warn.mockRestore();
    }
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ success: false, error: expect.stringContaining('tente novamente mais tarde') });
    const inMailbox = async () => (await mailbox(stack())).filter((m) => m.body.text?.includes(unique.mensagem));
    expect(await inMailbox()).toHaveLength(0);
    const pending = (await listPendingSupportMessages(new Date(Date.now() + 1000), 100)).find((m) => m.mensagem === unique.mensagem)!;
    // Only SES's code is kept: its messages may quote addresses.
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ServiceUnavailable' });

    const result = await stack().runJob('retry-support-emails', { graceMs: 0 });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(await inMailbox()).toHaveLength(1);
    expect(await getSupportMessage(pending.id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(String) });
    expect(await stack().runJob('retry-support-emails', { graceMs: 0 })).toEqual({ sent: 0, failed: 0 });
    recordCases('falhas', 'SES failing on a support message', 1);
  });

  it('stores the message before sending it', async () => {
    const unique = { ...message, mensagem: `Guardada antes ${Date.now()}` };
    const ses = (await import('../../lambdas/base/mail/ses')).ses() as unknown as SdkClient;
    const { result, commands } = await recordCommands([db(), ses], () => api(stack(), '/api/support', { method: 'POST', json: unique }));
    expect(result.status).toBe(200);
    // The two rate-limit counters (address, e-mail), then: stored (with its inbox entry, one transaction), e-mailed, marked sent.
    expect(commands).toEqual(['UpdateItemCommand', 'UpdateItemCommand', 'TransactWriteItemsCommand', 'SendEmailCommand', 'UpdateItemCommand']);
  });
});
