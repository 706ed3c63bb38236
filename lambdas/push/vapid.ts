import { env, requireEnv } from '../base/env';
import { serverSecret } from '../base/secrets/server-secret';

/**
 * The VAPID identity (RFC 8292) pushes are signed with: the public key (the stage's `vapidPublicKey`; the browser
 * subscribed with it, from /config.json), the private key (VAPID_PRIVATE_KEY locally, from the local key pair in the
 * state folder; in AWS the Secrets Manager secret VAPID_SECRET_ID) and `sub`, a mailto: of the team.
 */
const privateKey = serverSecret('VAPID_PRIVATE_KEY', 'VAPID_SECRET_ID', 'VAPID private key', 'VAPID_SECRET_VERSION_ID');

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export async function vapidDetails(): Promise<VapidDetails> {
  return { subject: requireEnv('VAPID_SUBJECT'), publicKey: requireEnv('VAPID_PUBLIC_KEY'), privateKey: (await privateKey()).trim() };
}

/** The local push service's origin (PUSH_LOCAL_ORIGIN): set only by the local stack, so in AWS no such endpoint passes. */
export const localPushOrigin = (): string | undefined => env('PUSH_LOCAL_ORIGIN');
