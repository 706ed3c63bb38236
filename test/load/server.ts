/**
 * The server side of `npm run load`, in its own process (so the figures and the memory are the stack's alone, not
 * the load generator's): a private local stack on free loopback ports with the load data, measured per request by
 * the meter. The parent talks to it over IPC: `ready` → `memory`… → `finish` (integrity check, figures, stop).
 */
import '../../bin/quiet-aws-sdk';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import { createReadyCaregiver, seedSampleData } from '../../infra/local/seed';
import fixture from '../../infra/local/viacep-fixture.json';
import { db } from '../../lambdas/base/table/client';
import { updateLastLocation } from '../../lambdas/caregivers/data/caregivers';
import { putFamily } from '../../lambdas/openings/data/families';
import { newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { listOpeningsPage, saveOpening } from '../../lambdas/openings/data/openings';
import { resolveCep, type CepResolution } from '../../lambdas/base/places/cep-places';
import { rateLimits } from '../../lambdas/base/rate-limits/limits';
import { signIn } from '../integration/helpers/local-stack';
import { findIntegrityProblems } from '../reliability/integrity';
import { inPool } from '../bench/stats';
import { createMeter, type RowCost } from './meter';
import type { LoadUser } from './mix';

export interface ServerOptions {
  users: number;
  noticesPerUser: number;
  openings: number;
  /** Raise the per-address and per-e-mail limits so sign-ups and support posts do their whole work (docs/capacity.md). */
  raiseRateLimits: boolean;
  /** The API stage's throttle (`--throttle=RATE/BURST`); the stage's default (DEFAULT_API_THROTTLE) when absent. */
  throttle?: { rateLimit: number; burstLimit: number };
}

export interface Memory {
  rssMb: number;
  heapUsedMb: number;
  /** Buffers and other memory outside the JS heap that JS objects hold. */
  externalMb: number;
}

export type ServerMessage =
  | { type: 'ready'; siteUrl: string; users: LoadUser[]; cursor: string; memory: Memory }
  | { type: 'memory'; memory: Memory }
  | { type: 'finished'; memory: Memory; integrityProblems: string[]; costs: Record<string, RowCost>; caregivers: number }
  | { type: 'failed'; error: string };

export type ParentMessage = { type: 'memory' } | { type: 'reset-meter' } | { type: 'finish' };

const PASSWORD = 'senhaForte1';

/** Heap after a full collection: what stays, so growth across a run means something is kept. */
function memory(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external) };
}

