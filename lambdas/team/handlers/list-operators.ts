import { requireEnv } from '../../base/env';
import { listOperatorRecords } from '../data/operator-table';
import { operatorTotpEnabled } from '../operators-pool-client';
import { listOperators } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('OPERATORS_USER_POOL_ID');

/** GET /api/equipe/operadoras: 'Operadoras' (name, e-mail, role, TOTP state). */
export const handler = teamApiHandler({}, async ({ caller }) => ({
  body: await listOperators(caller().uid, { listOperatorRecords, totpEnabled: operatorTotpEnabled }),
}));
