import { findEmailClaim, findPhoneClaim, getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { caregiverSearchQuery, searchCaregivers } from '../caregiver-search';
import { queryCaregiverList } from '../data/caregiver-search-table';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras?busca=&plano=&situacao=&cadastroDe=&cadastroAte=&cursor=: 'Buscar cuidadora' (recorded). */
export const handler = teamApiHandler({ query: caregiverSearchQuery }, async ({ query, event, caller }) => ({
  body: await searchCaregivers({ operator: await operatorOf({ event, caller }), query }, { findEmailClaim, findPhoneClaim, getCaregiver, queryList: queryCaregiverList, appendAudit }),
}));
