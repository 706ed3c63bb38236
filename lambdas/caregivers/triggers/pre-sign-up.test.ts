import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { captureLog, emfMetrics } from '../../base/observability/captured-log';
import { signSignup } from '../signup-signature';
import { handler } from './pre-sign-up';

process.env.SIGNUP_SIGNATURE_SECRET = 'segredo-de-teste-com-pelo-menos-32-caracteres';

function event(triggerSource: PreSignUpTriggerEvent['triggerSource'], clientMetadata?: Record<string, string>, email = 'ana@exemplo.com'): PreSignUpTriggerEvent {
  return {
    version: '1', region: 'us-east-1', userPoolId: 'p', userName: 'u', triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'c' },
    request: { userAttributes: { email }, clientMetadata },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as unknown as PreSignUpTriggerEvent;
}
const REFUSED = 'O cadastro só pode ser feito pelo site do Carey.';

describe('PreSignUp trigger', () => {
  const secret = process.env.SIGNUP_SIGNATURE_SECRET!;

  it('lets a SignUp through with the server’s signature of its e-mail, unconfirmed and unverified', async () => {
    const out = await handler(event('PreSignUp_SignUp', signSignup('Ana@Exemplo.com', secret, new Date())));
    expect(out.response).toEqual({ autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false });
  });

  it('refuses a SignUp without a signature, with another e-mail’s, under another key, or expired', async () => {
    const now = new Date();
    for (const metadata of [
      undefined,
      {},
      signSignup('outra@exemplo.com', secret, now),
      signSignup('ana@exemplo.com', 'outra-chave-com-pelo-menos-32-caracteres', now),
      signSignup('ana@exemplo.com', secret, new Date(now.getTime() - 5 * 60_000)),
      { ...signSignup('ana@exemplo.com', secret, now), carey_signup_expires: String(Math.floor(now.getTime() / 1000) + 3600) },
    ]) {
      await expect(handler(event('PreSignUp_SignUp', metadata))).rejects.toThrow(REFUSED);
    }
  });

  it('lets operators’ AdminCreateUser through and refuses federation', async () => {
    await expect(handler(event('PreSignUp_AdminCreateUser'))).resolves.toBeDefined();
    await expect(handler(event('PreSignUp_ExternalProvider', signSignup('ana@exemplo.com', secret, new Date())))).rejects.toThrow(REFUSED);
  });
});

describe('PreSignUp refusals are counted apart from failures', () => {
  /** The EMF metrics one call writes, by name → value (the log is captured and kept quiet). */
  async function metricsOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const log = captureLog();
    try {
      await run().catch(() => undefined);
      return emfMetrics(log.json()).map(({ name, dimensions, value }) => ({ name, dimensions, value }));
    } finally {
      log.restore();
    }
  }

  it('a refused SignUp counts SignUpsRefused (service only), never JobFailed', async () => {
    const metrics = await metricsOf(() => handler(event('PreSignUp_SignUp', {})));
    expect(metrics).toEqual([{ name: 'SignUpsRefused', dimensions: { service: 'carey' }, value: 1 }]);
  });

  it('an admitted SignUp counts nothing', async () => {
    const metrics = await metricsOf(() => handler(event('PreSignUp_SignUp', signSignup('ana@exemplo.com', process.env.SIGNUP_SIGNATURE_SECRET!, new Date()))));
    expect(metrics).toEqual([]);
  });

  it('a failure (the key cannot be read) counts JobFailed for the trigger, not a refusal', async () => {
    const secret = process.env.SIGNUP_SIGNATURE_SECRET;
    delete process.env.SIGNUP_SIGNATURE_SECRET;
    try {
      await expect(handler(event('PreSignUp_SignUp', {}))).rejects.toThrow('SIGNUP_SIGNATURE_SECRET_ID');
      const metrics = await metricsOf(() => handler(event('PreSignUp_SignUp', {})));
      expect(metrics).toEqual([{ name: 'JobFailed', dimensions: { service: 'carey', Job: 'caregivers/triggers/pre-sign-up' }, value: 1 }]);
    } finally {
      process.env.SIGNUP_SIGNATURE_SECRET = secret;
    }
  });
});
