import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEmitter } from 'node:events';
import { fork } from 'node:child_process';
import { percentile, round } from '../bench/stats';
import { ROW_HEADER, type RowCost } from './meter';
import { loadMix, pickRow, type LoadUser, type MixRow } from './mix';
import type { Memory, ParentMessage, ServerMessage, ServerOptions } from './server';

// autocannon ships no types; only the library call used here is declared.
interface AutocannonRequest {
  setupRequest(request: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown>;
  onResponse(status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>): void;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
  requests: { total: number };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (
  options: { url: string; connections: number; duration: number; timeout: number; requests: AutocannonRequest[] },
  done: (error: Error | null, result: AutocannonResult) => void,
) => EventEmitter;

export interface LoadOptions extends ServerOptions {
  durationSeconds: number;
  connections: number;
  mix?: readonly MixRow[];
  /** Progress lines (setup, memory samples); silent by default. */
  log?: (line: string) => void;
}

export interface RowFigures {
  row: string;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** Answers with a status the row expects. */
  ok: number;
  /** 429: the rate limits at work; counted, not an error. */
  rateLimited: number;
  /** 429 from the API stage's throttle (API Gateway's, through the edge function: Retry-After, Portuguese); counted, not an error. */
  stageThrottled: number;
  /** Any other status. */
  errors: number;
  statuses: Record<string, number>;
  /** Mean size of the response's status line and headers (the body's size is in `costs`). */
  headerBytes: number;
}

export interface LoadResult {
  durationSeconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  rows: RowFigures[];
  /** Wrong statuses plus connection errors and timeouts. */
  errors: number;
  rateLimited: number;
  stageThrottled: number;
  transportErrors: number;
  memory: { start: Memory; end: Memory; samples: { atSecond: number; memory: Memory }[] };
  integrityProblems: string[];
  /** Server-side cost per request, per row (the capacity model's input). */
  costs: Record<string, RowCost>;
  caregivers: { expected: number; found: number };
  serverLog: string;
}

export { isRateLimitAnswer } from './rate-limit-answer';
import { isRateLimitAnswer, isStageThrottleAnswer, STAGE_THROTTLED } from './rate-limit-answer';

/**
 * Drives a private local stack (its own process, free loopback ports) with the weighted mix for a bounded time,
 * then has it check the table and user pool for anything lost or corrupted. Always stops the server.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const mix = options.mix ?? loadMix;
  const log = options.log ?? (() => undefined);
  const serverLog = path.join(os.tmpdir(), `carey-load-server-${process.pid}-${Date.now()}.log`);
  const logFd = fs.openSync(serverLog, 'w');
  const { durationSeconds, connections, log: _log, mix: _mix, ...serverOptions } = options;
  const server = fork(path.join(__dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, CAREY_LOAD_SERVER: JSON.stringify(serverOptions) },
    stdio: ['ignore', logFd, logFd, 'ipc'],
  });
  const messages: ServerMessage[] = [];
  const waiters: { resolve(m: ServerMessage): void; reject(e: Error): void }[] = [];
  const stopped = () => new Error(`the load server stopped; see ${serverLog}`);
  server.on('message', (m: ServerMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(m);
    else messages.push(m);
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
    for (const waiter of waiters.splice(0)) waiter.reject(stopped());
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const queued = messages.shift();
      if (queued) return resolve(queued);
      if (exited) return reject(stopped());
      waiters.push({ resolve, reject });
    });
  const ask = async <T extends ServerMessage['type']>(message: ParentMessage | undefined, type: T) => {
    if (message) server.send(message);
    const answer = await next();
    if (answer.type === 'failed') throw new Error(`load server: ${answer.error}`);
    if (answer.type !== type) throw new Error(`load server answered ${answer.type}, expected ${type}`);
    return answer as Extract<ServerMessage, { type: T }>;
  };

  try {
    log(`starting the stack and load data (${options.users} signed-in caregivers, ${options.openings} openings)…`);
    const ready = await ask(undefined, 'ready');
    log(`stack ready at ${ready.siteUrl}; ${connections} connections for ${durationSeconds} s`);
    const figures = new Map<string, { latencies: number[]; statuses: Record<string, number>; headerBytes: number }>(
      mix.map((r) => [r.name, { latencies: [], statuses: {}, headerBytes: 0 }]),
    );
    const byName = new Map(mix.map((r) => [r.name, r]));
    let sequence = 0;
    const users: LoadUser[] = ready.users;
    const request: AutocannonRequest = {
      setupRequest(base, context) {
        // Each row once first (so even a short run measures every kind of request), then at random by weight.
        const n = ++sequence;
        const row = n <= mix.length ? mix[n - 1] : pickRow(mix, Math.random());
        const ctx = { user: users[n % users.length], sequence: n, cursor: ready.cursor };
        context.row = row.name;
        context.started = process.hrtime.bigint();
        const body = row.body?.(ctx);
        return {
          ...base,
          method: row.method,
          path: row.path(ctx),
          headers: {
            [ROW_HEADER]: row.name,
            ...(row.signedIn ? { authorization: `Bearer ${ctx.user.token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        };
      },
      onResponse(status, body, context, headers) {
        const f = figures.get(String(context.row));
        if (!f) return;
        f.headerBytes += 'HTTP/1.1 200 OK\r\n\r\n'.length + Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
        f.latencies.push(Number(process.hrtime.bigint() - (context.started as bigint)) / 1e6);
        // A 429 counts as the limits at work only when it says when to retry and why, in Portuguese; else an error.
        const key = status !== 429 || isRateLimitAnswer(body, headers) ? String(status) : isStageThrottleAnswer(body, headers) ? STAGE_THROTTLED : '429 without Retry-After or message';
        f.statuses[key] = (f.statuses[key] ?? 0) + 1;
      },
    };

    const samples: { atSecond: number; memory: Memory }[] = [];
    const started = Date.now();
    const sampleEvery = Math.max(5, Math.round(durationSeconds / 10)) * 1000;
    let sampling = Promise.resolve();
    const sampler = setInterval(() => {
      sampling = sampling.then(async () => {
        const { memory } = await ask({ type: 'memory' }, 'memory');
        samples.push({ atSecond: Math.round((Date.now() - started) / 1000), memory });
        log(`  ${samples.at(-1)!.atSecond} s: heap ${memory.heapUsedMb} MB, external ${memory.externalMb} MB, rss ${memory.rssMb} MB`);
      });
    }, sampleEvery);
    const total = await new Promise<AutocannonResult>((resolve, reject) => {
      autocannon({ url: ready.siteUrl, connections, duration: durationSeconds, timeout: 30, requests: [request] }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    clearInterval(sampler);
    await sampling;
    const elapsed = durationSeconds;
    const finished = await ask({ type: 'finish' }, 'finished');

    const rows: RowFigures[] = mix.map((row) => {
      const f = figures.get(row.name)!;
      const count = (predicate: (status: number) => boolean) => Object.entries(f.statuses).reduce((sum, [s, n]) => sum + (predicate(Number(s)) ? n : 0), 0);
      const ok = count((s) => byName.get(row.name)!.ok.includes(s));
      const rateLimited = count((s) => s === 429);
      const stageThrottled = f.statuses[STAGE_THROTTLED] ?? 0;
      return {
        row: row.name,
        requests: f.latencies.length,
        requestsPerSecond: round(f.latencies.length / elapsed),
        latencyMs: { p50: round(percentile(f.latencies, 50)), p95: round(percentile(f.latencies, 95)), p99: round(percentile(f.latencies, 99)) },
        ok,
        rateLimited,
        stageThrottled,
        errors: f.latencies.length - ok - rateLimited - stageThrottled,
        statuses: f.statuses,
        headerBytes: f.latencies.length ? Math.round(f.headerBytes / f.latencies.length) : 0,
      };
    });
    const transportErrors = total.errors + total.timeouts;
    const requests = rows.reduce((s, r) => s + r.requests, 0);
    const signups = finished.costs['sign-up']?.statuses['201'] ?? 0;
    return {
      durationSeconds: elapsed,
      connections,
      requests,
      requestsPerSecond: round(requests / elapsed),
      rows,
      errors: rows.reduce((s, r) => s + r.errors, 0) + transportErrors,
      rateLimited: rows.reduce((s, r) => s + r.rateLimited, 0),
      stageThrottled: rows.reduce((s, r) => s + r.stageThrottled, 0),
      transportErrors,
      memory: { start: ready.memory, end: finished.memory, samples },
      integrityProblems: finished.integrityProblems,
      costs: finished.costs,
      // The sample caregiver, the load's signed-in caregivers and every sign-up the server accepted.
      caregivers: { expected: 1 + options.users + signups, found: finished.caregivers },
      serverLog,
    };
  } finally {
    if (!exited) server.kill();
    fs.closeSync(logFd);
  }
}

/** The load run as a table: one line per mix row, then the totals. */
export function formatLoadResult(r: LoadResult): string {
  const header = ['row', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ok', '429', '429 stage', 'errors'];
  const lines = r.rows.map((x) => [x.row, x.requests, x.requestsPerSecond, x.latencyMs.p50, x.latencyMs.p95, x.latencyMs.p99, x.ok, x.rateLimited, x.stageThrottled, x.errors].map(String));
  lines.push(['all', r.requests, r.requestsPerSecond, '', '', '', r.requests - r.rateLimited - r.stageThrottled - (r.errors - r.transportErrors), r.rateLimited, r.stageThrottled, r.errors].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const { start, end } = r.memory;
  return [
    fmt(header),
    ...lines.map(fmt),
    '',
    `${r.connections} connections, ${r.durationSeconds} s; connection errors and timeouts: ${r.transportErrors}`,
    `stack process memory after GC: heap ${start.heapUsedMb} → ${end.heapUsedMb} MB, external ${start.externalMb} → ${end.externalMb} MB, rss ${start.rssMb} → ${end.rssMb} MB`,
    `caregiver records: ${r.caregivers.found} (expected ${r.caregivers.expected}: sample + signed-in + accepted sign-ups)`,
    `integrity (test/reliability/integrity.ts): ${integritySummary(r.integrityProblems)}${r.integrityProblems.length ? `\n  ${r.integrityProblems.slice(0, 20).join('\n  ')}` : ''}`,
  ].join('\n');
}

/** Records whose state disagrees with itself are corrupted; everything else the check finds is missing (lost). */
export function integritySummary(problems: string[]): string {
  const corrupted = problems.filter((p) => /\bstatus\b|unknown plan/.test(p)).length;
  return `${problems.length - corrupted} lost, ${corrupted} corrupted`;
}
