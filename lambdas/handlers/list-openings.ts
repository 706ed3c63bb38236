import * as z from 'zod';
import { listOpeningsPage } from '../data/openings';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

const query = z.object({
  limit: z.coerce.number({ error: 'O limite deve ser um número entre 1 e 50.' }).int().min(1).max(50, 'O limite deve ser um número entre 1 e 50.').default(20),
  cursor: z.string().max(2048).optional(),
});

export const handler = apiHandler({ query }, async ({ query: { limit, cursor } }) => ({
  body: await listOpeningsPage({ limit, cursor }),
}));
