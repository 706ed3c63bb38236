import { randomUUID } from 'node:crypto';
import { deleteUser, findUserByEmail, signUpUser } from '../cognito';
import { sendAccountEmail } from '../../base/mail/ses';
import { createCaregiverWithClaims, findEmailClaim, findPhoneClaim, getCaregiver } from '../data/caregivers';
import { consumeRateLimit } from '../../base/rate-limits/counters';
import { signupAttemptEmail } from '../account-emails';
import { signUp, signupBody, type SignupPorts } from '../signup';
import { apiHandler } from '../../base/http/api-handler';
import { clientAddress, viewerAddress } from '../../base/http/client-address';
import { requireEnv } from '../../base/env';
import { logWarning } from '../../base/observability/observability';

for (const name of ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_SERVER_CLIENT_ID', 'MAIL_FROM']) requireEnv(name);
const siteUrl = requireEnv('SITE_URL');

const ports = (address: string): SignupPorts => ({
  limitAttempt: (email) => consumeRateLimit('signup', { address, email }),
  findPhoneClaim,
  findEmailClaim,
  findOwnerEmail: async (uid) => (await getCaregiver(uid))?.email,
  createAuthUser: (input) => signUpUser({ ...input, clientAddress: address }),
  findAuthUser: findUserByEmail,
  deleteAuthUser: deleteUser,
  createCaregiverWithClaims,
  notifyOwner: (email, taken) => sendAccountEmail(email, signupAttemptEmail(siteUrl, taken)),
  randomUid: randomUUID,
  log: logWarning,
});

export const handler = apiHandler({ body: signupBody }, async ({ body, event }) => ({ statusCode: 201, body: await signUp(body, ports(clientAddress(event)), new Date(), viewerAddress(event).ip) }));
