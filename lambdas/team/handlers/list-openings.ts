import * as z from 'zod';
import { getFamilies, listAllFamilies } from '../../openings/store';
import { listFamilyOpenings } from '../../openings/store';
import { messages } from '../../base/messages';
import { requireEnv } from '../../base/env';
import { listTeamOpenings } from '../openings';
import { queryTeamOpenings } from '../data/opening-table';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';

requireEnv('TABLE_NAME');

const day = z.iso.date({ error: teamTexts.dayInvalid }).optional();
const query = z.strictObject({
  familia: z.string().max(120, teamTexts.familySearchTooLong).optional(),
  tipoProfissional: z.string().max(80, messages.tipoProfissionalInvalid).optional(),
  cidade: z.string().max(80, messages.cidadeInvalid).optional(),
  de: day,
  ate: day,
  situacao: z.enum(['abertas', 'encerradas'], { error: teamTexts.situationInvalid }).optional(),
  cursor: z.string().max(2048, messages.invalidCursor).optional(),
});

/** GET /api/equipe/vagas: the console's 'Vagas' table, newest first, searched by family (by name), Função, Cidade, days and situation. */
export const handler = teamApiHandler({ query }, async ({ query }) => ({
  body: await listTeamOpenings(query, { queryOpenings: queryTeamOpenings, listFamilyOpenings, getFamilies, listAllFamilies }),
}));
