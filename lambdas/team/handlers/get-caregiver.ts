import { listAlerts } from '../../data/alerts';
import { getCaregiver } from '../../data/caregivers';
import { listAllNotices } from '../../data/notices';
import { requireEnv } from '../../env';
import { caregiverRecord, checkUid } from '../caregivers';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/cuidadoras/{uid}: her page (record, plan, alerts, notices). */
export const handler = teamApiHandler({}, async ({ pathParameters }) => ({
  body: await caregiverRecord(checkUid(pathParameters.uid), { getCaregiver, listAlerts, listNotices: listAllNotices }),
}));
