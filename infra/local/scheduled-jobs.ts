import { handlerName, scheduledJobs } from '../../lambdas/routes';
import type { FunctionLogs } from './function-logs';
import { localFunction } from './function-runner';

type Job = (event: unknown) => Promise<unknown>;

/**
 * Scheduled jobs from the route table, on timers (EventBridge schedules in AWS), each run with its needs'
 * variables (`values`: see localFunction). A run never overlaps the previous run of the same job; a failing run is
 * in the job's own log (it counts JobFailed) and the timer goes on. Without `timers`, a job runs only when `run` says.
 */
export function startScheduledJobs(values: Readonly<Record<string, string | undefined>>, logs?: FunctionLogs, timers = true) {
  // by the job's name (`send-alert-digests`), as `npm run job` and runJob name it
  const jobs = new Map(scheduledJobs.map((job) => [handlerName(job.handler), localFunction<Job>(values, job.handler, job.needs, logs)]));
  const call = async (name: string, event: unknown) => jobs.get(name)!(event);
  const running = new Set<string>();
  const intervals = (timers ? scheduledJobs : []).map((job) =>
    setInterval(() => {
      const name = handlerName(job.handler);
      if (running.has(name)) return;
      running.add(name);
      call(name, { source: 'local.scheduler' })
        .catch(() => undefined)
        .finally(() => running.delete(name));
    }, job.everyMinutes * 60_000).unref(),
  );
  return {
    run: async (name: string, event: unknown = {}) => {
      if (!jobs.has(name)) throw new Error(`unknown scheduled job ${name}`);
      return call(name, event);
    },
    stop: async () => intervals.forEach(clearInterval),
  };
}
