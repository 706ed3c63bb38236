import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { noticeReads } from '../data/notice-table';
import { noticeReach, parseTarget } from '../notices';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

const text = z.string().max(300).optional();
const query = z.strictObject({ destinatarias: text, cuidadora: text, tipoDeCadastro: text, cidade: text });

/** GET /api/equipe/avisos/alcance: 'Será enviado para N cuidadora(s)', by the fan-out's own rule. */
export const handler = teamApiHandler({ query }, async ({ query }) => ({
  body: await noticeReach(parseTarget(query), noticeReads),
}));
