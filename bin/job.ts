/**
 * Engineers and operators: `npm run job -- <name> [--now] [--local]` runs a scheduled job now, as its schedule
 * would; without a name it lists the jobs, how often each runs and how long it waits. The job's own code runs in
 * this process: against AWS with the operator's credentials and the function's variables from the environment
 * (TABLE_NAME, SITE_URL, ...), or with `--local` against a running `npm run dev`. `--now` sets the job's wait to 0
 * (`jobWaits` in lambdas/base/jobs/manual-run.ts). Exit code 0 ran, 1 usage or failure.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import type { LocalPool } from '../infra/local/cognito-pool';
import { localFunction } from '../infra/local/function-runner';
import { devStackEndpoints, localHandlerEnv } from '../infra/local/settings';
import { handlerName, scheduledJobs } from '../lambdas/routes';
import { jobWaits, manualRunEvent, type OnDemandJob } from '../lambdas/base/jobs/manual-run';
import { jobTexts as t } from './job-texts';
import { DEV_STATE_DIR, pointAtLocalStack, runCli } from './operator-cli';
import { rematchCommand } from './rematch-openings';

const OPTIONS = ['--now', '--local'];

export function jobList(): string {
  const minutes = (ms: number) => String(ms / 60_000).replace('.', ',');
  return [
    t.usage,
    '',
    t.heading,
    ...scheduledJobs.map((job) => {
      const name = handlerName(job.handler) as OnDemandJob;
      return t.line(name, job.everyMinutes, t.waits(minutes(jobWaits[name].ms)), t.summaries[name]);
    }),
    '',
    ...t.flags,
  ].join('\n');
}

/** `npm run dev`'s environment: its fixed ports and the user pool it created (in its state folder). */
function localEnv(stateDir: string): Record<string, string> | undefined {
  const stateFile = path.join(stateDir, 'state.json');
  if (!fs.existsSync(stateFile)) return undefined;
  const pool = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as LocalPool;
  const sitePort = process.env.PORT ? Number(process.env.PORT) : undefined;
  return {
    ...localHandlerEnv(devStackEndpoints(sitePort)),
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    USER_POOL_SERVER_CLIENT_ID: pool.userPoolServerClientId,
  };
}

/** `--local`: the process talks to `npm run dev`; false (said) when it is not running. */
function useLocalStack(stateDir: string, out: Pick<Console, 'error'>): boolean {
  const env = localEnv(stateDir);
  if (!env) out.error(t.noLocalStack(stateDir));
  else pointAtLocalStack(env);
  return env !== undefined;
}

export async function jobCommand(argv: string[], out: Pick<Console, 'log' | 'error'> = console, stateDir = DEV_STATE_DIR): Promise<number> {
  const name = argv.find((a) => !a.startsWith('--'));
  if (!name) {
    out.log(jobList());
    return 0;
  }
  if (name === 'rematch-openings') return rematchCommand(argv, out, () => useLocalStack(stateDir, out));
  const job = scheduledJobs.find((j) => handlerName(j.handler) === name);
  const badOption = argv.find((a) => a.startsWith('--') && !OPTIONS.includes(a));
  if (!job || !(name in jobWaits) || badOption) {
    out.error(job ? t.unknownOption(badOption!) : t.unknownJob(name));
    out.error(jobList());
    return 1;
  }
  const local = argv.includes('--local');
  const now = argv.includes('--now');
  if (local && !useLocalStack(stateDir, out)) return 1;
  out.log(t.running(name, local ? t.whereLocal : t.whereAws, now));
  // Loaded only now: a job reads its settings when its module loads. Locally, with only its needs' variables, as the stack runs it.
  type Job = (event: unknown) => Promise<unknown>;
  const handler = local
    ? localFunction<Job>(process.env, job.handler, job.needs)
    : ((await import(path.join(__dirname, '..', 'lambdas', job.handler))) as { handler: Job }).handler;
  const result = await handler(manualRunEvent(name as OnDemandJob, { now }));
  out.log(t.result(JSON.stringify(result)));
  return 0;
}

if (require.main === module) runCli((argv) => jobCommand(argv));
