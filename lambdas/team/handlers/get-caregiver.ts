import { listAlerts } from '../../alerts/store';
import { getCaregiver } from '../../caregivers/store';
import { listAllNotices } from '../../notices/store';
import { listSupportMessagesFrom } from '../../support/store';
import { subscriptionFacts } from '../../subscriptions/stripe-billing';
import { undeliverableReason } from '../../base/mail/undeliverable';
import { requireEnv } from '../../base/env';
import { checkUid } from '../caregivers';
import { caregiverRecord } from '../caregiver-record';
import { isEmailUnconfirmed } from '../data/caregiver-facts';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras/{uid}: her page (plan and dates, city, alerts, notices, support messages, e-mail state), its opening recorded. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await caregiverRecord({ operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid) }, {
    getCaregiver,
    listAlerts,
    listNotices: listAllNotices,
    isEmailUnconfirmed,
    isUndeliverable: async (email) => (await undeliverableReason(email)) !== undefined,
    listSupportFrom: listSupportMessagesFrom,
    subscription: subscriptionFacts,
    appendAudit,
  }),
}));
