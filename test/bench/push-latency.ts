import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { sitePaths, OPENING_LINK_PARAM, teamApiPaths, type PushPayload } from '../../contract';
import type { OpeningFileReport } from '../../contract/team-openings';
import { startLocalStack } from '../../infra/local/stack';
import type { ReceivedPush } from '../../infra/local/push-service';
import { addEnrolledOperator } from '../../infra/local/seed';
import { totpCode } from '../../infra/local/totp';
import { newAlert } from '../../lambdas/alerts/alerts';
import { scheduledJobs } from '../../lambdas/routes';
import { saveAlert } from '../../lambdas/alerts/data/alerts';
import { jobWaits } from '../../lambdas/base/jobs/manual-run';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { addSubscription } from '../../lambdas/push/data/push-subscriptions';
import { OPENING_PUSHES_PER_DAY } from '../../lambdas/push/pacing';
import { signInOperatorWithTotp } from '../../lambdas/team/cognito';
import { holdClock, todayInSaoPauloAt } from './held-clock';
import { elapsedMs, inPool, percentile, round } from './stats';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

export interface Latency {
  p50: number;
  p95: number;
  max: number;
}

export interface PushLatencyBenchResult {
  caregivers: number;
  openings: number;
  /** The São Paulo time the bench's clock was held at (outside the quiet hours whatever the hour of the run). */
  clockHeldAt: string;
  loadSeconds: number;
  importMs: number;
  push: {
    expected: number;
    received: number;
    /** Caregivers who got exactly one push for each opening of the file, each decrypting to that opening. */
    caregiversWithEveryOpening: number;
    /** Pushes that did not decrypt, or named no opening of the file. */
    wrongPayloads: number;
    /** From the import's answer to each push reaching the local push service, seconds. */
    everyPushSeconds: Latency;
    /** The same, to each caregiver's first push. */
    firstPushSeconds: Latency;
    /** Until the stream consumer had finished (matching and pushes), seconds from the import's answer. */
    consumerDoneSeconds: number;
  };
  email: {
    /** The digest job's wait for an import to settle (matches younger than this are left for a later run). */
    settleSeconds: number;
    scheduleMinutes: number;
    runSeconds: number;
    /** Within the run: from its start to each caregiver's e-mail reaching the local mailbox (1 s resolution), seconds. */
    inRunSeconds: Latency;
    /** Caregivers with exactly one digest e-mail. */
    caregiversWithOneEmail: number;
    /** In AWS's terms, from the import: settle + the wait for the schedule (0 to 15 minutes) + the run, minutes. */
    awsMinutes: { p50: number; p95: number; worst: number };
  };
}

const PASSWORD = 'Carey2024!';
/** The digest job's settle time (what the job reads). */
const SETTLE_MS = jobWaits['send-alert-digests'].ms;
/** The digest job's schedule, from the route table (every 15 minutes). */
const DIGEST_EVERY_MINUTES = scheduledJobs.find((job) => job.handler === 'alerts/jobs/send-alert-digests')!.everyMinutes;

const latency = (values: number[]): Latency => ({ p50: round(percentile(values, 50) / 1000, 2), p95: round(percentile(values, 95) / 1000, 2), max: round(Math.max(...values) / 1000, 2) });

/** The console's file: a family of Campinas and its openings, in the CSV form of docs/samples/vagas-exemplo.csv. */
function openingsCsv(ids: string[], createdAt: string): string {
  const header = 'familia,familia_nome,familia_avatar,vaga,createdAt,cep,tipoProfissional,detalhesVaga,generoIdoso,necessidadeEspecial,possuiComorbidade,medicacoes,tarefas,generoPreferencia,selectedDate,selectedTime,bairro,cidade,dataCriacao,tipoContrato,diariaTipo';
  const rows = ids.map((id, i) => `familia-bench-push,${i === 0 ? '"Família Bench, Campinas"' : ''},,${id},${createdAt},,Cuidador,Senhora de 80 anos.,Feminino,não,não,,,Feminino,Segunda a sexta,08:00 às 17:00,Centro,Campinas,,Mensal,`);
  return `${[header, ...rows].join('\n')}\n`;
}

