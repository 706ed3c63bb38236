import type { AuditPage } from '../../contract/team';
import { apiPaths } from '../../contract/paths';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { cognito } from '../../lambdas/caregivers/cognito';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { shortBackoff } from './helpers/short-backoff';

/**
 * Our functions' Cognito calls refused as a whole, by the caregivers' pool's web ACL (ForbiddenException) or
 * Cognito's quota (TooManyRequestsException), made to happen on the local Cognito (infra/local/cognito-web-acl.ts):
 * the caller gets 429 with Retry-After and the catalogue's Portuguese text, never 500, nothing is lost, and the
 * function's log carries CognitoCallsRefused, the metric its alarm watches (infra/cdk/ops.ts).
 */
const stack = useLocalStack({ seed: true });
// The SDK retries a throttle (TooManyRequestsException) 3 times in all: the same attempts, without seconds of backoff.
beforeAll(() => void shortBackoff(cognito()));
afterEach(() => ['InitiateAuth', 'ResendConfirmationCode', 'ForgotPassword'].forEach((operation) => stack().cognito.refuseNext(operation, 0)));

const refusalsIn = (handler: string, since: number) =>
  emfMetrics(stack().functionLogs(handler).slice(since).flatMap(({ line }) => (line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [])))
    .filter((m) => m.name === 'CognitoCallsRefused')
    .map(({ namespace, dimensions, value }) => ({ namespace, dimensions, value }));
const counted = [{ namespace: 'Carey/local', dimensions: { service: 'carey' }, value: 1 }];
const BLOCKED = { message: 'Muitas tentativas seguidas. Tente novamente em 5 minutos.' };
const THROTTLED = { message: 'Muitas tentativas seguidas. Tente novamente em 1 minuto.' };

describe("'Deletar Conta': the password check's InitiateAuth refused", () => {
  const handler = 'account/handlers/request-account-deletion';
  const email = `refusal.deletion.${Date.now()}@exemplo.com.br`;
  let token: string;
  beforeAll(async () => {
    await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, email, phone: '61987651111', name: 'Rosa Recusa' });
    token = (await signIn(stack(), email, SAMPLE_ACCOUNT.password)).accessToken;
  });
  const deletion = (password: string) => api(stack(), apiPaths.accountDeletion, { method: 'POST', token, json: { password, confirm: true } });

  it('by the web ACL: 429, Retry-After 300, her account untouched, CognitoCallsRefused; the next try goes through to the check', async () => {
    const since = stack().functionLogs(handler).length;
    stack().cognito.refuseNext('InitiateAuth', 1, 'ForbiddenException');
    const res = await deletion(SAMPLE_ACCOUNT.password);
    expect({ status: res.status, retryAfter: res.headers.get('retry-after'), body: res.json }).toEqual({ status: 429, retryAfter: '300', body: BLOCKED });
    expect(refusalsIn(handler, since)).toEqual(counted);
    expect((await api(stack(), apiPaths.me, { token })).status).toBe(200);
    // The block lifted: the password is checked again (a wrong one is refused as such, and counts no refusal).
    const after = stack().functionLogs(handler).length;
    expect((await deletion('senha-errada-1')).status).toBe(403);
    expect(refusalsIn(handler, after)).toEqual([]);
  });

  it("by Cognito's quota past the SDK's 3 attempts: 429, Retry-After 60; with 2 refusals the third attempt goes through", async () => {
    const since = stack().functionLogs(handler).length;
    stack().cognito.refuseNext('InitiateAuth', 3, 'TooManyRequestsException');
    const res = await deletion('senha-errada-2');
    expect({ status: res.status, retryAfter: res.headers.get('retry-after'), body: res.json }).toEqual({ status: 429, retryAfter: '60', body: THROTTLED });
    expect(refusalsIn(handler, since)).toEqual(counted);
    stack().cognito.refuseNext('InitiateAuth', 2, 'TooManyRequestsException');
    expect((await deletion('senha-errada-3')).status).toBe(403);
  });
});

describe("'Reenviar e-mail de verificação': ResendConfirmationCode refused", () => {
  const handler = 'team/handlers/resend-verification';
  it('by the web ACL: 429 with Retry-After, the Registro line left pending, CognitoCallsRefused; then the resend goes', async () => {
    const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const email = `refusal.resend.${Date.now()}@exemplo.com.br`;
    const signup = await api(stack(), apiPaths.signup, {
      method: 'POST',
      json: { name: 'Lia Recusa', phone: '(21) 97777-4321', email, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true },
    });
    expect(signup.status).toBe(201);
    const resend = () => api(stack(), `/api/equipe/cuidadoras/${String(signup.json.uid)}/verificacao-email`, { method: 'POST', token: operator });

    const since = stack().functionLogs(handler).length;
    stack().cognito.refuseNext('ResendConfirmationCode', 1, 'ForbiddenException');
    const res = await resend();
    expect({ status: res.status, retryAfter: res.headers.get('retry-after'), body: res.json }).toEqual({ status: 429, retryAfter: '300', body: BLOCKED });
    expect(refusalsIn(handler, since)).toEqual(counted);
    const log = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    expect(log.entries[0]).toMatchObject({ action: 'verificacao-reenviada', targetLabel: 'Lia Recusa', state: 'pendente' });

    expect({ status: (await resend()).status }).toEqual({ status: 200 });
  });
});

describe("'Esqueci minha senha': ForgotPassword refused", () => {
  it('by the web ACL: 429 with Retry-After 300 and the Portuguese text, never 500', async () => {
    const since = stack().functionLogs('caregivers/handlers/request-password-reset').length;
    stack().cognito.refuseNext('ForgotPassword', 1, 'ForbiddenException');
    const res = await api(stack(), apiPaths.passwordReset, { method: 'POST', json: { email: SAMPLE_ACCOUNT.email } });
    expect({ status: res.status, retryAfter: res.headers.get('retry-after'), body: res.json }).toEqual({ status: 429, retryAfter: '300', body: BLOCKED });
    expect(refusalsIn('caregivers/handlers/request-password-reset', since)).toEqual(counted);
  });
});
