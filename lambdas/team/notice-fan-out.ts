import type { Notice } from '../notices/store';
import type { NoticeSend } from './notices';
import { inSegment, type SegmentCaregiver } from './notice-segments';

/** Caregivers' items read per batch (one scan page); the recipients among them are written, then the cursor saved. */
export const FAN_OUT_BATCH_ITEMS = 1000;
/** Notices written at the same time within a batch. */
const WRITE_CONCURRENCY = 25;

export interface FanOutIo {
  getSend(id: string): Promise<NoticeSend | undefined>;
  /** One page of the caregivers' scan from `cursor`, and where the next starts (none: the scan is over). */
  scanCaregivers(cursor: string | undefined, limit: number): Promise<{ caregivers: SegmentCaregiver[]; next?: string }>;
  /** Writes her notice unless it is there already (the send's id is the notice's id): false when it was. */
  writeNoticeOnce(notice: Notice): Promise<boolean>;
  /**
   * Moves the cursor from `from` to `to` and adds `delivered` to the count (done when `to` is absent), only while
   * the cursor is still `from`: false when another run moved it first (then nothing changes).
   */
  saveProgress(id: string, from: string | undefined, to: string | undefined, delivered: number): Promise<boolean>;
}

export interface FanOutResult {
  batches: number;
  /** Notices this run wrote (a notice already there, from an interrupted or concurrent run, is not written again). */
  written: number;
}

/** Runs `each` over the items, `limit` at a time; after a failure no new item starts, and it throws once all have settled. */
async function forEachLimited<T>(items: readonly T[], limit: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      try {
        await each(items[next++]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Writes a sent notice to its segment in batches, from the send's saved cursor, until it is done or `deadline`
 * (ms since the epoch) has passed. A batch that fails is written again from its start by the next run: her
 * notice's key holds the send's id and the write is conditional, so nobody gets it twice and nobody who read it
 * sees it unread again. The count grows with the cursor, in the same conditional update, so each batch counts once
 * even when two runs race (the one that saves second re-reads the send and goes on from there).
 */
export async function fanOutNotice(id: string, io: FanOutIo, deadline: number, batchItems = FAN_OUT_BATCH_ITEMS): Promise<FanOutResult> {
  const result: FanOutResult = { batches: 0, written: 0 };
  let send = await io.getSend(id);
  while (send && send.estado === 'enviando' && Date.now() < deadline) {
    const page = await io.scanCaregivers(send.cursor, batchItems);
    const recipients = page.caregivers.filter((c) => inSegment(c, send!.alvo));
    const current = send;
    await forEachLimited(recipients, WRITE_CONCURRENCY, async (c) => {
      const notice: Notice = { id: current.id, userId: c.uid, mensagem: current.mensagem, status: 'nao lido', createdAt: current.createdAt };
      if (await io.writeNoticeOnce(notice)) result.written++;
    });
    if (await io.saveProgress(id, current.cursor, page.next, recipients.length)) result.batches++;
    send = await io.getSend(id);
  }
  return result;
}

/** The scheduled job: every send still fanning out, oldest first, until they are done or the run's time is up. */
export async function fanOutPending(
  io: FanOutIo & { listSending(): Promise<string[]> },
  deadline: number,
  batchItems = FAN_OUT_BATCH_ITEMS,
): Promise<{ sends: number } & FanOutResult> {
  const total = { sends: 0, batches: 0, written: 0 };
  for (const id of await io.listSending()) {
    if (Date.now() >= deadline) break;
    const run = await fanOutNotice(id, io, deadline, batchItems);
    total.sends++;
    total.batches += run.batches;
    total.written += run.written;
  }
  return total;
}