/**
 * "A push within 60 s of the import" (issue 52, item 3): `caregivers` caregivers whose saved alert (city Campinas)
 * matches every opening of a file, each with one device on the local push service; an operator imports the file
 * through the console's route ('Arquivo de vagas'); the table's stream hands the new openings to the matching
 * function, which records the matches and pushes. Measured from the import's answer to each push reaching the local
 * push service, then the e-mail path: the digest job run as its schedule would, after its settle time.
 *
 * The caregivers, their alerts and devices are written through the slices' data modules (createCaregiverWithClaims,
 * saveAlert, addSubscription), not through 1,000 sign-ups, sign-ins and `POST /api/me/notificacoes`: the bench
 * measures what follows an import, and those requests are measured elsewhere (`npm run load`). Each device is played
 * as test/integration/helpers/push-browser.ts plays a browser: its own P-256 keys and auth secret, so every push is
 * decrypted and checked against the opening it names.
 */
export async function benchPushLatency(options: { caregivers: number; openings: number }): Promise<PushLatencyBenchResult> {
  const { caregivers, openings } = options;
  if (openings > OPENING_PUSHES_PER_DAY) throw new Error(`at most ${OPENING_PUSHES_PER_DAY} openings: past her day's cap the digest tells her, not a push`);
  // Pushes are held between 22:00 and 07:00 São Paulo time (lambdas/push/pacing.ts): the bench's clock reads today's
  // 14:00 in São Paulo plus the time elapsed, whatever the hour it runs at, so every push goes at once. Each run's
  // caregivers are new, so none has met her day's cap. The whole process reads this clock (handlers, stand-ins, the
  // VAPID tokens and their check, the push service's and the mailbox's times), so every difference is a real duration.
  const clock = holdClock(todayInSaoPauloAt(14));
  const clockHeldAt = new Date().toISOString();
  const stack = await startLocalStack({ ports: 'free', jobTimers: false });
  try {
    const now = new Date();
    const devices = Array.from({ length: caregivers }, (_, i) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return { uid: `bench-push-${String(i).padStart(5, '0')}`, email: `bench.push.${i}@exemplo.com.br`, ecdh, auth, endpoint: `${stack.pushServiceUrl}/push/bench-${i}` };
    });
    const loadStart = process.hrtime.bigint();
    await inPool(devices, 8, async (d) => {
      const i = Number(d.uid.slice(-5));
      await createCaregiverWithClaims({
        uid: d.uid, name: `Cuidadora ${i}`, email: d.email, phone: `119${String(i).padStart(8, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
        genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: now.toISOString(), consentimentos: [consentGiven(now, '127.0.0.1', 'cadastro')],
      });
      await saveAlert(newAlert(d.uid, { cidade: 'Campinas' }, undefined, now));
      const added = await addSubscription(d.uid, { endpoint: d.endpoint, keys: { p256dh: d.ecdh.getPublicKey('base64url'), auth: d.auth } }, now);
      if (added !== 'added') throw new Error(`device of ${d.uid}: ${added}`);
    });
    const loadSeconds = round(elapsedMs(loadStart) / 1000);

    // The operator, as at /equipe: password and TOTP code, then the console's 'Arquivo de vagas'.
    const operator = { email: 'bench.operadora@exemplo.com.br', password: PASSWORD };
    const secret = await addEnrolledOperator(stack, operator);
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
    const { accessToken } = await signInOperatorWithTotp(cognito, { clientId: stack.operatorsClientId, ...operator, secret, codeFor: (s) => totpCode(s) });
    const ids = Array.from({ length: openings }, (_, i) => `vaga-bench-push-${i + 1}`);
    const file = openingsCsv(ids, new Date().toISOString());
    const importStart = Date.now();
    const answer = await fetch(`${stack.siteUrl}${teamApiPaths.openingFile}?arquivo=vagas-bench.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'text/csv; charset=utf-8' },
      body: file,
    });
    const report = (await answer.json()) as OpeningFileReport;
    const answeredAt = Date.now();
    if (answer.status !== 200 || report.written.openings !== openings) throw new Error(`the import answered ${answer.status}: ${JSON.stringify(report)}`);

    // The stream consumer's work (matching, pushes) ends when the local stream has nothing left.
    await stack.drainStreams();
    const consumerDoneSeconds = round((Date.now() - answeredAt) / 1000, 2);
    const store = (await (await fetch(`${stack.pushServiceUrl}/store`)).json()) as { pushes: ReceivedPush[] };
    const byEndpoint = new Map<string, ReceivedPush[]>();
    for (const p of store.pushes) byEndpoint.set(p.endpoint, [...(byEndpoint.get(p.endpoint) ?? []), p]);
    const every: number[] = [];
    const first: number[] = [];
    let wrongPayloads = 0;
    let caregiversWithEveryOpening = 0;
    const wanted = ids.map((id) => `${sitePaths.openings}?${OPENING_LINK_PARAM}=${encodeURIComponent(id)}`).sort().join();
    for (const d of devices) {
      const pushes = byEndpoint.get(d.endpoint) ?? [];
      const urls = pushes.map((p) => {
        try {
          return (JSON.parse(ece.decrypt(Buffer.from(p.body, 'base64'), { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8')) as PushPayload).url;
        } catch {
          return '';
        }
      });
      wrongPayloads += urls.filter((url) => !wanted.includes(url) || !url).length;
      if (urls.sort().join() === wanted) caregiversWithEveryOpening++;
      const times = pushes.map((p) => Date.parse(p.receivedAt) - answeredAt);
      every.push(...times);
      if (times.length) first.push(Math.min(...times));
    }

    // The e-mail path: the digest job leaves matches younger than its settle time alone, so the clock is moved on by
    // that much (nothing else runs meanwhile) and the job is run once, as its schedule would run it.
    clock.advance(SETTLE_MS);
    const mailsBefore = ((await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: unknown[] }).emails.length;
    const runStart = Date.now();
    await stack.runJob('send-alert-digests', {});
    const runSeconds = round((Date.now() - runStart) / 1000, 2);
    const mails = ((await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: { destination: { to: string[] }; at: number }[] }).emails.slice(mailsBefore);
    const mailsTo = new Map<string, number[]>();
    for (const m of mails) for (const to of m.destination.to) mailsTo.set(to, [...(mailsTo.get(to) ?? []), m.at]);
    // The mailbox keeps whole seconds: an e-mail is counted at the end of its second.
    const inRun = devices.flatMap((d) => (mailsTo.get(d.email) ?? []).map((at) => Math.max(0, (at + 1) * 1000 - runStart)));
    const caregiversWithOneEmail = devices.filter((d) => mailsTo.get(d.email)?.length === 1).length;
    const settleMinutes = SETTLE_MS / 60_000;
    const inRunLatency = latency(inRun.length ? inRun : [NaN]);
    const minutes = (n: number) => round(n, 1);

    return {
      caregivers,
      openings,
      clockHeldAt,
      loadSeconds,
      importMs: answeredAt - importStart,
      push: {
        expected: caregivers * openings,
        received: every.length,
        caregiversWithEveryOpening,
        wrongPayloads,
        everyPushSeconds: latency(every),
        firstPushSeconds: latency(first),
        consumerDoneSeconds,
      },
      email: {
        settleSeconds: SETTLE_MS / 1000,
        scheduleMinutes: DIGEST_EVERY_MINUTES,
        runSeconds,
        inRunSeconds: inRunLatency,
        caregiversWithOneEmail,
        // The match is recorded within seconds of the import; the first run after the settle time comes 0 to 15
        // minutes later (uniformly, for an import at a random time): its median wait is 7.5 minutes, its 95th 14.25.
        awsMinutes: {
          p50: minutes(settleMinutes + DIGEST_EVERY_MINUTES * 0.5 + inRunLatency.p50 / 60),
          p95: minutes(settleMinutes + DIGEST_EVERY_MINUTES * 0.95 + inRunLatency.p95 / 60),
          worst: minutes(settleMinutes + DIGEST_EVERY_MINUTES + runSeconds / 60),
        },
      },
    };
  } finally {
    await stack.stop();
  }
}
