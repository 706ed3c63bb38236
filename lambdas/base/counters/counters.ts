import { randomInt } from 'node:crypto';
import { hasPlan, type PaymentMethod } from '../../../contract/plans';
import type { TeamOverview } from '../../../contract/team';
import { batchGetAll, tableName, type TransactItem } from '../table/client';
import { saoPauloIsoDay } from '../../../contract/sao-paulo-time';

/**
 * The counts of the console's 'Visão geral', kept as counter items that every write changing one of them updates
 * in its own transaction (docs/decisions/024-team-overview-counters.md): reading them is one BatchGet, never a scan.
 *
 * Each counter is split over SHARDS items (`COUNTERS#{n}`); a write adds its delta to one shard picked at random,
 * the reader sums them. A transaction that touches an item another transaction holds is cancelled in DynamoDB
 * (TransactionConflict): spreading the counter keeps sign-ups, imports and webhooks from colliding on one item.
 * Sign-ups are also counted per day (`DAY#{yyyy-mm-dd}`: São Paulo's day of her dataCadastro, the day the console's
 * 'Cuidadoras' filter reads), for 'new in 7 days'.
 */
export const COUNTER_SHARDS = 8;
export const NEW_CAREGIVER_DAYS = 7;
const DAY_ITEM_TTL_DAYS = 30;

export type CounterName = 'caregivers' | 'caregiversWithPlan' | PayingCounter | 'caregiversReachable' | 'caregiversReachableWithPlan' | 'openingsOpen' | 'openingsClosed' | 'openingsUnplaced' | 'alerts' | 'supportWaiting' | 'reportsOpen';

/** Caregivers with a plan, by how she pays (issue 39): the three add up to caregiversWithPlan. */
export const PAYING_COUNTERS = { cartao: 'caregiversPayingCard', 'pix-automatico': 'caregiversPayingPixAutomatico', pix: 'caregiversPayingPix' } as const satisfies Record<PaymentMethod, string>;
type PayingCounter = (typeof PAYING_COUNTERS)[PaymentMethod];

export interface CounterDelta {
  counts?: Partial<Record<CounterName, number>>;
  /** Sign-ups counted on her sign-up day (ISO 8601 of dataCadastro): +1 at sign-up, -1 when her record goes. */
  signups?: { at: string; delta: number };
}

const shardPartition = (shard: number) => `COUNTERS#${shard}`;
const totalKey = (shard: number) => ({ PK: shardPartition(shard), SK: 'TOTAL' });
const dayKey = (shard: number, day: string) => ({ PK: shardPartition(shard), SK: `DAY#${day}` });
/** The day a sign-up counts on: São Paulo's (at 22:00 there it is already tomorrow in UTC). */
export const signupDay = (at: string | Date) => saoPauloIsoDay(at);
const dayOf = signupDay;

/**
 * The counter writes of one change, as items of the transaction that makes the change (none when nothing
 * changes). Append them after the transaction's own items, so its cancellation reasons keep their positions.
 */
