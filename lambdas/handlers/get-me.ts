import { meOf } from '../domain/caregiver-me';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: meOf(caregiver) }));
