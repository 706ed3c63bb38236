import { mockClient } from 'aws-sdk-client-mock';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ForbiddenException,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  InternalErrorException,
  LimitExceededException,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  TooManyFailedAttemptsException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { captureLog, emfMetrics } from '../base/observability/captured-log';
import { observedHandler } from '../base/observability/observability';
import { errorResponse } from '../base/http/error-response';
import { requestPasswordReset, resendConfirmationCode, signUpUser, verifyPassword } from './cognito';

Object.assign(process.env, { USER_POOL_ID: 'pool-1', USER_POOL_CLIENT_ID: 'client-1', USER_POOL_SERVER_CLIENT_ID: 'server-client-1', SIGNUP_SIGNATURE_SECRET: 'segredo-local-de-teste' });
const cognito = mockClient(CognitoIdentityProviderClient);

// What the SDK raises when Cognito answers so: the WAF block is HTTP 403 (Cognito's API reference, ForbiddenException:
// "WAF doesn't allow your request based on a web ACL that's associated with your user pool"), the quota 400.
const wafBlock = () => new ForbiddenException({ message: 'Request not allowed due to WAF block.', $metadata: { httpStatusCode: 403 } });
const quota = () => new TooManyRequestsException({ message: 'Too many requests', $metadata: { httpStatusCode: 400 } });

/** Runs one call as a function invocation would: its HTTP answer (as the API maps the error), metrics and warnings. */
async function invoke(call: () => Promise<unknown>) {
  const log = captureLog();
  try {
    const outcome = await observedHandler(async () => call().then((value) => ({ value }), (error: unknown) => ({ error })))({});
    const answer = 'error' in outcome ? errorResponse(outcome.error) : undefined;
    const json = log.json();
    return {
      outcome,
      status: answer?.statusCode,
      retryAfter: answer?.headers?.['retry-after'],
      body: answer ? (JSON.parse(String(answer.body)) as unknown) : undefined,
      metrics: emfMetrics(json).map(({ name, dimensions, value }) => ({ name, dimensions, value })),
      warnings: json.filter((l) => l.level === 'WARN').map((l) => ({ message: l.message, operation: l.operation, reason: l.reason })),
    };
  } finally {
    log.restore();
  }
}

type Refuse = (error: Error) => unknown;
const calls: [string, Refuse, () => Promise<unknown>][] = [
  ['InitiateAuth', (e) => cognito.on(InitiateAuthCommand).rejects(e), () => verifyPassword('ana@exemplo.com.br', 'segredo123', '203.0.113.9')],
  ['ResendConfirmationCode', (e) => cognito.on(ResendConfirmationCodeCommand).rejects(e), () => resendConfirmationCode('ana@exemplo.com.br')],
  ['ForgotPassword', (e) => cognito.on(ForgotPasswordCommand).rejects(e), () => requestPasswordReset('ana@exemplo.com.br')],
];

describe("Cognito refusing our functions' calls (the pool's web ACL, the quota)", () => {
  beforeEach(() => {
    cognito.reset();
    cognito.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: { ClientId: 'server-client-1', ClientSecret: 'segredo-do-cliente' } });
  });

  describe.each(calls)('%s', (operation, refuse, call) => {
    it('blocked by the web ACL: 429, Retry-After 300 and "try again in 5 minutes", CognitoCallsRefused counted', async () => {
      refuse(wafBlock());
      const answer = await invoke(call);
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('300');
      expect(answer.body).toEqual({ message: 'Muitas tentativas seguidas. Tente novamente em 5 minutos.' });
      expect(answer.metrics).toEqual([{ name: 'CognitoCallsRefused', dimensions: { service: 'carey' }, value: 1 }]);
      expect(answer.warnings).toEqual([{ message: 'Cognito refused the call', operation, reason: 'ForbiddenException' }]);
    });

    it('throttled by the quota: 429, Retry-After 60 and "try again in 1 minute", CognitoCallsRefused counted', async () => {
      refuse(quota());
      const answer = await invoke(call);
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('60');
      expect(answer.body).toEqual({ message: 'Muitas tentativas seguidas. Tente novamente em 1 minuto.' });
      expect(answer.metrics).toEqual([{ name: 'CognitoCallsRefused', dimensions: { service: 'carey' }, value: 1 }]);
    });

    it('an internal error of Cognito stays a failure (500), not a refusal, and counts no refusal', async () => {
      refuse(new InternalErrorException({ message: 'boom', $metadata: { httpStatusCode: 500 } }));
      const answer = await invoke(call);
      expect(answer.status).toBe(500);
      expect(answer.metrics).toEqual([]);
    });
  });

  it("Cognito's per-user limits are 429 with Retry-After 900 and count nothing (one caregiver, not the service)", async () => {
    cognito.on(InitiateAuthCommand).rejects(new TooManyFailedAttemptsException({ message: 'Too many failed attempts', $metadata: { httpStatusCode: 400 } }));
    const password = await invoke(() => verifyPassword('ana@exemplo.com.br', 'errada'));
    expect([password.status, password.retryAfter, password.body, password.metrics]).toEqual([429, '900', { message: 'Muitas tentativas seguidas. Tente novamente em 15 minutos.' }, []]);
    cognito.on(ForgotPasswordCommand).rejects(new LimitExceededException({ message: 'Attempt limit exceeded, please try after some time.', $metadata: { httpStatusCode: 400 } }));
    const reset = await invoke(() => requestPasswordReset('ana@exemplo.com.br'));
    expect([reset.status, reset.retryAfter, reset.metrics]).toEqual([429, '900', []]);
    // the resend leaves the answer to the team's use case (its own text)
    cognito.on(ResendConfirmationCodeCommand).rejects(new LimitExceededException({ message: 'Attempt limit exceeded, please try after some time.', $metadata: { httpStatusCode: 400 } }));
    const resend = await invoke(() => resendConfirmationCode('ana@exemplo.com.br'));
    expect([resend.outcome, resend.metrics]).toEqual([{ value: 'limited' }, []]);
  });

  it('sign-up blocked by the web ACL keeps its 503 and text, now with the block\u2019s Retry-After, and is counted too', async () => {
    cognito.on(SignUpCommand).rejects(wafBlock());
    const answer = await invoke(() => signUpUser({ email: 'ana@exemplo.com.br', password: 'segredo123', name: 'Ana', clientAddress: '203.0.113.9' }));
    expect([answer.status, answer.retryAfter, answer.body]).toEqual([503, '300', { message: 'Não foi possível concluir o cadastro agora. Tente novamente em alguns instantes.' }]);
    expect(answer.metrics).toEqual([{ name: 'CognitoCallsRefused', dimensions: { service: 'carey' }, value: 1 }]);
  });
});
