import { handlerName, scheduledJobs } from '../lambdas/routes';
import { jobWaits } from '../lambdas/base/jobs/manual-run';
import { jobTexts } from './job-texts';

// `npm run job` reads these by the job's name: a scheduled job missing from either crashed the list (twice).
describe('npm run job knows every scheduled job', () => {
  const scheduled = scheduledJobs.map((job) => handlerName(job.handler)).sort();

  it('each scheduled job has its wait, and no wait is left for a job that is gone', () => {
    expect(Object.keys(jobWaits).sort()).toEqual(scheduled);
  });

  it('each scheduled job has its Portuguese summary, and no summary is left for a job that is gone', () => {
    expect(Object.keys(jobTexts.summaries).sort()).toEqual(scheduled);
  });
});
