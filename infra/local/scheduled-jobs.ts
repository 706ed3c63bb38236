import { scheduledJobs } from '../../lambdas/routes';
import { localFunction } from './function-runner';

type Job = (event: unknown) => Promise<unknown>;

/**
 * Scheduled jobs from the route table, on timers (EventBridge schedules in AWS), each run with its needs'
 * variables (`values`: see localFunction). A run never overlaps the previous run of the same job; a failing run is
 * logged and the timer goes on.
 */
export function startScheduledJobs(values: Readonly<Record<string, string | undefined>>) {
  const jobs = new Map(scheduledJobs.map((job) => [job.handler, localFunction<Job>(values, 'jobs', job.handler, job.needs)]));
  const call = async (handler: string, event: unknown) => jobs.get(handler)!(event);
  const running = new Set<string>();
  const timers = scheduledJobs.map((job) =>
    setInterval(() => {
      if (running.has(job.handler)) return;
      running.add(job.handler);
      call(job.handler, { source: 'local.scheduler' })
        .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'scheduled job failed', job: job.handler, error: String(error) })))
        .finally(() => running.delete(job.handler));
    }, job.everyMinutes * 60_000).unref(),
  );
  return {
    run: async (handler: string, event: unknown = {}) => {
      if (!jobs.has(handler)) throw new Error(`unknown scheduled job ${handler}`);
      return call(handler, event);
    },
    stop: async () => timers.forEach(clearInterval),
  };
}
