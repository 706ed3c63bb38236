import { nameBody, renameCaregiver } from '../caregiver-name';
import { updateUserName } from '../cognito';
import { updateCaregiverName } from '../data/caregivers';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** PUT /api/me/nome: 'Alterar nome' on Minha Conta (the table and Cognito agree); answers her `Me`. */
export const handler = signedInHandler({ body: nameBody }, async ({ body, caregiver }) => ({
  body: await renameCaregiver(caregiver, body.name, { renameUser: updateUserName, renameCaregiver: updateCaregiverName }),
}));
