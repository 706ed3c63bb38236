import { listAlerts } from '../../alerts/store';
import { getCaregiver } from '../../caregivers/store';
import { listAllNotices } from '../../notices/store';
import { requireEnv } from '../../base/env';
import { caregiverRecord, checkUid } from '../caregivers';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras/{uid}: her page (record, plan, alerts, notices). */
export const handler = teamApiHandler({}, async ({ pathParameters }) => ({
  body: await caregiverRecord(checkUid(pathParameters.uid), { getCaregiver, listAlerts, listNotices: listAllNotices }),
}));
