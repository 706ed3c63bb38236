import * as z from 'zod';
import { listSupportMessagesFrom } from '../../support/store';
import { undeliverableReason } from '../../base/mail/undeliverable';
import { requireEnv } from '../../base/env';
import { listSupport } from '../support';
import { listSupportInbox } from '../data/support-table';
import { appendAudit } from '../data/table';
import { operatorOf } from '../operator';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/atendimento?cursor=|email=: the support messages, newest first, or those from one e-mail (recorded in the Registro). */
export const handler = teamApiHandler({ query: z.strictObject({ cursor: z.string().max(2048).optional(), email: z.string().max(300).optional() }) }, async ({ query, event, caller }) => ({
  body: await listSupport(
    { operator: await operatorOf({ event, caller }), query },
    { readInbox: listSupportInbox, listFrom: listSupportMessagesFrom, isUndeliverable: async (email) => (await undeliverableReason(email)) !== undefined, appendAudit },
  ),
}));
