import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { messages } from '../../lambdas/base/messages';
import type { Opening } from '../../lambdas/openings/opening';
import { routes } from '../../lambdas/routes';
import { findTracesOf } from '../reliability/integrity';
import { LEGAL_VERSIONS } from '../../contract';
import { recordCases } from '../reliability/report';
import { api, signIn, useLocalStack } from './helpers/local-stack';

/**
 * The account rule (lambdas/caregivers/account-state.ts) on the real handlers: a verified token is not enough to act
 * as a caregiver, and nothing a caregiver writes while her account is being deleted outlives the deletion.
 */
const stack = useLocalStack({ seed: true, integrityCheck: 'exclusão de conta' });
const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
const NO_CAREGIVER = { message: messages.accountWithoutCaregiver };
const BEING_DELETED = { message: messages.accountBeingDeleted };
let seq = 0;

/** A concrete path for a route template ({id} → a plausible value). */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1700000000-abcdef12');

describe('a Cognito user without a caregiver record', () => {
  const email = `sem.cadastro.${Date.now()}@exemplo.com.br`;
  const password = 'SemCadastro123!';
  let token: string;
  beforeAll(async () => {
    // Created straight in the user pool (not through /api/signup), as a direct Cognito sign-up would be.
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: stack().userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Sem Cadastro' }, { Name: 'email_verified', Value: 'true' }],
      }),
    );
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: stack().userPoolId, Username: email, Password: password, Permanent: true }));
    token = (await signIn(stack(), email, password)).accessToken;
  });
  // The user is not ours to keep: the integrity check at the end lists Cognito users without a record.
  afterAll(() => cognito().send(new AdminDeleteUserCommand({ UserPoolId: stack().userPoolId, Username: email })));

  it('gets 403 in Portuguese on every signed-in route (reads too), whatever the body, and nothing is written', async () => {
    const signedIn = routes.filter((r) => r.access === 'signed-in');
    expect(signedIn.length).toBeGreaterThanOrEqual(13);
    for (const route of signedIn) {
      for (const json of route.method === 'GET' ? [undefined] : [{}, { plan: 'Mensal', latitude: -23.5, longitude: -46.6, cep: '01310-100', password: password, confirm: true }]) {
        const res = await api(stack(), pathOf(route.path), { method: route.method, token, json });
        expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.json }).toEqual({ route: `${route.method} ${route.path}`, status: 403, body: NO_CAREGIVER });
      }
    }
    // Only the user herself (before the afterAll removes her): no record, claim or anything else was written.
    expect(await findTracesOf(stack(), [email])).toEqual([expect.stringMatching(/^cognito:/)]);
    recordCases('autorização', 'a valid token without a caregiver record', signedIn.length);
  });
});

interface Caregiver {
  uid: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  noticeId: string;
  alertId: string;
}

/** Signs up through the API, confirms, signs in, and leaves a location, a CEP, an alert and a notice. */
async function newCaregiver(): Promise<Caregiver> {
  const n = ++seq;
  const password = `Corrida1234${n}`;
  const email = `corrida.${n}.${Date.now()}@exemplo.com.br`;
  const phone = `4199${String(n).padStart(3, '0')}${String(Date.now()).slice(-4)}`;
  const form = { name: 'Rita Corrida', phone, email, password, confirmPassword: password, tipoDeCadastro: 'Enfermeiro(a)', genero: 'Feminino', acceptedTerms: true };
  const signup = await api(stack(), '/api/signup', { method: 'POST', json: form });
  expect(signup.status).toBe(201);
  const uid = signup.json.uid as string;
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
  const { accessToken: token } = await signIn(stack(), email, password);
  expect((await api(stack(), '/api/me/location', { method: 'PUT', token, json: { latitude: -25.43, longitude: -49.27 } })).status).toBe(200);
  const alert = await api(stack(), '/api/alerts', { method: 'POST', token, json: { raioKm: 30 } });
  expect(alert.status).toBe(201);
  const now = Math.floor(Date.now() / 1000);
  const noticeId = newNoticeId(now);
  await putNotice({ id: noticeId, userId: uid, mensagem: 'Bem-vinda!', status: 'nao lido', createdAt: now });
  return { uid, email, phone, password, token, noticeId, alertId: alert.json.id as string };
}

