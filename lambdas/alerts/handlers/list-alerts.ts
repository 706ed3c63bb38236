import type { AlertsResponse } from '../../../contract';
import { listAlerts } from '../data/alerts';
import { MAX_ALERTS_PER_CAREGIVER, toJobAlert } from '../alerts';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ uid }) => ({
  body: { items: (await listAlerts(uid)).map(toJobAlert), max: MAX_ALERTS_PER_CAREGIVER } satisfies AlertsResponse,
}));
