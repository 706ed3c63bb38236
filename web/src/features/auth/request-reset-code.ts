import { apiRequest } from '../../lib/api-client';
import { apiPaths, type PasswordResetAnswer, type PasswordResetRequest } from '../../../../contract';

/**
 * Asks for a password-reset code. It goes through our API (not straight to Cognito) so the request can be
 * rate-limited; the API answers the same whether or not the e-mail has an account.
 */
export async function requestResetCode(email: string): Promise<void> {
  await apiRequest<PasswordResetAnswer>(apiPaths.passwordReset, { method: 'POST', body: { email } satisfies PasswordResetRequest, anonymous: true });
}
