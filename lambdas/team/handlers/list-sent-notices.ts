import { requireEnv } from '../../base/env';
import { listNoticeSends } from '../data/notice-table';
import { teamNoticeView } from '../notices';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/avisos: the 50 notices sent last, newest first, with their progress. */
export const handler = teamApiHandler({}, async () => ({
  body: { items: (await listNoticeSends()).map(teamNoticeView) },
}));
