import * as z from 'zod';
import { sendSupportReply } from '../../base/mail/ses';
import { getSupportMessage } from '../../support/store';
import { requireEnv } from '../../base/env';
import { checkSupportId, parseReply, replyToSupportMessage } from '../support';
import { markSupportReplySent, storeSupportReplyAudited } from '../data/support-table';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');
requireEnv('MAIL_FROM');
requireEnv('SUPPORT_INBOX');

const body = z.strictObject({ resposta: z.string({ error: teamTexts.support.replyRequired }).optional() });

/** POST /api/equipe/atendimento/{id}/resposta: 'Responder' (503 in Portuguese, reply kept as not sent, if SES fails). */
export const handler = teamApiHandler({ body, maxBodyBytes: 32 * 1024 }, async ({ pathParameters, body, event, caller }) => ({
  body: await replyToSupportMessage(
    { operator: await operatorOf({ event, caller }), id: checkSupportId(pathParameters.id), reply: parseReply(body.resposta) },
    { getMessage: getSupportMessage, storeReplyAudited: storeSupportReplyAudited, send: sendSupportReply, markSent: markSupportReplySent },
  ),
}));
