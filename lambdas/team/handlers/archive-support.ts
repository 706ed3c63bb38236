import { getSupportMessage } from '../../support/store';
import { requireEnv } from '../../base/env';
import { archiveSupportMessage, checkSupportId } from '../support';
import { archiveSupportMessageAudited } from '../data/support-table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** POST /api/equipe/atendimento/{id}/arquivo: 'Arquivar'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller }) => ({
  body: await archiveSupportMessage({ operatorId: caller().uid, id: checkSupportId(pathParameters.id) }, { getMessage: getSupportMessage, archiveAudited: archiveSupportMessageAudited }),
}));
