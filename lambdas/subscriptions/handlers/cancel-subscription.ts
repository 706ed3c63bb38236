import * as z from 'zod';
import { cancelSubscription } from '../billing';
import { cancelSubscriptionNow } from '../stripe';
import { recordWithdrawal } from '../data/subscriptions';
import { stripeBilling } from '../stripe-billing';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';
import { countMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** No choice is the client's: the server decides between a refund and the period's end. */
const body = z.strictObject({});

export const handler = signedInHandler({ body }, async ({ caregiver }) => ({ body: await cancelSubscription(caregiver, { ...stripeBilling, cancelNow: cancelSubscriptionNow, recordWithdrawal, refundFailed: () => countMetric(metricNames.refundsFailed) }) }));
