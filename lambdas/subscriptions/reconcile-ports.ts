import { Logger } from '@aws-lambda-powertools/logger';
import { SERVICE_NAME } from '../base/observability/metric-names';
import { accountStateOf } from '../caregivers/account-state';
import { getCaregiver } from '../caregivers/store';
import { findUidByStripeCustomer, processSubscriptionEvent, subscriptionStateOf } from './data/subscriptions';
import type { PixReconcilePorts } from './pix-reconciliation';
import type { ReconcilePorts } from './reconciliation';
import { allSubscriptions, paidPixSessions } from './stripe-billing';
import { cancelSubscriptionNow } from './stripe';
import { giveBackPix } from './pix-give-back';
import { pixGiveBackPorts } from './pix-give-back-ports';

const logger = new Logger({ serviceName: SERVICE_NAME });

/** Stripe and the table for the nightly reconciliation; each difference is logged (Stripe's ids only: no uid, no e-mail). */
export const reconcilePorts: ReconcilePorts & PixReconcilePorts = {
  pixPayments: paidPixSessions,
  subscriptions: allSubscriptions,
  findUidByCustomer: findUidByStripeCustomer,
  async stateOf(uid) {
    const caregiver = await getCaregiver(uid);
    return caregiver && accountStateOf(caregiver) === 'active' ? subscriptionStateOf(caregiver) : undefined;
  },
  apply: processSubscriptionEvent,
  report: (difference) => logger.warn('stripe subscription out of sync with the table', { ...difference }),
  reportPix: (difference) => logger.warn('stripe one-off pix payment out of sync with the table', { ...difference }),
  cancelNow: cancelSubscriptionNow,
  giveBackPix: (sessionId, paid) => giveBackPix(sessionId, pixGiveBackPorts, paid),
  now: () => Math.floor(Date.now() / 1000),
};
