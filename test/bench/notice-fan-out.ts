import { startLocalStack } from '../../infra/local/stack';
import { db } from '../../lambdas/base/table/client';
import { fanOutNotice, type FanOutIo, type FanOutResult } from '../../lambdas/team/notice-fan-out';
import { fanOutIo, getNoticeSend, sendNoticeIo } from '../../lambdas/team/data/notice-table';
import { parseSendInput, sendNotice } from '../../lambdas/team/notices';
import { holdersOfMessage, putManyCaregivers } from '../helpers/many-caregivers';
import { indexWriteUnits, isRead, operationOf } from '../load/meter';
import { elapsedMs, round } from './stats';

export interface NoticeFanOutBenchResult {
  caregivers: number;
  messageChars: number;
  batches: number;
  seconds: number;
  perSecond: number;
  /** Write units: the table's (reported by the local DynamoDB) and the unread index's (computed), per caregiver too. */
  writeUnits: { table: number; index: number; perCaregiver: number };
  readUnits: { total: number; perCaregiver: number };
  requests: Record<string, number>;
  /** Caregivers holding the notice exactly once, found by a scan of the whole table afterwards. */
  exactlyOnce: number;
  /** The whole fan-out again from the first cursor (as after a lost cursor): every recipient found, none written. */
  secondRun: { batches: number; written: number; recipients: number };
  loadSeconds: number;
}

type Capacity = { CapacityUnits?: number } | undefined;

/** Sums what every DynamoDB call of the measured work consumed (ReturnConsumedCapacity on each call). */
function capacityMeter() {
  const totals = { read: 0, write: 0, index: 0, requests: {} as Record<string, number>, on: false };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (!totals.on) return next(args);
      const command = String(context.commandName);
      const input = args.input as Record<string, unknown>;
      totals.requests[command] = (totals.requests[command] ?? 0) + 1;
      input.ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      const consumed = (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
      const units = (Array.isArray(consumed) ? consumed : [consumed]).reduce((sum, c) => sum + (c?.CapacityUnits ?? 0), 0);
      if (isRead(command)) totals.read += units;
      else {
        totals.write += units;
        totals.index += indexWriteUnits(operationOf(command), input);
      }
      return out;
    },
    { step: 'initialize', name: 'benchNoticeCapacity' },
  );
  return totals;
}

/**
 * The fan-out run again over a finished send, from the first cursor: the send's progress is kept in memory (the
 * stored send says done), while the scan, the segment and the conditional notice writes are the real ones. So the
 * second run reads every caregiver again and must find each a recipient whose notice is already there.
 */
async function fanOutAgain(id: string): Promise<FanOutResult & { recipients: number }> {
  const progress = { cursor: undefined as string | undefined, done: false, recipients: 0 };
  const io: FanOutIo = {
    ...fanOutIo,
    getSend: async (sendId) => {
      const send = await getNoticeSend(sendId);
      return send && { ...send, estado: progress.done ? 'concluido' : 'enviando', cursor: progress.cursor };
    },
    saveProgress: async (_id, _from, to, delivered) => {
      Object.assign(progress, { cursor: to, done: to === undefined, recipients: progress.recipients + delivered });
      return true;
    },
  };
  const run = await fanOutNotice(id, io, Date.now() + 600_000);
  return { ...run, recipients: progress.recipients };
}

/**
 * One notice to `caregivers` caregivers ('Todas') on a local stack: the fan-out run to the end in batches (as the
 * job does, one run after another), its DynamoDB units, batches and time; then a scan of the whole table proves
 * each caregiver got it exactly once, and a second run over the whole scan writes nothing.
 */
export async function benchNoticeFanOut(options: { caregivers: number }): Promise<NoticeFanOutBenchResult> {
  const stack = await startLocalStack({ ports: 'free', tableStream: false });
  try {
    const loadStart = process.hrtime.bigint();
    const uids = await putManyCaregivers(options.caregivers, 'Benchópolis', 8);
    const loadSeconds = round(elapsedMs(loadStart) / 1000);
    console.log(`notices: ${uids.length} caregivers loaded in ${loadSeconds} s; fanning out...`);
    const mensagem = `Aviso da equipe Carey: ${'as vagas da semana estão no portal; confira as mais próximas de você. '.repeat(4)}`.trim();
    const meter = capacityMeter();
    const send = await sendNotice({ operator: { id: 'bench', label: 'bench' }, ...parseSendInput({ mensagem, destinatarias: 'todas' }) }, sendNoticeIo);
    meter.on = true;
    const start = process.hrtime.bigint();
    // Runs of the job's length, one after another, until the send is done (as the schedule would run them).
    for (let now = await getNoticeSend(send.id); now?.estado === 'enviando'; now = await getNoticeSend(send.id)) {
      await fanOutNotice(send.id, fanOutIo, Date.now() + 50_000);
      const after = await getNoticeSend(send.id);
      console.log(`notices: ${after?.escritos} of ${uids.length} after ${after?.lotes} batches, ${round(elapsedMs(start) / 1000)} s`);
    }
    const ms = elapsedMs(start);
    meter.on = false;
    const done = (await getNoticeSend(send.id))!;
    const again = await fanOutAgain(send.id);
    const holders = await holdersOfMessage(mensagem);
    const wanted = new Set(uids);
    const once = holders.uids.length === uids.length && new Set(holders.uids).size === uids.length && holders.uids.every((u) => wanted.has(u)) && holders.ids.size === 1;
    if (!once || done.escritos !== uids.length) throw new Error(`fan-out not exactly once: ${holders.uids.length} copies for ${uids.length} caregivers, count ${done.escritos}`);
    return {
      caregivers: uids.length,
      messageChars: mensagem.length,
      batches: done.lotes,
      seconds: round(ms / 1000),
      perSecond: Math.round(uids.length / (ms / 1000)),
      writeUnits: { table: round(meter.write), index: round(meter.index), perCaregiver: round((meter.write + meter.index) / uids.length, 2) },
      readUnits: { total: round(meter.read), perCaregiver: round(meter.read / uids.length, 3) },
      requests: meter.requests,
      exactlyOnce: uids.length,
      secondRun: again,
      loadSeconds,
    };
  } finally {
    await stack.stop();
  }
}
