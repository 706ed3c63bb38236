import { rateLimits } from '../../lambdas/base/rate-limits/limits';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, mailbox, randomClientAddress, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ seed: true, integrityCheck: 'abuso' });
const TOO_MANY = /^Muitas tentativas seguidas\. Tente novamente em \d+ minutos?\.$/;

const signupForm = (n: number, email: string) => ({
  name: 'Teste Limite', phone: `119${String(70000000 + n)}`, email, password: 'Senha1234', confirmPassword: 'Senha1234',
  tipoDeCadastro: 'Cuidador', genero: '', acceptedTerms: true,
});
const supportForm = (email: string) => ({ nome: 'Ana', email, whatsapp: '11912345678', mensagem: 'Olá' });

describe('rate limits on the routes that e-mail people', () => {
  it('sign-up: one e-mail gets a Portuguese 429 past its limit, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.signup.perEmail; i++) {
      const res = await api(stack(), '/api/signup', { method: 'POST', json: signupForm(i, 'limite@exemplo.com') });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.message).toMatch(TOO_MANY);
        // Retry-After: the seconds left in the window, which the message rounds up to minutes.
        const seconds = Number(res.headers.get('retry-after'));
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(rateLimits.signup.windowSeconds);
        expect(Math.ceil(seconds / 60)).toBe(Number(/em (\d+) minuto/.exec(String(res.json.message))![1]));
      }
    }
    // The same e-mail again is answered like a new sign-up (the owner is e-mailed instead), until the limit.
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    recordCases('abuso', 'sign-up per e-mail', statuses.length);
  });

  it('sign-up: one client address gets a 429 past its limit, whatever the e-mails', async () => {
    const from = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.signup.perAddress; i++) {
      statuses.push((await api(stack(), '/api/signup', { method: 'POST', from, json: signupForm(100 + i, `ip${i}@exemplo.com`) })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(rateLimits.signup.perAddress);
    expect(statuses.at(-1)).toBe(429);
    recordCases('abuso', 'sign-up per address', statuses.length);
  });

  it('support: one e-mail gets {success:false} and 429 past its limit; what was refused is not stored or sent', async () => {
    const before = (await mailbox(stack())).length;
    const results = [];
    for (let i = 0; i <= rateLimits.support.perEmail; i++) results.push(await api(stack(), '/api/support', { method: 'POST', json: supportForm('muito@exemplo.com') }));
    expect(results.slice(0, -1).every((r) => r.status === 200)).toBe(true);
    expect(results.at(-1)!.status).toBe(429);
    expect(results.at(-1)!.json).toEqual({ success: false, error: expect.stringMatching(TOO_MANY) });
    expect((await mailbox(stack())).length - before).toBe(rateLimits.support.perEmail);
    recordCases('abuso', 'support per e-mail', results.length);
  });

  it('support: a filled honeypot is thanked and dropped', async () => {
    const before = (await mailbox(stack())).length;
    const res = await api(stack(), '/api/support', { method: 'POST', json: { ...supportForm('robo@exemplo.com'), website: 'http://spam.example' } });
    expect(res.json).toEqual({ success: true });
    expect((await mailbox(stack())).length).toBe(before);
    recordCases('abuso', 'support honeypot', 1);
  });

  it('password reset: sends the code for a real account, answers the same for an unknown one, and limits per e-mail', async () => {
    const known = await api(stack(), '/api/password-reset', { method: 'POST', json: { email: SAMPLE_ACCOUNT.email } });
    const unknown = await api(stack(), '/api/password-reset', { method: 'POST', json: { email: 'ninguem@exemplo.com' } });
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: 202, json: known.json });
    expect(known.json).toEqual({ message: 'Email de redefinição de senha enviado!' });
    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes(SAMPLE_ACCOUNT.email));
    expect(mail.at(-1)?.subject).toBe('Redefinição de senha do Carey');

    const empty = await api(stack(), '/api/password-reset', { method: 'POST', json: { email: '' } });
    expect(empty).toMatchObject({ status: 400, json: { message: 'Por favor, insira seu email para redefinir a senha.' } });

    let last;
    for (let i = 1; i <= rateLimits['password-reset'].perEmail; i++) last = await api(stack(), '/api/password-reset', { method: 'POST', json: { email: 'ninguem@exemplo.com' } });
    expect(last!.status).toBe(429);
    expect(last!.json.message).toMatch(TOO_MANY);
    recordCases('abuso', 'password reset', 3 + rateLimits['password-reset'].perEmail);
  });
});
