import { apiRequest } from '../../lib/api-client';

/**
 * Asks for a password-reset code. It goes through our API (not straight to Cognito) so the request can be
 * rate-limited; the API answers the same whether or not the e-mail has an account.
 */
export async function requestResetCode(email: string): Promise<void> {
  await apiRequest<{ message: string }>('/password-reset', { method: 'POST', body: { email }, anonymous: true });
}
