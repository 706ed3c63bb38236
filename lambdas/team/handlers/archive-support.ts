import { getSupportMessage } from '../../support/store';
import { requireEnv } from '../../base/env';
import { archiveSupportMessage, checkSupportId } from '../support';
import { archiveSupportMessageAudited } from '../data/support-table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/atendimento/{id}/arquivo: 'Arquivar'. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await archiveSupportMessage({ operator: await operatorOf({ event, caller }), id: checkSupportId(pathParameters.id) }, { getMessage: getSupportMessage, archiveAudited: archiveSupportMessageAudited }),
}));
