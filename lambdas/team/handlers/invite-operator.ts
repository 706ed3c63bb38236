import * as z from 'zod';
import { findEmailClaim } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { inviteOperatorAudited, listOperatorRecords } from '../data/operator-table';
import { inviteOperatorUser, reinviteOperatorUser } from '../operators-pool-client';
import { inviteOperator, parseInvite } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('OPERATORS_USER_POOL_ID');

const body = z.strictObject({ email: z.unknown(), name: z.unknown(), role: z.unknown() });

/** POST /api/equipe/operadoras: 'Convidar operadora' (201). */
export const handler = teamApiHandler({ body }, async ({ body, caller, operator }) => ({
  statusCode: 201,
  body: await inviteOperator({ operatorId: caller().uid, operatorEmail: operator.email, ...parseInvite(body) }, { isCaregiverEmail: async (email) => Boolean(await findEmailClaim(email)), listOperatorRecords, inviteUser: inviteOperatorUser, reinviteUser: reinviteOperatorUser, inviteAudited: inviteOperatorAudited }),
}));
