import { findEmailClaim, findPhoneClaim, getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { caregiverSearchQuery, searchCaregivers } from '../caregiver-search';
import { queryCaregiverList } from '../data/caregiver-search-table';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras?busca=&plano=&situacao=&cadastroDe=&cadastroAte=&cursor=: 'Buscar cuidadora' (recorded). */
export const handler = teamApiHandler({ query: caregiverSearchQuery }, async ({ query, operator }) => ({
  body: await searchCaregivers({ operator: await operator(), query }, { findEmailClaim, findPhoneClaim, getCaregiver, queryList: queryCaregiverList, appendAudit }),
}));
