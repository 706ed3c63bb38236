import type { Health } from '../../../contract';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler({}, async () => ({ body: { status: 'ok' } satisfies Health }));
