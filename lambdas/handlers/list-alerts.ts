import { listAlerts } from '../data/alerts';
import { MAX_ALERTS_PER_CAREGIVER, toJobAlert } from '../domain/alerts';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = apiHandler({}, async ({ caller }) => ({
  body: { items: (await listAlerts(caller().uid)).map(toJobAlert), max: MAX_ALERTS_PER_CAREGIVER },
}));
