import type { PreSignUpTriggerEvent } from 'aws-lambda';
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
