// @suiteSeconds 180: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import Stripe from 'stripe';
import { cognito } from '../../lambdas/caregivers/cognito';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deletionReceiptKey, findDeletionReceipts } from '../../lambdas/account/data/account-deletions';
import { db, tableName } from '../../lambdas/base/table/client';
import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { listAllNotices, newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { putSupportMessage } from '../../lambdas/support/data/support-messages';
import { listSupportMessagesFrom } from '../../lambdas/support/store';
import { deletionEmailHash, DELETION_STEPS, legacyDeletionEmailHash, type DeletionStep } from '../../lambdas/account/deletion';
import { rateLimits } from '../../lambdas/base/rate-limits/limits';
import { deletionStepRunners } from '../../lambdas/account/delete-account';
import { LOCAL_HASH_PEPPER, LOCAL_STRIPE } from '../../infra/local/settings';
import { findTracesOf, isKeptSignInRecord, signInRecordsOf } from '../reliability/integrity';
import { recordCases } from '../reliability/report';
import { api, signIn, useLocalStack, TSX } from './helpers/local-stack';
import { shortBackoff } from './helpers/short-backoff';
import { hashedCaregiver } from '../../lambdas/base/observability/observability';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const stack = useLocalStack({ seed: true, integrityCheck: 'exclusão de conta' });
// The faults below make the handlers' clients retry: the same retries, without the SDK's seconds of backoff.
beforeAll(() => {
  shortBackoff(db());
  shortBackoff(cognito());
});
const PASSWORD = 'Senha1234';
const ACCESS_FROM = '127.55.6.7';
const WRONG_PASSWORD = { message: 'Senha incorreta. Digite a senha da sua conta para confirmar a exclusão.', field: 'password' };
let seq = 0;

interface Caregiver {
  uid: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

function signupForm(email: string, phone: string, password: string) {
  return { name: 'Ana Exclusão', phone, email, password, confirmPassword: password, tipoDeCadastro: 'Enfermeiro(a)', genero: 'Feminino', acceptedTerms: true };
}

/** Signs up through the API, confirms the e-mail, signs in; then leaves data in every place a caregiver has some. */
async function newCaregiver(options: { subscribe?: boolean } = {}): Promise<Caregiver> {
  const n = ++seq;
  const password = `${PASSWORD}${n}`;
  const email = `ana.exclusao.${n}.${Date.now()}@exemplo.com.br`;
  const phone = `3199${String(n).padStart(3, '0')}${String(Date.now()).slice(-4)}`;
  const signup = await api(stack(), '/api/signup', { method: 'POST', json: signupForm(email, phone, password) });
  expect(signup.status).toBe(201);
  const uid = signup.json.uid as string;
  await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
  const { accessToken: token } = await signIn(stack(), email, password);
  // The SPA's first call after the sign-in: her access record (Marco Civil), the one thing a deletion keeps.
  expect((await api(stack(), '/api/me/entrada', { method: 'POST', token, from: ACCESS_FROM })).status).toBe(200);

  expect((await api(stack(), '/api/me/location', { method: 'PUT', token, json: { latitude: -19.92, longitude: -43.94 } })).status).toBe(200);
  // A CEP typed on /buscar-vagas (newer than the location, so her searches start there) and a job alert from it.
  expect((await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep: '01310-100' } })).status).toBe(200);
  expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { tipoProfissional: 'Enfermeiro(a)', raioKm: 25 } })).status).toBe(201);
  // 'Denunciar vaga': her report of the newest opening (her partition, and the set hidden from her on her record).
  const [opening] = (await api(stack(), '/api/openings?limit=1', { token })).json.items as { clientId: string; id: string }[];
  const report = await api(stack(), `/api/openings/${opening.clientId}/${opening.id}/denuncia`, { method: 'POST', token, json: { motivo: 'pede-dinheiro', texto: 'Pediu um Pix adiantado.' } });
  expect(report.status).toBe(201);
  const now = Math.floor(Date.now() / 1000);
  await putNotice({ id: newNoticeId(now), userId: uid, mensagem: 'Bem-vinda!', status: 'nao lido', createdAt: now });
  await putNotice({ id: newNoticeId(now - 60), userId: uid, mensagem: 'Aviso lido', status: 'lido', horario: 'ontem' });
  // Her e-mail in another case: support messages are found by address, whatever the case typed.
  const support = await api(stack(), '/api/support', { method: 'POST', json: { nome: 'Ana Exclusão', email: email.toUpperCase(), whatsapp: phone, mensagem: 'Como troco meu plano?' } });
  expect(support.json).toEqual({ success: true });

  if (options.subscribe) {
    const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Trimestral' } });
    const paid = await fetch(`${(checkout.json as { url: string }).url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await api(stack(), '/api/me', { token })).json).toMatchObject({ tipodeconta: 'Trimestral' });
  }
  return { uid, email, phone, password, token };
}

const requestDeletion = (c: Caregiver, password = c.password, token = c.token) => api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password, confirm: true } });
// Her address too: after a deletion it may remain only sealed, in her sign-in records.
const traces = (c: Caregiver) => findTracesOf(stack(), [c.uid, c.email, c.phone, ACCESS_FROM]);
const runJob = () => stack().runJob('resume-account-deletions', { graceMs: 0 }) as Promise<{ completed: number; pending: number }>;

async function canSignIn(c: Pick<Caregiver, 'email' | 'password'>) {
  try {
    await signIn(stack(), c.email, c.password);
    return true;
  } catch (error) {
    expect((error as Error).name).toMatch(/NotAuthorizedException|UserNotFoundException/);
    return false;
  }
}

/** Finishes what a fault left, as the schedule would, and proves nothing of her is left. */
/**
 * Her request's answer: 200 'concluida' when every step ran inside the request's time budget (3 s of wall clock from
 * its start), or 202 'em-andamento' when a busy machine ran past it and the job finishes the rest, as in AWS. Either
 * is the product's answer; what must hold is that the answer says which, and that she is gone once the job has run.
 */
async function expectDeletedByRequestOrJob(res: Awaited<ReturnType<typeof requestDeletion>>, c: Caregiver) {
  const told = {
    200: { status: 'concluida', message: 'Sua conta foi excluída e seus dados foram apagados.' },
    202: { status: 'em-andamento', message: 'Sua conta foi desativada e a exclusão dos seus dados está em andamento. Ela termina automaticamente em alguns minutos.' },
  }[res.status];
  expect({ status: res.status, body: res.json }).toEqual({ status: told ? res.status : '200 or 202', body: told });
  if (res.status === 202) await expectFinishedLater(c);
}

async function expectFinishedLater(c: Caregiver) {
  // Each scan of the table is read once: the last one, after the last job run, is the proof.
  let left = await traces(c);
  for (let run = 0; run < 3 && left.length; run++) {
    await runJob();
    left = await traces(c);
  }
  expect(left).toEqual([]);
  expect(await findDeletionReceipts(deletionEmailHash(c.email, LOCAL_HASH_PEPPER))).toHaveLength(1);
}

/** Makes the next `times` calls of one Cognito operation fail, on the real client the handlers use. */
function failCognito(commandName: string, times: number) {
  let left = times;
  const name = `injected-fault-${commandName}-${++seq}`;
  cognito().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === commandName && left > 0) {
        left--;
        throw Object.assign(new Error('Cognito is having a bad day (injected)'), { name: 'InternalErrorException', $fault: 'server' });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => cognito().middlewareStack.remove(name);
}

/** Stripe unreachable: the SDK is pointed at a closed port until `restore` (the client follows STRIPE_API_BASE). */
function breakStripe() {
  return stack().overrideVariable('STRIPE_API_BASE', 'http://127.0.0.1:1');
}

async function stripeSubscriptionStatus(subscriptionId: string) {
  const s = new Stripe(LOCAL_STRIPE.secretKey, { host: '127.0.0.1', port: Number(new URL(stack().stripeEndpoint).port), protocol: 'http' });
  return (await s.subscriptions.retrieve(subscriptionId)).status;
}

describe('GET /api/me/export', () => {
  it('gives her every set field of the caregiver, her claims, notices, support messages and plan, and no key of the table', async () => {
    const ana = await newCaregiver({ subscribe: true });
    const other = await newCaregiver();
    const res = await api(stack(), '/api/me/export', { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-carey.json"');
    const data = res.json;
    const instant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    expect(data.perfil).toEqual({
      uid: ana.uid,
      nome: 'Ana Exclusão',
      email: ana.email,
      telefone: ana.phone,
      verificacao: 'conta não verificada',
      tipoDeCadastro: 'Enfermeiro(a)',
      genero: 'Feminino',
      tipodeconta: 'Trimestral',
      campotipoCadastro: 'Lançamento',
      dataCadastro: instant,
      ultimaLocalizacao: { latitude: -19.92, longitude: -43.94, registradaEm: instant },
      planoescolhido: 'Trimestral',
    });
    expect(data.reservas).toEqual({
      telefone: { telefone: ana.phone, nome: 'Ana Exclusão', dataCadastro: instant },
      email: { email: ana.email, nome: 'Ana Exclusão', dataCadastro: instant },
    });
    expect((data.avisos as { mensagem: string }[]).map((n) => n.mensagem)).toEqual(expect.arrayContaining(['Bem-vinda!', 'Aviso lido']));
    expect(data.mensagensAoSuporte).toEqual([
      { id: expect.any(String), criadoEm: instant, nome: 'Ana Exclusão', email: ana.email.toUpperCase(), whatsapp: ana.phone, mensagem: 'Como troco meu plano?', situacao: 'sent' },
    ]);
    expect(data.assinatura).toMatchObject({ tipodeconta: 'Trimestral', planoescolhido: 'Trimestral', situacao: 'active' });
    expect(data.legenda).toMatchObject({ 'assinatura.situacao': { active: 'Ativa' }, 'mensagensAoSuporte.situacao': { sent: 'Entregue à equipe' } });
    expect(data.ultimaLocalizacao).toEqual((data.perfil as Record<string, unknown>).ultimaLocalizacao);
    expect(data.posicaoPorCep).toMatchObject({ cep: '01310100', bairro: 'Bela Vista', cidade: 'São Paulo', registradaEm: instant });
    expect(data.denuncias).toEqual([
      { clienteId: expect.any(String), vagaId: expect.any(String), motivo: 'pede-dinheiro', texto: 'Pediu um Pix adiantado.', criadoEm: instant },
    ]);
    expect(data.alertas).toEqual([
      { id: expect.any(String), tipoProfissional: 'Enfermeiro(a)', cidade: null, raioKm: 25, criadoEm: instant, centro: { latitude: expect.any(Number), longitude: expect.any(Number) } },
    ]);

    const text = res.text;
    for (const internal of ['"PK"', '"SK"', 'GSI1', 'GSI2', '"entity"', 'subscriptionVersion', 'endedSubscriptionIds', 'stripeCustomerId', 'cus_', 'CAREGIVER#', 'SUPPORT#', 'ALERTS#', 'OPENINGREPORT', 'reportedOpenings', 'indexKeys']) {
      expect(text).not.toContain(internal);
    }
    // Only her own: nothing of the other caregiver, whose export is hers alone.
    for (const value of [other.uid, other.email, other.phone]) expect(text).not.toContain(value);
    expect(((await api(stack(), '/api/me/export', { token: other.token })).json.perfil as { uid: string }).uid).toBe(other.uid);
    expect((await api(stack(), '/api/me/export')).status).toBe(401);
    recordCases('exclusão de conta', 'export of her own data', 3);
  });
});

describe('POST /api/me/deletion', () => {
  it('refuses a wrong password, a missing confirmation, and another caregiver\u2019s token, in Portuguese, deleting nothing', async () => {
    const ana = await newCaregiver();
    const bia = await newCaregiver();
    const wrong = await requestDeletion(ana, 'SenhaErrada1');
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual(WRONG_PASSWORD);
    // Bia's session with Ana's password: the server checks the password of the token's owner, so it is wrong.
    const crossed = await requestDeletion(ana, ana.password, bia.token);
    expect(crossed.status).toBe(403);
    expect(crossed.json).toEqual(WRONG_PASSWORD);
    const unconfirmed = await api(stack(), '/api/me/deletion', { method: 'POST', token: ana.token, json: { password: ana.password } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json).toEqual({ message: 'Confirme que você quer excluir sua conta.', field: 'confirm' });
    expect((await api(stack(), '/api/me/deletion', { method: 'POST', json: { password: ana.password, confirm: true } })).status).toBe(401);

    for (const c of [ana, bia]) {
      expect(await canSignIn(c)).toBe(true);
      expect((await api(stack(), '/api/me', { token: c.token })).status).toBe(200);
      expect((await traces(c)).length).toBeGreaterThanOrEqual(5);
    }
    recordCases('exclusão de conta', 'refused deletions', 4);
  });

  it('rate-limits the password check: after 5 attempts for one e-mail within 15 minutes, 429 in Portuguese, even with the right password', async () => {
    const { perEmail, windowSeconds } = rateLimits['account-deletion'];
    expect({ perEmail, windowSeconds }).toEqual({ perEmail: 5, windowSeconds: 900 });
    const ana = await newCaregiver();
    for (let i = 0; i < perEmail; i++) expect((await requestDeletion(ana, `SenhaErrada${i}`)).status).toBe(403);
    const limited = await requestDeletion(ana);
    expect({ status: limited.status, body: limited.json }).toEqual({ status: 429, body: { message: expect.stringMatching(/^Muitas tentativas seguidas\. Tente novamente em \d+ minutos?\.$/) } });
    expect(await canSignIn(ana)).toBe(true);
    expect((await traces(ana)).length).toBeGreaterThanOrEqual(5);
  });

  it('deletes everything of hers (Stripe subscription canceled now), keeps a receipt, lets the same phone and e-mail sign up again', async () => {
    const ana = await newCaregiver({ subscribe: true });
    const bia = await newCaregiver();
    const subId = (await getCaregiver(ana.uid))!.stripeSubscriptionId!;

    await expectDeletedByRequestOrJob(await requestDeletion(ana), ana);
    expect(await traces(ana)).toEqual([]);
    expect(await canSignIn(ana)).toBe(false);
    expect(await stripeSubscriptionStatus(subId)).toBe('canceled');

    // What the law keeps of her (one list, decision 040): exactly her sign-in record, IP and port sealed, gone by TTL
    // within 6 months; her consents went with her record. Anything else that names her fails the proof.
    const kept = await signInRecordsOf(stack(), ana.uid);
    expect(kept).toHaveLength(1);
    expect(isKeptSignInRecord(kept[0], [ana.uid, ana.email, ana.phone, ACCESS_FROM])).toBe(true);
    expect(Number(kept[0].expiresAt)).toBeLessThanOrEqual(Date.now() / 1000 + 184 * 86_400);
    expect(await signInRecordsOf(stack(), bia.uid)).toHaveLength(1);
    const copy = { ...kept[0], SK: 'AT#copia', ip: ACCESS_FROM };
    await db().send(new PutCommand({ TableName: tableName(), Item: copy }));
    expect(await traces(ana)).toEqual([`SIGNIN#${ana.uid}|AT#copia`]);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: `SIGNIN#${ana.uid}`, SK: copy.SK } }));

    const [receipt] = await findDeletionReceipts(deletionEmailHash(ana.email, LOCAL_HASH_PEPPER));
    expect(receipt.steps.map((s) => s.step)).toEqual([...DELETION_STEPS]);
    expect(Date.parse(receipt.completedAt)).toBeGreaterThanOrEqual(Date.parse(receipt.requestedAt));

    // What an operator runs to answer "was my data deleted?" (docs/account-deletion.md): found by the e-mail, in any case.
    const operator = await run(TSX, ['bin/deletion-receipt.ts', ana.email.toUpperCase()], { cwd: ROOT, env: process.env });
    expect(operator.stdout).toContain(`Conta excluída: pedido em ${receipt.requestedAt}, concluído em ${receipt.completedAt}`);
    expect(operator.stdout).toContain('  - delete-caregiver: ');
    const nobody = await run(TSX, ['bin/deletion-receipt.ts', 'ninguem@exemplo.com.br'], { cwd: ROOT, env: process.env }).catch((e: { code: number; stdout: string }) => e);
    expect(nobody).toMatchObject({ code: 2, stdout: expect.stringContaining('Nenhuma exclusão de conta registrada para este e-mail') });
    // A receipt written before the pepper (plain hash) is still found.
    const legacy = { emailHash: legacyDeletionEmailHash('antiga@exemplo.com.br'), requestedAt: '2026-01-02T00:00:00.000Z', completedAt: '2026-01-02T00:00:01.000Z', steps: [] };
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...deletionReceiptKey(legacy.emailHash, legacy.requestedAt), entity: 'deletion-receipt', ...legacy } }));
    const old = await run(TSX, ['bin/deletion-receipt.ts', 'antiga@exemplo.com.br'], { cwd: ROOT, env: process.env });
    expect(old.stdout).toContain(`Conta excluída: pedido em ${legacy.requestedAt}, concluído em ${legacy.completedAt}`);

    // Her support message keeps its text, and nothing that names her.
    const supportTexts = await findTracesOf(stack(), ['Como troco meu plano?']);
    expect(supportTexts.length).toBeGreaterThanOrEqual(1);

    // Deleting again, with the old session: harmless.
    const again = await requestDeletion(ana);
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ message: 'Esta conta não tem cadastro de cuidador no Carey. Cadastre-se pelo site para continuar.' });
    expect(await findDeletionReceipts(deletionEmailHash(ana.email, LOCAL_HASH_PEPPER))).toHaveLength(1);

    // Bia is untouched.
    expect(await canSignIn(bia)).toBe(true);
    expect((await api(stack(), '/api/me', { token: bia.token })).status).toBe(200);

    // The same phone and e-mail are free again.
    const back = await api(stack(), '/api/signup', { method: 'POST', json: signupForm(ana.email, ana.phone, ana.password) });
    expect(back.status).toBe(201);
    expect(back.json.uid).not.toBe(ana.uid);
    recordCases('exclusão de conta', 'complete deletion', 1);
  });

  it('deletes a long-standing account whole: 150 notices, 5 alerts and 30 support messages leave nothing of her', async () => {
    const ana = await newCaregiver();
    const now = Math.floor(Date.now() / 1000);
    // Weekly team notices for three years, besides the two of newCaregiver: far past one batch of 25.
    for (let i = 0; i < 150; i++) await putNotice({ id: newNoticeId(now - 3600 - i * 604_800), userId: ana.uid, mensagem: `Aviso semanal ${i}`, status: i % 3 ? 'lido' : 'nao lido', createdAt: now - 3600 - i * 604_800 });
    for (const cidade of ['Recife', 'Natal', 'Belém', 'Manaus']) expect((await api(stack(), '/api/alerts', { method: 'POST', token: ana.token, json: { cidade } })).status).toBe(201);
    // Stored as the form stores them (the form's own rate limit would stop one address at 5 an hour).
    for (let i = 0; i < 30; i++) {
      const createdAt = new Date(Date.now() - (i + 1) * 86_400_000).toISOString();
      await putSupportMessage({ id: `antiga-${seq}-${i}`, createdAt, status: 'sent', attempts: 1, nome: 'Ana Exclusão', email: ana.email, whatsapp: ana.phone, mensagem: `Dúvida antiga ${i}` });
    }
    expect(await listAllNotices(ana.uid)).toHaveLength(152);
    expect((await api(stack(), '/api/alerts', { token: ana.token })).json.items).toHaveLength(5);
    expect((await listSupportMessagesFrom(ana.email)).length).toBeGreaterThanOrEqual(31);

    const res = await requestDeletion(ana);
    // On a busy machine the request's time budget may run out first: the job then finishes it, as in AWS.
    expect([200, 202]).toContain(res.status);
    for (let run = 0; run < 3 && (await traces(ana)).length; run++) await runJob();
    expect(await listAllNotices(ana.uid)).toEqual([]);
    expect(await listSupportMessagesFrom(ana.email)).toEqual([]);
    expect(await traces(ana)).toEqual([]);
    recordCases('exclusão de conta', 'deletion of a long-standing account (150 notices, 5 alerts, 30 support messages)', 1);
  }, 120_000);

  it('two deletions at once (two tabs) end in one deletion and one receipt', async () => {
    const ana = await newCaregiver({ subscribe: true });
    const answers = await Promise.all([requestDeletion(ana), requestDeletion(ana)]);
    for (const res of answers) expect([200, 202, 403]).toContain(res.status);
    // At most one of them completes it; on a busy machine the request's time budget may run out for both (each
    // first request of a sign-in also seals her access record), and the job finishes it, as in AWS: one receipt.
    expect(answers.filter((res) => res.status === 200).length).toBeLessThanOrEqual(1);
    await expectFinishedLater(ana);
    recordCases('exclusão de conta', 'concurrent deletions', 2);
  });

  it('a Stripe webhook for a deleted caregiver answers 200 and writes nothing', async () => {
    const ana = await newCaregiver();
    await expectDeletedByRequestOrJob(await requestDeletion(ana), ana);
    const payload = JSON.stringify({
      id: `evt_after_deletion_${Date.now()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'invoice.payment_failed',
      data: { object: { customer: 'cus_gone', parent: { subscription_details: { subscription: 'sub_gone', metadata: { uid: ana.uid } } } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
    const res = await api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'unknown-caregiver' });
    expect(await traces(ana)).toEqual([]);
  });
});

/** The service each step talks to, so a fault there makes that step fail (a new step must be added here). */
const STEP_FAULTS: Record<DeletionStep, { fault: 'dynamodb' | 'stripe' | { cognito: string }; subscribed?: boolean }> = {
  'disable-sign-in': { fault: { cognito: 'AdminDisableUserCommand' } },
  'cancel-subscription': { fault: 'stripe', subscribed: true },
  'close-open-checkouts': { fault: 'stripe', subscribed: true },
  'delete-notices': { fault: 'dynamodb' },
  'delete-alerts': { fault: 'dynamodb' },
  'delete-push-subscriptions': { fault: 'dynamodb' },
  'delete-opening-reports': { fault: 'dynamodb' },
  'anonymize-support-messages': { fault: 'dynamodb' },
  'anonymize-team-audit-log': { fault: 'dynamodb' },
  'delete-stripe-customer-link': { fault: 'dynamodb', subscribed: true },
  'delete-cognito-user': { fault: { cognito: 'AdminDeleteUserCommand' } },
  'delete-caregiver': { fault: 'dynamodb' },
};

/**
 * Breaks the service of `step` for as long as that step runs, the first time it runs (in the request, or in the
 * job when the request ran out of time before it): DynamoDB throttles every request, Cognito fails the step's
 * operation, Stripe is unreachable. The step's own code and the real clients meet the fault.
 */
function faultAtStep(step: DeletionStep) {
  const real = deletionStepRunners[step];
  const { fault } = STEP_FAULTS[step];
  let armed = true;
  deletionStepRunners[step] = async (job) => {
    if (!armed) return real(job);
    armed = false;
    let restore: () => void;
    if (fault === 'dynamodb') {
      stack().dynamo.throttleNext(10_000);
      restore = () => stack().dynamo.throttleNext(0);
    } else if (fault === 'stripe') {
      restore = breakStripe();
    } else {
      restore = failCognito(fault.cognito, 10);
    }
    try {
      return await real(job);
    } finally {
      restore();
    }
  };
  return () => {
    deletionStepRunners[step] = real;
  };
}

/** The steps the deletion code logged as failed for this caregiver (its warning names the step), in the logs of the route and the job. */
const failedStepsIn = (uid: string): string[] =>
  ['account/handlers/request-account-deletion', 'account/jobs/resume-account-deletions']
    .flatMap((handler) => stack().functionLogs(handler))
    .map(({ line }) => { try { return JSON.parse(line) as { caregiver?: string; step?: string; message?: string }; } catch { return {}; } })
    .filter((entry) => entry.caregiver === hashedCaregiver(uid) && entry.message?.startsWith('account deletion step failed'))
    .map((entry) => String(entry.step));

describe('a deletion interrupted by a fault is finished later by the resume-account-deletions job', () => {
  it('a fault at each step of DELETION_STEPS in turn (DynamoDB, Cognito or Stripe): that step fails, the job ends the deletion, nothing of her is left', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed: string[] = [];
    try {
      for (const step of DELETION_STEPS) {
        const ana = await newCaregiver({ subscribe: STEP_FAULTS[step].subscribed });
        const subId = (await getCaregiver(ana.uid))!.stripeSubscriptionId;
        const restore = faultAtStep(step);
        try {
          const res = await requestDeletion(ana);
          expect({ step, status: res.status }).toEqual({ step, status: 202 });
          expect(res.json.status).toBe('em-andamento');
          // Every step before the broken one is done, so sign-in is blocked unless the first step is the one broken.
          if (step !== 'disable-sign-in') expect(await canSignIn(ana)).toBe(false);
          expect(await traces(ana)).not.toEqual([]);
          await expectFinishedLater(ana);
        } finally {
          restore();
        }
        const steps = failedStepsIn(ana.uid);
        expect({ step, failed: steps }).toEqual({ step, failed: [step] });
        failed.push(...steps);
        expect(await canSignIn(ana)).toBe(false);
        if (subId) expect(await stripeSubscriptionStatus(subId)).toBe('canceled');
      }
    } finally {
      jest.restoreAllMocks();
    }
    expect(failed).toEqual([...DELETION_STEPS]);
    recordCases('exclusão de conta', 'a fault at each deletion step', DELETION_STEPS.length);
  }, 300_000);

  it('DynamoDB throttled from each request of the deletion onwards', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // How many DynamoDB requests a whole deletion makes, so the fault can start at each one of them.
    const probe = await newCaregiver();
    const before = stack().dynamo.requestCount();
    await expectDeletedByRequestOrJob(await requestDeletion(probe), probe);
    const requests = stack().dynamo.requestCount() - before;
    expect(requests).toBeGreaterThan(10);

    let interrupted = 0;
    const failedSteps = new Set<string>();
    // From each request on: some steps make a single request (their record), so every one must be a start.
    let tried = 0;
    for (let after = 0; after < requests; after++, tried++) {
      const ana = await newCaregiver();
      stack().dynamo.throttleNext(10_000, after);
      let res;
      try {
        res = await requestDeletion(ana);
      } finally {
        stack().dynamo.throttleNext(0);
      }
      if (res.status === 503) {
        // Throttled before the deletion was recorded: nothing happened, and asking again works.
        expect(res.json).toEqual({ message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.' });
        expect(await canSignIn(ana)).toBe(true);
        res = await requestDeletion(ana);
      }
      expect([200, 202]).toContain(res.status);
      if (res.status === 202) interrupted++;
      await expectFinishedLater(ana);
      expect(await canSignIn(ana)).toBe(false);
      for (const step of failedStepsIn(ana.uid)) failedSteps.add(step);
    }
    expect(interrupted).toBeGreaterThan(tried / 2);
    // Each step was the one interrupted in some run.
    expect([...failedSteps].sort()).toEqual([...DELETION_STEPS].sort());
    jest.restoreAllMocks();
    recordCases('exclusão de conta', 'DynamoDB throttling at each step', tried);
  }, 480_000);
});
