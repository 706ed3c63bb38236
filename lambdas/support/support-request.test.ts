import type { SupportRequest } from './support';
import { sendSupport, SUPPORT_RETRY_AFTER_SECONDS, type SupportPorts } from './support-request';

const form = { nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '11912345678', mensagem: 'Preciso de ajuda' };

/** In-memory store and mail: `delivers` says whether the e-mail goes out. */
function ports(delivers: boolean) {
  const log: string[] = [];
  const p: SupportPorts = {
    limitAttempt: async (email) => void log.push(`limit ${email}`),
    store: async (request: SupportRequest) => (log.push(`store ${request.nome}`), { deliver: async () => (log.push('deliver'), delivers) }),
  };
  return { p, log };
}

describe('sendSupport', () => {
  it('counts the attempt, stores the message, then e-mails it', async () => {
    const { p, log } = ports(true);
    expect(await sendSupport({ ...form, nome: '  Ana ' }, p)).toEqual({ success: true });
    expect(log).toEqual(['limit ana@exemplo.com.br', 'store Ana', 'deliver']);
  });

  it('answers a filled honeypot as a success and stores or sends nothing', async () => {
    const { p, log } = ports(true);
    expect(await sendSupport({ ...form, website: 'http://spam' }, p)).toEqual({ success: true });
    expect(log).toEqual([]);
  });

  it('refuses an invalid form (400 with its field) before counting or storing', async () => {
    const { p, log } = ports(true);
    await expect(sendSupport({ ...form, mensagem: ' ' }, p)).rejects.toMatchObject({ kind: 'invalid-input', field: 'mensagem' });
    expect(log).toEqual([]);
  });

  it('keeps a message whose e-mail failed (pending) and tells her to try later: 503 with Retry-After', async () => {
    const { p, log } = ports(false);
    await expect(sendSupport(form, p)).rejects.toMatchObject({ kind: 'unavailable', retryAfterSeconds: SUPPORT_RETRY_AFTER_SECONDS });
    expect(log).toEqual(['limit ana@exemplo.com.br', 'store Ana', 'deliver']);
  });
});
