import * as z from 'zod';
import { findEmailClaim } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { signInTimeOf } from '../../caregivers/sign-in-record';
import { consumeInviteLimit } from '../data/invite-limit';
import { inviteOperatorAudited, listOperatorRecords } from '../data/operator-table';
import { inviteOperatorUser, reinviteOperatorUser } from '../operators-pool-client';
import { inviteOperator, parseInvite } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('OPERATORS_USER_POOL_ID');

const body = z.strictObject({ email: z.unknown(), name: z.unknown(), role: z.unknown() });

/** POST /api/equipe/operadoras: 'Convidar operadora' (201), after a recent sign-in, within her daily limit. */
export const handler = teamApiHandler({ body }, async ({ body, caller, operator, event }) => ({
  statusCode: 201,
  body: await inviteOperator(
    { operatorId: caller().uid, operatorEmail: operator.email, signedInAt: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), ...parseInvite(body) },
    { isCaregiverEmail: async (email) => Boolean(await findEmailClaim(email)), listOperatorRecords, consumeInviteLimit, inviteUser: inviteOperatorUser, reinviteUser: reinviteOperatorUser, inviteAudited: inviteOperatorAudited },
  ),
}));
