import { requireEnv } from '../env';
import { jobHandler } from '../jobs/job-handler';
import { undeliverableAddresses, type SnsEvent } from '../mail/ses-events';
import { markUndeliverable } from '../mail/undeliverable';
import { countMetric, log } from '../observability/observability';
import { metricNames } from '../observability/metric-names';

requireEnv('TABLE_NAME');

/**
 * SES's bounce and complaint events (configuration set → SNS → here; the local SES stand-in's mailbox simulator
 * locally): each address is marked undeliverable, so no digest, account e-mail or support reply of ours goes to it
 * again. Marking is idempotent: an event delivered twice changes nothing twice. A failure throws (JobFailed): SNS
 * invokes us asynchronously, so Lambda retries twice and then leaves the event in the dead-letter queue, which
 * alarms (infra/cdk/email.ts).
 */
export const handler = jobHandler('base/handlers/ses-events', async (event: SnsEvent) => {
  const found = undeliverableAddresses(event);
  for (const address of found) {
    await markUndeliverable(address.email, address.reason, address.at);
    countMetric(address.reason === 'bounce' ? metricNames.emailsBounced : metricNames.emailsComplained);
    log().info('address marked undeliverable', { reason: address.reason, messageId: address.messageId });
  }
  return { marked: found.length };
});
