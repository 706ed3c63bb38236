import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Only `/api/signup` may create Cognito users (issue 22: the app client id is public, so anyone could call
 * Cognito's SignUp and skip the terms, the phone claim and the rate limits). The sign-up handler signs the e-mail
 * it registers, with a short expiry, under a secret only the server holds, and passes it to SignUp as
 * ClientMetadata; the PreSignUp trigger refuses any SignUp without a valid one (docs/decisions/004).
 */
export const SIGNUP_SIGNATURE_SECONDS = 120;
const PURPOSE = 'cadastro-cognito';

/** The ClientMetadata keys SignUp carries (Cognito passes ClientMetadata to the PreSignUp trigger untouched). */
export type SignupMetadata = Record<'carey_signup_expires' | 'carey_signup_signature', string>;

const mac = (email: string, expires: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${email.trim().toLowerCase()}.${expires}`).digest();

export function signSignup(email: string, secret: string, now: Date): SignupMetadata {
  const expires = String(Math.floor(now.getTime() / 1000) + SIGNUP_SIGNATURE_SECONDS);
  return { carey_signup_expires: expires, carey_signup_signature: mac(email, expires, secret).toString('base64url') };
}

export function isSignedSignup(email: string, metadata: Record<string, string> | undefined, secret: string, now: Date): boolean {
  const expires = metadata?.carey_signup_expires ?? '';
  const signature = metadata?.carey_signup_signature ?? '';
  if (!email || !/^\d{1,12}$/.test(expires) || !/^[\w-]+$/.test(signature)) return false;
  const expected = mac(email, expires, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expires) * 1000 > now.getTime();
}
