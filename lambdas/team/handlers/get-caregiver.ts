import { listAlerts } from '../../alerts/store';
import { getCaregiver } from '../../caregivers/store';
import { listAllNotices } from '../../notices/store';
import { requireEnv } from '../../base/env';
import { caregiverRecord, checkUid } from '../caregivers';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras/{uid}: her page (record, plan, alerts, notices), its opening recorded in the Registro. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await caregiverRecord({ operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid) }, { getCaregiver, listAlerts, listNotices: listAllNotices, appendAudit }),
}));
