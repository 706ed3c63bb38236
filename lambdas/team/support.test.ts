import type { SupportMessage } from '../support/store';
import { SUPPORT_REPLIES_PER_MESSAGE } from '../../contract/team-support';
import { archiveSupportMessage, checkSupportId, parseReply, parseSupportEmail, repliesLeft, replyToSupportMessage, teamView } from './support';

const message: SupportMessage = {
  id: '36ed56c4-3f4c-4b27-8c8e-1f899faa8419',
  createdAt: '2026-11-20T13:00:00.000Z',
  nome: 'Ana',
  email: 'ana@exemplo.com.br',
  whatsapp: '11912345678',
  mensagem: 'Linha 1\nLinha <2>',
  status: 'sent',
  attempts: 1,
};

function io(options: { stored?: boolean; sendFails?: boolean; found?: SupportMessage } = {}) {
  const calls: string[] = [];
  return {
    calls,
    getMessage: async () => ('found' in options ? options.found : message),
    storeReplyAudited: async (_id: string, reply: { text: string }, entry: { action: string }) => {
      calls.push(`store ${reply.text} ${entry.action}`);
      return options.stored ?? true;
    },
    send: async (email: { to: string; text: string; html: string }) => {
      calls.push(`send ${email.to}`);
      expect(email.text).toContain('> Linha 1\n> Linha <2>');
      expect(email.html).toContain('Linha &lt;2&gt;');
      if (options.sendFails) throw Object.assign(new Error('refused'), { name: 'MessageRejected' });
    },
    markSent: async () => {
      calls.push('mark sent');
    },
  };
}

describe("'Responder'", () => {
  const input = { operator: { id: 'op', label: 'op@carey.example' }, id: message.id, reply: 'Olá!' };

  it('stores the reply (with its audit line) before sending, then marks it sent', async () => {
    const deps = io();
    const view = await replyToSupportMessage(input, deps, new Date('2026-11-23T10:00:00.000Z'));
    expect(deps.calls).toEqual(['store Olá! mensagem-respondida', 'send ana@exemplo.com.br', 'mark sent']);
    expect(view).toMatchObject({ estado: 'respondida', resposta: { texto: 'Olá!', at: '2026-11-23T10:00:00.000Z', enviada: true } });
  });

  it('an SES failure leaves the stored reply unsent and answers 503 in Portuguese', async () => {
    const deps = io({ sendFails: true });
    await expect(replyToSupportMessage(input, deps)).rejects.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('A resposta foi guardada') });
    expect(deps.calls).toEqual(['store Olá! mensagem-respondida', 'send ana@exemplo.com.br']);
  });

  it('sends nothing when the message is gone or its sender was anonymised', async () => {
    const gone = io({ found: undefined });
    await expect(replyToSupportMessage(input, gone)).rejects.toMatchObject({ kind: 'not-found' });
    const anonymised = io({ found: { ...message, nome: undefined, email: undefined } as unknown as SupportMessage });
    await expect(replyToSupportMessage(input, anonymised)).rejects.toMatchObject({ kind: 'conflict' });
    const raced = io({ stored: false });
    await expect(replyToSupportMessage(input, raced)).rejects.toMatchObject({ kind: 'conflict' });
    expect([...gone.calls, ...anonymised.calls, ...raced.calls.filter((c) => c.startsWith('send'))]).toEqual([]);
  });

  it(`refuses a reply past ${SUPPORT_REPLIES_PER_MESSAGE} on one message with 429, before storing or sending`, async () => {
    expect(repliesLeft({})).toBe(SUPPORT_REPLIES_PER_MESSAGE);
    expect(repliesLeft({ replyCount: SUPPORT_REPLIES_PER_MESSAGE - 1 })).toBe(1);
    const full = io({ found: { ...message, replyCount: SUPPORT_REPLIES_PER_MESSAGE } });
    await expect(replyToSupportMessage(input, full)).rejects.toMatchObject({ kind: 'rate-limited', message: expect.stringContaining(`já recebeu ${SUPPORT_REPLIES_PER_MESSAGE} respostas`) });
    expect(full.calls).toEqual([]);
  });

  it('a reply that lost the race for the last one is told the limit, not that the sender left', async () => {
    const reads = [{ ...message, replyCount: SUPPORT_REPLIES_PER_MESSAGE - 1 }, { ...message, replyCount: SUPPORT_REPLIES_PER_MESSAGE }];
    const raced = { ...io({ stored: false }), getMessage: async () => reads.shift() };
    await expect(replyToSupportMessage(input, raced)).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(raced.calls).toEqual(['store Olá! mensagem-respondida']);
  });
});

describe("'Arquivar'", () => {
  it('archives once', async () => {
    const archived: string[] = [];
    const deps = { getMessage: async () => message, archiveAudited: async (id: string) => archived.push(id) > 0 };
    expect(await archiveSupportMessage({ operator: { id: 'op', label: 'op@carey.example' }, id: message.id }, deps)).toEqual({ estado: 'arquivada', changed: true });
    const again = { ...deps, getMessage: async () => ({ ...message, teamState: 'arquivada' as const }) };
    expect(await archiveSupportMessage({ operator: { id: 'op', label: 'op@carey.example' }, id: message.id }, again)).toEqual({ estado: 'arquivada', changed: false });
    expect(archived).toEqual([message.id]);
  });
});

describe('input and view', () => {
  it.each([[''], ['  '], ['x'.repeat(5001)], ['a\u0000b']])('refuses the reply %p', (text) => {
    expect(() => parseReply(text)).toThrow(/resposta/i);
  });
  it('normalises the searched e-mail and refuses a non-address', () => {
    expect(parseSupportEmail(' Ana@Exemplo.com.BR ')).toBe('ana@exemplo.com.br');
    expect(() => parseSupportEmail('ana')).toThrow('Busque por um endereço de e-mail válido');
    expect(() => checkSupportId('../x')).toThrow('Identificador de mensagem inválido.');
  });
  it('shows a new message as nova, and an anonymised one without who wrote', () => {
    expect(teamView(message)).toEqual({ id: message.id, createdAt: message.createdAt, nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '11912345678', mensagem: message.mensagem, estado: 'nova', entrega: 'sent' });
    const { nome: _n, email: _e, whatsapp: _w, ...anonymous } = message;
    expect(teamView({ ...anonymous, replyAt: 'x', replyStatus: 'sent' } as SupportMessage)).toEqual({ id: message.id, createdAt: message.createdAt, mensagem: message.mensagem, estado: 'nova', entrega: 'sent', resposta: { at: 'x', enviada: true } });
  });
});
