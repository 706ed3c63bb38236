import { signInAnswer } from '../consent';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/**
 * The SPA's first call once a session starts: are new terms waiting for her? Her access record is written by the
 * account check of every signed-in route (lambdas/caregivers/signed-in.ts), this one included, so old clients that
 * still count on this call to record the sign-in lose nothing.
 */
export const handler = signedInHandler({ beforeConsent: true }, async ({ caregiver }) => ({ body: signInAnswer(caregiver) }));
