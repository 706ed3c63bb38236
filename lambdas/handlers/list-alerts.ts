import type { AlertsResponse } from '../../contract';
import { listAlerts } from '../data/alerts';
import { MAX_ALERTS_PER_CAREGIVER, toJobAlert } from '../domain/alerts';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ uid }) => ({
  body: { items: (await listAlerts(uid)).map(toJobAlert), max: MAX_ALERTS_PER_CAREGIVER } satisfies AlertsResponse,
}));
