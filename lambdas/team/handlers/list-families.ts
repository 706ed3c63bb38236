import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { listAllFamilies } from '../../openings/store';
import { findFamilies } from '../families';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';

requireEnv('TABLE_NAME');

const query = z.strictObject({ nome: z.string().max(120, teamTexts.familySearchTooLong).optional() });

/** GET /api/equipe/familias?nome=: 'Famílias', by name, searched by name or id (accents and case ignored). */
export const handler = teamApiHandler({ query }, async ({ query }) => ({ body: await findFamilies(query.nome, listAllFamilies) }));
