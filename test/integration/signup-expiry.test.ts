import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AdminGetUserCommand, CognitoIdentityProviderClient, ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey, emailClaimKey, findEmailClaim, findPhoneClaim, getCaregiver, phoneClaimKey } from '../../lambdas/caregivers/data/caregivers';
import { api, mailbox, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ integrityCheck: 'abuso' });
const HOUR = 3_600_000;

const form = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: `Pessoa ${n}`, phone: `2198000${String(n).padStart(4, '0')}`, email: `expira.${n}@exemplo.com`,
  password: 'Senha1234', confirmPassword: 'Senha1234', acceptedTerms: true, ...overrides,
});
const item = async (Key: Record<string, string>) => (await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item;
const cognitoStatus = (email: string) =>
  new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint })
    .send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }))
    .then((u) => u.UserStatus, (error: Error) => error.name);
const runExpiry = (now: Date) => stack().runJob('expire-unconfirmed-signups', { now: now.toISOString() }) as Promise<{ expired: number; confirmed: number; failed: number }>;

async function signUp(f: ReturnType<typeof form>) {
  const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
  expect(res.status).toBe(201);
  const uid = res.json.uid as string;
  return { uid, signedUpAt: new Date((await getCaregiver(uid))!.dataCadastro) };
}

describe('unconfirmed sign-ups expire after 48 h', () => {
  it('gives record and claims no TTL (nothing races the job); the job removes user, record and claims after 48 h, and the owner signs up again', async () => {
    const squatted = form(1);
    const { uid, signedUpAt } = await signUp(squatted);
    for (const key of [caregiverKey(uid), phoneClaimKey(squatted.phone), emailClaimKey(squatted.email)]) {
      expect(await item(key)).toBeDefined();
      expect(await item(key)).not.toHaveProperty('expiresAt');
    }
    // The record's own fields do not show the bookkeeping.
    expect(await getCaregiver(uid)).not.toHaveProperty('expiresAt');

    expect(await runExpiry(new Date(signedUpAt.getTime() + 47 * HOUR))).toEqual({ expired: 0, confirmed: 0, failed: 0 });
    expect(await cognitoStatus(squatted.email)).toBe('UNCONFIRMED');

    expect(await runExpiry(new Date(signedUpAt.getTime() + 48 * HOUR + 60_000))).toEqual({ expired: 1, confirmed: 0, failed: 0 });
    expect(await cognitoStatus(squatted.email)).toBe('UserNotFoundException');
    expect(await getCaregiver(uid)).toBeUndefined();
    expect(await findPhoneClaim(squatted.phone)).toBeUndefined();
    expect(await findEmailClaim(squatted.email)).toBeUndefined();

    // The real owner of the phone and e-mail signs up: a new account, and her own verification e-mail.
    const owner = await signUp(form(1, { name: 'Dona Verdadeira' }));
    expect(owner.uid).not.toBe(uid);
    expect(await findPhoneClaim(squatted.phone)).toEqual({ uid: owner.uid });
    expect(await findEmailClaim(squatted.email)).toEqual({ uid: owner.uid });
    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes(squatted.email));
    expect(mail.map((m) => m.subject)).toEqual(['Confirme seu cadastro no Carey', 'Confirme seu cadastro no Carey']);
    recordCases('abuso', 'a squatted phone and e-mail are freed after 48 h', 1);
  });

  it('keeps a sign-up whose e-mail was confirmed: confirming takes it out of the queue (and off any TTL), and the job leaves it alone', async () => {
    const f = form(2);
    const { uid, signedUpAt } = await signUp(f);
    const link = /href="([^"]+)"/.exec((await mailbox(stack())).find((m) => m.destination.to.includes(f.email))!.body.html ?? '')![1].replace(/&amp;/g, '&');
    const code = new URL(link).searchParams.get('code')!;
    await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: f.email, ConfirmationCode: code }));

    for (const key of [caregiverKey(uid), phoneClaimKey(f.phone), emailClaimKey(f.email)]) expect(await item(key)).not.toHaveProperty('expiresAt');
    // (The run expires the other test's second sign-up, which nobody confirmed; this one is not even queued.)
    expect(await runExpiry(new Date(signedUpAt.getTime() + 72 * HOUR))).toMatchObject({ confirmed: 0, failed: 0 });
    expect(await cognitoStatus(f.email)).toBe('CONFIRMED');
    expect(await getCaregiver(uid)).toMatchObject({ uid, email: f.email });
  });
});
