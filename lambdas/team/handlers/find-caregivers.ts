import * as z from 'zod';
import type { TeamCaregiverSearch } from '../../../contract/team';
import { findEmailClaim, findPhoneClaim, getCaregiver } from '../../data/caregivers';
import { requireEnv } from '../../env';
import { findCaregivers, parseSearch } from '../caregivers';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras?busca=: the caregiver an e-mail or phone names. */
export const handler = teamApiHandler({ query: z.strictObject({ busca: z.string().max(300).optional() }) }, async ({ query }) => ({
  body: { items: await findCaregivers(parseSearch(query.busca), { findEmailClaim, findPhoneClaim, getCaregiver }) } satisfies TeamCaregiverSearch,
}));