export function counterUpdates(delta: CounterDelta, now: Date = new Date()): TransactItem[] {
  const shard = randomInt(COUNTER_SHARDS);
  const items: TransactItem[] = [];
  const counts = Object.entries(delta.counts ?? {}).filter(([, n]) => n !== 0) as [CounterName, number][];
  if (counts.length) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: totalKey(shard),
        UpdateExpression: `SET entity = :e ADD ${counts.map(([, ], i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(counts.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: { ':e': 'counter', ...Object.fromEntries(counts.map(([, n], i) => [`:c${i}`, n])) },
      },
    });
  }
  // A day older than the overview reads is left alone (its item may be gone by its TTL).
  const oldestDay = dayOf(new Date(now.getTime() - NEW_CAREGIVER_DAYS * 86_400_000));
  if (delta.signups && delta.signups.delta !== 0 && dayOf(delta.signups.at) >= oldestDay) {
    const day = dayOf(delta.signups.at);
    items.push({
      Update: {
        TableName: tableName(),
        Key: dayKey(shard, day),
        UpdateExpression: 'SET entity = :e, expiresAt = if_not_exists(expiresAt, :x) ADD signups :n',
        ExpressionAttributeValues: { ':e': 'counter-day', ':x': Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + DAY_ITEM_TTL_DAYS * 86_400, ':n': delta.signups.delta },
      },
    });
  }
  return items;
}

// What one record adds to the counters (`sign` -1 when it goes): the rules, in one place.

/**
 * What a caregiver's record says for the Avisos reach: `reachable` is the segment rule's own field (can receive notices:
 * confirmed, no deletion asked for; caregivers/data `isReachableCaregiverItem`), the plan is the contract's `hasPlan`.
 */
export interface ReachState {
  tipodeconta?: string;
  reachable: boolean;
}

/** Her plan as the counters read it: the plan's name and how she pays (none stored: a card, as /minha-conta reads it). */
export interface PlanState {
  tipodeconta: string;
  formaDePagamento?: string;
}

/** The one counter of how she pays, +1 for her when she has a plan (all three 0 without one). */
function payingFlags(c: PlanState | undefined): Record<PayingCounter, number> {
  const method = c && hasPlan(c.tipodeconta) ? (c.formaDePagamento === 'pix-automatico' || c.formaDePagamento === 'pix' ? c.formaDePagamento : 'cartao') : undefined;
  return Object.fromEntries(Object.entries(PAYING_COUNTERS).map(([m, name]) => [name, m === method ? 1 : 0])) as Record<PayingCounter, number>;
}

const reachFlags = (c: ReachState | undefined) => ({
  caregiversReachable: c?.reachable ? 1 : 0,
  caregiversReachableWithPlan: c?.reachable && hasPlan(c.tipodeconta) ? 1 : 0,
});

/** The reach counters of one change of her record ('Todas' and 'Com plano'; 'Sem plano' is their difference). */
export function reachChangeCounts(before: ReachState | undefined, after: ReachState | undefined): CounterDelta {
  const [b, a] = [reachFlags(before), reachFlags(after)];
  return { counts: { caregiversReachable: a.caregiversReachable - b.caregiversReachable, caregiversReachableWithPlan: a.caregiversReachableWithPlan - b.caregiversReachableWithPlan } };
}

/** A caregiver's record (confirmed or not): counted, with a plan when her tipodeconta names one (contract `hasPlan`), on her sign-up day; and in the reach when she can receive notices. */
export function caregiverCounts(c: PlanState & { dataCadastro: string; reachable: boolean }, sign: 1 | -1): CounterDelta {
  const reach = reachChangeCounts(undefined, c).counts!;
  const paying = Object.entries(payingFlags(c)).map(([name, n]) => [name, n ? sign * n : 0]);
  return {
    counts: { caregivers: sign, caregiversWithPlan: hasPlan(c.tipodeconta) ? sign : 0, ...Object.fromEntries(paying), caregiversReachable: sign * reach.caregiversReachable!, caregiversReachableWithPlan: sign * reach.caregiversReachableWithPlan! },
    signups: { at: c.dataCadastro, delta: sign },
  };
}

/**
 * Her plan changed (the Stripe webhook, or the one-off Pix job through the webhook's path): with a plan, and how she
 * pays (a card plan ended and a Pix one begun moves one from card to Pix); the reach with a plan moves only while she
 * can receive notices.
 */
export function planChangeCounts(before: ReachState & PlanState, after: PlanState): CounterDelta {
  const reach = reachChangeCounts(before, { ...before, tipodeconta: after.tipodeconta }).counts;
  const [b, a] = [payingFlags(before), payingFlags(after)];
  const paying = Object.fromEntries(Object.values(PAYING_COUNTERS).map((name) => [name, a[name] - b[name]]));
  return { counts: { caregiversWithPlan: Number(hasPlan(after.tipodeconta)) - Number(hasPlan(before.tipodeconta)), ...paying, ...reach } };
}

type CountedOpening = { encerradaEm?: string; localizacao?: unknown };
const openingFlags = (o: CountedOpening | undefined) => ({
  openingsOpen: o && !o.encerradaEm ? 1 : 0,
  openingsClosed: o?.encerradaEm ? 1 : 0,
  openingsUnplaced: o && !o.encerradaEm && !o.localizacao ? 1 : 0,
});

/** An opening written (`before` undefined for a new one) or closed: open, closed and open without a location. */
export function openingChangeCounts(before: CountedOpening | undefined, after: CountedOpening | undefined): CounterDelta {
  const [b, a] = [openingFlags(before), openingFlags(after)];
  return { counts: { openingsOpen: a.openingsOpen - b.openingsOpen, openingsClosed: a.openingsClosed - b.openingsClosed, openingsUnplaced: a.openingsUnplaced - b.openingsUnplaced } };
}

export const alertCounts = (sign: 1 | -1): CounterDelta => ({ counts: { alerts: sign } });
/** A support message waits ('Nova') from when it is stored until it is answered or archived. */
export const supportWaitingCounts = (sign: 1 | -1): CounterDelta => ({ counts: { supportWaiting: sign } });

/** A report of an opening is open from when it is stored until the team decides on it (discarded, or the opening closed). */
export const openReportCounts = (sign: number): CounterDelta => ({ counts: { reportsOpen: sign } });

/** 'Visão geral': every shard's totals and the last 7 days' sign-ups, in one BatchGet (8 + 56 keys). */
export async function readOverview(now: Date = new Date()): Promise<TeamOverview> {
  const shards = [...Array(COUNTER_SHARDS).keys()];
  const days = [...Array(NEW_CAREGIVER_DAYS).keys()].map((i) => dayOf(new Date(now.getTime() - i * 86_400_000)));
  const items = await batchGetAll([...shards.map(totalKey), ...shards.flatMap((s) => days.map((d) => dayKey(s, d)))]);
  const sum = (name: string) => items.reduce((total, item) => total + (typeof item[name] === 'number' ? (item[name] as number) : 0), 0);
  return {
    caregivers: {
      total: sum('caregivers'),
      newLast7Days: sum('signups'),
      withPlan: sum('caregiversWithPlan'),
      byPaymentMethod: { cartao: sum(PAYING_COUNTERS.cartao), 'pix-automatico': sum(PAYING_COUNTERS['pix-automatico']), pix: sum(PAYING_COUNTERS.pix) },
    },
    openings: { open: sum('openingsOpen'), closed: sum('openingsClosed'), unplaced: sum('openingsUnplaced') },
    alerts: sum('alerts'),
    supportWaiting: sum('supportWaiting'),
    reports: { open: sum('reportsOpen') },
  };
}

/** Every counter's sum over the shards, and the sign-ups of each of the last 7 days (the recount compares them with a scan). */
export async function readCounterSums(now: Date = new Date()): Promise<{ totals: Record<CounterName, number>; days: Record<string, number> }> {
  const shards = [...Array(COUNTER_SHARDS).keys()];
  const days = [...Array(NEW_CAREGIVER_DAYS).keys()].map((i) => dayOf(new Date(now.getTime() - i * 86_400_000)));
  const items = await batchGetAll([...shards.map(totalKey), ...shards.flatMap((s) => days.map((d) => dayKey(s, d)))]);
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const names: CounterName[] = ['caregivers', 'caregiversWithPlan', ...Object.values(PAYING_COUNTERS), 'caregiversReachable', 'caregiversReachableWithPlan', 'openingsOpen', 'openingsClosed', 'openingsUnplaced', 'alerts', 'supportWaiting', 'reportsOpen'];
  const totals = Object.fromEntries(names.map((n) => [n, items.filter((i) => i.SK === 'TOTAL').reduce((sum, i) => sum + num(i[n]), 0)])) as Record<CounterName, number>;
  const perDay = Object.fromEntries(days.map((d) => [d, items.filter((i) => i.SK === `DAY#${d}`).reduce((sum, i) => sum + num(i.signups), 0)]));
  return { totals, days: perDay };
}

/** The Avisos reach of 'Todas' and 'Com plano': the reach counters' sums over the shards, in one BatchGet (8 keys). */
export async function readReachCounts(): Promise<{ reachable: number; reachableWithPlan: number }> {
  const items = await batchGetAll([...Array(COUNTER_SHARDS).keys()].map(totalKey));
  const sum = (name: CounterName) => items.reduce((total, item) => total + (typeof item[name] === 'number' ? (item[name] as number) : 0), 0);
  return { reachable: sum('caregiversReachable'), reachableWithPlan: sum('caregiversReachableWithPlan') };
}