/** Every write (and the export) a signed-in caregiver can make; `i` varies the request so each can create something new. */
const WRITES: [string, (c: Caregiver, i: number) => ReturnType<typeof api>][] = [
  ['POST /api/alerts', (c, i) => api(stack(), '/api/alerts', { method: 'POST', token: c.token, json: { cidade: `Cidade ${i % 4}` } })],
  ['DELETE /api/alerts/{id}', (c) => api(stack(), `/api/alerts/${c.alertId}`, { method: 'DELETE', token: c.token })],
  ['PUT /api/me/location', (c, i) => api(stack(), '/api/me/location', { method: 'PUT', token: c.token, json: { latitude: -25.4 - i / 1000, longitude: -49.2 } })],
  ['PUT /api/me/nome', (c, i) => api(stack(), '/api/me/nome', { method: 'PUT', token: c.token, json: { name: `Rita ${i}` } })],
  ['PUT /api/me/cep', (c) => api(stack(), '/api/me/cep', { method: 'PUT', token: c.token, json: { cep: '01310-100' } })],
  ['POST /api/notices/{id}/read', (c) => api(stack(), `/api/notices/${c.noticeId}/read`, { method: 'POST', token: c.token })],
  ['POST /api/checkout', (c) => api(stack(), '/api/checkout', { method: 'POST', token: c.token, json: { plan: 'Mensal' } })],
  ['POST /api/billing-portal', (c) => api(stack(), '/api/billing-portal', { method: 'POST', token: c.token })],
  ['GET /api/me/export', (c) => api(stack(), '/api/me/export', { token: c.token })],
  // the same opening each time: the first is stored, the next ones are her second report (409)
  ['POST /api/openings/{clientId}/{id}/denuncia', (c) => api(stack(), '/api/openings/familia-01/vaga-001/denuncia', { method: 'POST', token: c.token, json: { motivo: 'outro' } })],
  // her access record may outlive the deletion (the law keeps it, sealed, 6 months): findTracesOf allows exactly that
  ['POST /api/me/entrada', (c) => api(stack(), '/api/me/entrada', { method: 'POST', token: c.token })],
  ['POST /api/me/consentimento', (c) => api(stack(), '/api/me/consentimento', { method: 'POST', token: c.token, json: LEGAL_VERSIONS })],
];

/** Runs the deletion job until nothing of her is left (at most 3 runs); what is left, by the last scan of the table. */
async function leftAfterDeletionJobs(rita: Caregiver) {
  let left = await findTracesOf(stack(), [rita.uid, rita.email, rita.phone]);
  for (let run = 0; run < 3 && left.length; run++) {
    await stack().runJob('resume-account-deletions', { graceMs: 0 });
    left = await findTracesOf(stack(), [rita.uid, rita.email, rita.phone]);
  }
  return left;
}

