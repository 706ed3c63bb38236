import { putSignInRecord } from '../data/sign-ins';
import { recordSignIn, signInTimeOf } from '../sign-in-record';
import { signedInHandler } from '../signed-in';
import { viewerAddress } from '../../base/http/client-address';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
// Only the public half: this function can seal the viewer's address, never open it.
const publicKey = requireEnv('ACCESS_RECORDS_PUBLIC_KEY');

/** The SPA's first call once a session starts: her access record, and whether new terms wait for her. */
export const handler = signedInHandler({}, async ({ caregiver, event }) => ({
  body: await recordSignIn(caregiver, { at: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), viewer: viewerAddress(event) }, { putSignInRecord, publicKey, now: () => new Date() }),
}));
