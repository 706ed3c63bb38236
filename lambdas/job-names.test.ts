import fs from 'node:fs';
import path from 'node:path';
import { cognitoTriggers, emailEventConsumers, scheduledJobs, tableStreamConsumers } from './routes';

/**
 * A job's `Job` dimension (JobFailed) is the path it gives jobHandler / triggerHandler; the alarms in CDK name the
 * route table's handler path. They must be the same string, or the alarm watches a metric nobody writes.
 */
describe('job names in metrics', () => {
  it.each([...scheduledJobs, ...tableStreamConsumers, ...emailEventConsumers, ...Object.values(cognitoTriggers)].map((h) => h.handler))('%s names itself by its handler path', (handler) => {
    const source = fs.readFileSync(path.join(__dirname, `${handler}.ts`), 'utf8');
    expect(source).toMatch(new RegExp(`(jobHandler|triggerHandler)\\('${handler}'`));
  });
});