describe('writes racing an account deletion', () => {
  const runJob = () => stack().runJob('resume-account-deletions', { graceMs: 0 });

  it.each(WRITES)('%s, sent again and again while the deletion runs (her token is still valid): nothing of her is left', async (name, write) => {
    const rita = await newCaregiver();
    const answers: { status: number; body: unknown; during: boolean }[] = [];
    let deleting = true;
    // Two writers back to back through the whole deletion, so writes land between every pair of its steps; two more each after it.
    // A route with its own throttle (checkout: 20/s, burst 40) is written at its rate: back to back, a fast machine
    // passed its burst and met the stage's 429, which never reaches the handler and so raced nothing.
    const throttle = routes.find((r) => `${r.method} ${r.path}` === name)?.throttle;
    const pauseMs = throttle ? (2 * 1000) / throttle.rateLimit : 0;
    const writer = async (offset: number) => {
      for (let i = offset, after = 0; deleting || after++ < 2; i += 2) {
        const during = deleting;
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const res = await write(rita, i);
        answers.push({ status: res.status, body: res.json, during });
      }
    };
    const writers = [writer(0), writer(1)];
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: rita.token, json: { password: rita.password, confirm: true } });
    deleting = false;
    await Promise.all(writers);
    expect([200, 202]).toContain(deletion.status);
    expect(await leftAfterDeletionJobs(rita)).toEqual([]);
    // No failure of ours; refusals are the account rule's (or the write's own: a notice or alert already gone, a 2nd plan).
    for (const answer of answers) expect([200, 201, 403, 404, 409]).toContain(answer.status);
    for (const refused of answers.filter((a) => a.status === 403)) expect([BEING_DELETED, NO_CAREGIVER]).toContainEqual(refused.body);
    // Writes were sent while the deletion ran, and every one sent after it was refused.
    expect(answers.filter((a) => a.during).length).toBeGreaterThanOrEqual(2);
    for (const late of answers.filter((a) => !a.during)) expect(late.status).toBe(403);
    const after = await write(rita, 99);
    expect({ status: after.status, body: after.json }).toEqual({ status: 403, body: NO_CAREGIVER });
    expect(await findTracesOf(stack(), [rita.uid, rita.email, rita.phone])).toEqual([]);
    recordCases('exclusão de conta', `${name} racing a deletion`, answers.length);
  });

  it('new openings matched against her alert while the deletion runs (the stream job): nothing of her is left', async () => {
    const rita = await newCaregiver();
    const city = `Cidade Corrida ${seq}`;
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: rita.token, json: { cidade: city } })).status).toBe(201);
    let deleting = true;
    let openings = 0;
    const importer = async () => {
      while (deleting) {
        const n = ++openings;
        await saveOpening({ id: `corrida-${seq}-${n}`, clientId: 'familia-corrida', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: city }, bairro: 'Centro' } as Opening);
        await stack().drainStreams();
      }
    };
    const running = importer();
    // One opening matched before the deletion, so there is a match to remove.
    while (openings < 1) await new Promise((r) => setTimeout(r, 5));
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: rita.token, json: { password: rita.password, confirm: true } });
    deleting = false;
    await running;
    expect([200, 202]).toContain(deletion.status);
    for (let run = 0; run < 3 && (await findTracesOf(stack(), [rita.uid, rita.email, rita.phone])).length; run++) await runJob();
    await stack().drainStreams();
    expect(openings).toBeGreaterThanOrEqual(2);
    expect(await findTracesOf(stack(), [rita.uid, rita.email, rita.phone])).toEqual([]);
    recordCases('exclusão de conta', 'alert matching racing a deletion', openings);
  });
});

describe('a write held between its read and its commit while the whole deletion runs (the window hit on every run)', () => {
  const HELD: [string, string, (c: Caregiver) => ReturnType<typeof api>][] = [
    ['PUT /api/me/location', 'lastLocation', (c) => api(stack(), '/api/me/location', { method: 'PUT', token: c.token, json: { latitude: -25.5, longitude: -49.3 } })],
    ['PUT /api/me/cep', 'cepPosition', (c) => api(stack(), '/api/me/cep', { method: 'PUT', token: c.token, json: { cep: '01310-100' } })],
  ];

  it.each(HELD)('%s: read while she was active, committed after her deletion: refused by its condition, nothing of her left', async (name, attribute, write) => {
    const rita = await newCaregiver();
    // The local DynamoDB holds her write once the handler has read her record as active (stack.dynamo.pauseNextWrite).
    const pause = stack().dynamo.pauseNextWrite((operation, input) => operation === 'UpdateItem' && JSON.stringify(input.Key).includes(rita.uid) && String(input.UpdateExpression).includes(attribute));
    const held = write(rita);
    await pause.reached;
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: rita.token, json: { password: rita.password, confirm: true } });
    expect([200, 202]).toContain(deletion.status);
    expect(await leftAfterDeletionJobs(rita)).toEqual([]);

    pause.release();
    const answer = await held;
    expect(answer.status).toBe(403);
    expect([BEING_DELETED, NO_CAREGIVER]).toContainEqual(answer.json);
    expect(await findTracesOf(stack(), [rita.uid, rita.email, rita.phone])).toEqual([]);
    recordCases('exclusão de conta', `${name} held across a whole deletion`, 1);
  });
});
