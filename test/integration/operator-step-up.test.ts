import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import type { TeamOperatorList } from '../../contract/operators';
import type { AuditPage } from '../../contract/team';
import { addEnrolledOperator } from '../../infra/local/seed';
import { db, tableName } from '../../lambdas/base/table/client';
import { signedInAgo } from './helpers/aged-token';
import { withClockHeld } from './helpers/held-clock';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';

/**
 * Issue 41: inviting, changing a role and removing an operator need a sign-in within the last 10 minutes (a stolen
 * session refreshed for hours cannot make an attacker 'Administração'), and invitations are limited per operator.
 * Each claim here turns red if the step-up is dropped from one of the three routes, the window is widened, the limit
 * is not counted or counted non-atomically.
 */
const stack = useLocalStack();
const ADMIN = { email: 'admin.passo@exemplo.com.br', password: 'Carey2024!' };
const OTHER = { email: 'leitura.passo@exemplo.com.br', password: 'Carey2024!' };
// Written out, not imported: 10 minutes of step-up, 5 invitations a day per operator.
const TEN_MINUTES = 600;
const INVITES_PER_DAY = 5;
const STEP_UP_REFUSAL = {
  message: 'Para convidar, mudar o papel ou remover uma operadora, é preciso ter entrado no painel nos últimos 10 minutos. Saia, entre de novo e volte a Operadoras.',
  field: 'reautenticacao',
};
const LIMIT_REFUSAL = { message: 'Você já convidou 5 operadoras hoje, o limite por pessoa da equipe. Tente de novo amanhã ou peça a outra pessoa da Administração.' };

let admin: string;
let adminSub: string;
let otherId: string;
beforeAll(async () => {
  await addEnrolledOperator(stack(), { ...ADMIN, name: 'Ana Admin' });
  await addEnrolledOperator(stack(), { ...OTHER, name: 'Lia Leitura', role: 'Leitura' });
  admin = (await signInOperator(stack(), ADMIN)).accessToken;
  adminSub = String(decodeJwt(admin).sub);
  otherId = (await list()).find((o) => o.email === OTHER.email)!.id;
});

async function list() {
  return ((await api(stack(), '/api/equipe/operadoras', { token: admin })).json as unknown as TeamOperatorList).operators;
}
const invite = (email: string, token = admin) => api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email, name: 'Convidada', role: 'Administração' }, token });
const changeRole = (token: string) => api(stack(), `/api/equipe/operadoras/${otherId}/papel`, { method: 'PUT', json: { role: 'Administração' }, token });
const remove = (token: string) => api(stack(), `/api/equipe/operadoras/${otherId}`, { method: 'DELETE', token });
const cognitoUserExists = (email: string) =>
  new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: email })).then(
    () => true,
    (error: Error) => (error.name === 'UserNotFoundException' ? false : Promise.reject(error)),
  );
const registroActions = async () => ((await api(stack(), '/api/equipe/registro', { token: admin })).json as unknown as AuditPage).entries.map((e) => e.action);
const inviteCounterKey = (at: number) => ({ PK: `RATE#team-invite#operator#${adminSub}`, SK: `WINDOW#${Math.floor(at / 86_400) * 86_400}` });

/**
 * Sets her invitation counter to `used` in today's (UTC) window. The tests that count hold the clock (`withClockHeld`):
 * the handler counts in the window of its own clock, and a midnight UTC between her requests and this read, or between
 * two requests that must meet one window, would put them in two windows.
 */
async function invitationsUsed(used: number) {
  const now = Math.floor(Date.now() / 1000);
  await db().send(new UpdateCommand({ TableName: tableName(), Key: inviteCounterKey(now), UpdateExpression: 'SET attempts = :n, expiresAt = :x', ExpressionAttributeValues: { ':n': used, ':x': now + 3 * 86_400 } }));
}
const invitationsCounted = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: inviteCounterKey(Math.floor(Date.now() / 1000)) }))).Item?.attempts;

describe('step-up: a sign-in within the last 10 minutes', () => {
  it('an older sign-in (10 min 5 s) is refused with 403 in Portuguese for invite, role change and removal; nothing changes, nothing counted', async () => {
    const old = await signedInAgo(admin, TEN_MINUTES + 5);
    // The same token still reads: only the three changes ask for the step-up.
    expect((await api(stack(), '/api/equipe/operadoras', { token: old })).status).toBe(200);
    for (const res of [await invite('velha.sessao@exemplo.com.br', old), await changeRole(old), await remove(old)]) {
      expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: STEP_UP_REFUSAL });
    }
    expect(await cognitoUserExists('velha.sessao@exemplo.com.br')).toBe(false);
    expect((await list()).map((o) => [o.email, o.role]).sort()).toEqual([[ADMIN.email, 'Administração'], [OTHER.email, 'Leitura']]);
    expect(await registroActions()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(operadora-|papel-)/)]));
    expect(await invitationsCounted()).toBeUndefined();
  });

  it('a sign-in 9 min 50 s ago is enough for each of the three', () => withClockHeld(async () => {
    const recent = await signedInAgo(admin, TEN_MINUTES - 10);
    const invited = await invite('recente.sessao@exemplo.com.br', recent);
    expect(invited.status).toBe(201);
    expect({ status: (await changeRole(recent)).status, role: (await list()).find((o) => o.id === otherId)?.role }).toEqual({ status: 200, role: 'Administração' });
    const removed = await remove(recent);
    expect({ status: removed.status, body: removed.json }).toEqual({ status: 200, body: { changed: true } });
    expect((await list()).map((o) => o.email).sort()).toEqual([ADMIN.email, 'recente.sessao@exemplo.com.br']);
    expect(await invitationsCounted()).toBe(1);
  }));
});

describe(`invitations per operator: ${INVITES_PER_DAY} a day`, () => {
  it(`the ${INVITES_PER_DAY}th is accepted, the next refused with 429 in Portuguese; the refused address gets no Cognito user`, () => withClockHeld(async () => {
    await invitationsUsed(INVITES_PER_DAY - 1);
    expect((await invite('quinta.convidada@exemplo.com.br')).status).toBe(201);
    const over = await invite('sexta.convidada@exemplo.com.br');
    expect({ status: over.status, body: over.json }).toEqual({ status: 429, body: LIMIT_REFUSAL });
    expect(await cognitoUserExists('quinta.convidada@exemplo.com.br')).toBe(true);
    expect(await cognitoUserExists('sexta.convidada@exemplo.com.br')).toBe(false);
    expect(await invitationsCounted()).toBe(INVITES_PER_DAY);
  }));

  it('two invitations at once at the edge: exactly one is accepted, the other refused, one Cognito user made', () => withClockHeld(async () => {
    await invitationsUsed(INVITES_PER_DAY - 1);
    const emails = ['ao.mesmo.tempo.1@exemplo.com.br', 'ao.mesmo.tempo.2@exemplo.com.br'];
    const answers = await Promise.all(emails.map((email) => invite(email)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(answers.find((r) => r.status === 429)?.json).toEqual(LIMIT_REFUSAL);
    expect(await Promise.all(emails.map(cognitoUserExists))).toEqual(answers.map((r) => r.status === 201));
    expect(await invitationsCounted()).toBe(INVITES_PER_DAY);
  }));
});
