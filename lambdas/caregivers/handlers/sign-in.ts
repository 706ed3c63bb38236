import { signInAnswer } from '../consent';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** The SPA's first call once a session starts: must she accept new versions of the terms first? */
export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: signInAnswer(caregiver) }));
