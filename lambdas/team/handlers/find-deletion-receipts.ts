import * as z from 'zod';
import { deletionReceiptsByCode, deletionReceiptsOf } from '../../account/deletion-receipts';
import { requireEnv } from '../../base/env';
import { lookUpDeletionReceipts } from '../deletion-receipt-lookup';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/recibos-de-exclusao?busca=: 'Recibo de exclusão' (read-only). */
export const handler = teamApiHandler({ query: z.strictObject({ busca: z.string().max(300).optional() }) }, async ({ query }) => ({
  body: await lookUpDeletionReceipts(query.busca, { byEmail: deletionReceiptsOf, byCode: deletionReceiptsByCode }),
}));
