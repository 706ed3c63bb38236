import * as z from 'zod';
import { messages } from '../domain/messages';
import { apiHandler } from '../http/api-handler';
import { clientAddress } from '../http/client-address';
import { requestAccountDeletion } from '../services/account-deletion';
import type { AccountDeletionResponse } from '../../contract';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');

const body = z.strictObject({
  password: z.string({ error: messages.deletionPasswordRequired }).min(1, messages.deletionPasswordRequired).max(256, messages.deletionWrongPassword),
  confirm: z.literal(true, { error: messages.deletionConfirmRequired }),
});

/** 'Deletar Conta' (LGPD art. 18): the caregiver's password again and her confirmation; see docs/decisions/012. */
export const handler = apiHandler({ body }, async ({ body, caller, event }) => {
  const status = await requestAccountDeletion({ uid: caller().uid, password: body.password, clientAddress: clientAddress(event) });
  const answer: AccountDeletionResponse = { status, message: status === 'concluida' ? messages.deletionDone : messages.deletionInProgress };
  return { statusCode: status === 'concluida' ? 200 : 202, body: answer };
});
