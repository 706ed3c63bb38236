import { appendConsent } from '../data/caregivers';
import { acceptConsent, consentBody } from '../consent';
import { signedInHandler } from '../signed-in';
import { viewerAddress } from '../../base/http/client-address';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** She accepts the terms and privacy policy in force (lambdas/caregivers/consent.ts). */
export const handler = signedInHandler({ body: consentBody, beforeConsent: true }, async ({ body, caregiver, event }) => ({
  body: await acceptConsent(caregiver, body, viewerAddress(event).ip, { appendConsent, now: () => new Date() }),
}));