/** Caregiver records in the table: every accepted sign-up must have added one. */
async function countCaregivers(table: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new ScanCommand({
        TableName: table,
        Select: 'COUNT',
        FilterExpression: 'begins_with(PK, :pk) AND SK = :sk',
        ExpressionAttributeValues: { ':pk': 'CAREGIVER#', ':sk': 'PROFILE' },
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}

const send = (message: ServerMessage) => process.send!(message);

async function main(options: ServerOptions) {
  if (options.raiseRateLimits) {
    // Every load request comes from 127.0.0.1; the limits would turn all but the first few sign-ups into 429s.
    // The counters are still written (their cost is measured); only the ceilings move.
    for (const limit of Object.values(rateLimits)) Object.assign(limit, { perAddress: 1e9, perEmail: 1e9 });
  }
  const meter = createMeter();
  const stack = await startLocalStack({ ports: 'free', wrapHandler: meter.wrapHandler, throttle: options.throttle });
  meter.instrument(db());
  const clearMailbox = () => fetch(`${stack.mailboxUrl}/clear-store`, { method: 'POST' }).then(() => undefined);

  await seedSampleData(stack);
  const familyCount = Math.max(1, Math.round(options.openings / 5));
  const families = Array.from({ length: familyCount }, (_, i) => ({ id: `carga-fam-${i}`, name: `Família Carga ${i}`, ...(i % 3 ? { avatar: `/img/familias/${(i % 6) + 1}.svg` } : {}) }));
  await inPool(families, 4, putFamily);
  const ceps = Object.keys(fixture);
  // Resolved as the operator import does (ViaCEP and geocoder fixtures), so the distance index is filled.
  const places = new Map<string, CepResolution>();
  for (const cep of ceps) places.set(cep, await resolveCep(cep));
  const cidades = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte'];
  const base = Date.UTC(2026, 9, 1);
  const openings = Array.from({ length: options.openings }, (_, i) => ({
    id: `carga-vaga-${i}`,
    clientId: families[i % familyCount].id,
    createdAt: new Date(base + i * 60_000).toISOString(),
    cep: ceps[i % ceps.length],
    tipoProfissional: ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'][i % 3],
    detalhesVaga: 'Senhora de 82 anos, precisa de companhia e ajuda com a medicação pela manhã.',
    medicacoes: ['Losartana', 'Metformina'],
    tarefas: { 'Higiene pessoal': true, Companhia: true, 'Preparar refeições': i % 2 === 0 },
    enderecoCompleto: { cidade: cidades[i % cidades.length] },
    bairro: places.get(ceps[i % ceps.length])!.bairro,
    ...(places.get(ceps[i % ceps.length])!.place ? { localizacao: places.get(ceps[i % ceps.length])!.place } : {}),
  }));
  await inPool(openings, 4, (o) => saveOpening(o));

  const users: LoadUser[] = [];
  await inPool(
    Array.from({ length: options.users }, (_, i) => i),
    4,
    async (i) => {
      const email = `carga.usuaria.${i}@exemplo.com.br`;
      const name = `Usuária Carga ${i}`;
      const uid = await createReadyCaregiver(stack, { email, password: PASSWORD, name, phone: `319${String(i).padStart(8, '0')}`, tipoDeCadastro: 'Cuidador', genero: 'Feminino' });
      // Around São Paulo, as a caregiver who shared her location (a search by distance starts from it).
      await updateLastLocation(uid, { latitude: -23.55 - (i % 10) / 100, longitude: -46.63 + (i % 7) / 100, timestamp: new Date().toISOString() });
      const noticeIds: string[] = [];
      for (let n = 0; n < options.noticesPerUser; n++) {
        const createdAt = Math.floor(Date.now() / 1000) - n * 3600;
        const id = newNoticeId(createdAt);
        await putNotice({ id, userId: uid, mensagem: `Aviso ${n} da equipe Carey.`, status: 'nao lido', createdAt });
        noticeIds.push(id);
      }
      users.push({ token: (await signIn(stack, email, PASSWORD)).accessToken, noticeIds });
    },
  );
  const firstPage = await listOpeningsPage({ limit: 20 });
  if (!firstPage.nextCursor) throw new Error('the load data has a single openings page');
  await clearMailbox();
  send({ type: 'ready', siteUrl: stack.siteUrl, users, cursor: firstPage.nextCursor, memory: memory() });

  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') send({ type: 'memory', memory: memory() });
    if (message.type === 'reset-meter') meter.reset();
    if (message.type === 'finish') {
      void (async () => {
        // The generator stops mid-request; let the server finish what it accepted before reading the table.
        for (let waited = 0; meter.inFlight() > 0 && waited < 30_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
        // The SES stand-in keeps every e-mail in memory by design; it is not the gateway's memory.
        await clearMailbox();
        const end = memory();
        const integrityProblems = await findIntegrityProblems(stack);
        const costs = meter.report();
        send({ type: 'finished', memory: end, integrityProblems, costs, caregivers: await countCaregivers(stack.tableName) });
        await stack.stop();
        process.exit(0);
      })().catch((error: unknown) => {
        send({ type: 'failed', error: String((error as Error).stack ?? error) });
        process.exit(1);
      });
    }
  });
}

const options = JSON.parse(process.env.CAREY_LOAD_SERVER ?? '{}') as ServerOptions;
main(options).catch((error: unknown) => {
  send({ type: 'failed', error: String((error as Error).stack ?? error) });
  process.exit(1);
});
