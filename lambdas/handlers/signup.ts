import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { deleteUser, findUserByEmail, signUpUser } from '../clients/cognito';
import { sendAccountEmail } from '../clients/ses';
import { createCaregiverWithClaims, findEmailClaim, findPhoneClaim, getCaregiver } from '../data/caregivers';
import { signupAttemptEmail } from '../domain/account-emails';
import { messages } from '../domain/messages';
import { signUp, type SignupPorts } from '../domain/signup';
import { apiHandler } from '../http/api-handler';
import { clientAddress } from '../http/client-address';
import { consumeRateLimit } from '../data/rate-limits';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');
requireEnv('MAIL_FROM');
const siteUrl = requireEnv('SITE_URL');

// Only shapes here; the rules (and their order) live in domain/signup.ts.
const text = (max: number) => z.string({ error: messages.invalidField }).max(max, messages.invalidField).optional();
const body = z.strictObject({
  name: text(500),
  phone: text(40),
  email: text(320),
  password: text(512),
  confirmPassword: text(512),
  tipoDeCadastro: text(40),
  genero: text(40),
  acceptedTerms: z.boolean({ error: messages.termsRequired }).optional(),
});

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
  log: (message, detail) => console.warn(JSON.stringify({ level: 'warn', message, ...detail })),
});

export const handler = apiHandler({ body }, async ({ body, event }) => ({ statusCode: 201, body: await signUp(body, ports(clientAddress(event))) }));
