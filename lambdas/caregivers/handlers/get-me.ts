import { meOf } from '../caregiver-me';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: meOf(caregiver) }));
