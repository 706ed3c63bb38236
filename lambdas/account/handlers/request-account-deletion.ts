import * as z from 'zod';
import { messages } from '../../base/messages';
import { signedInHandler } from '../../caregivers/signed-in';
import { clientAddress } from '../../base/http/client-address';
import { checkDeletionPassword, requestAccountDeletion } from '../delete-account';
import type { AccountDeletionPasswordChecked, AccountDeletionResponse } from '../../../contract';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');

const body = z.strictObject({
  password: z.string({ error: messages.deletionPasswordRequired }).min(1, messages.deletionPasswordRequired).max(256, messages.deletionWrongPassword),
  // false: only her password is checked (the page asks before its final confirmation); true: the deletion.
  confirm: z.boolean({ error: messages.deletionConfirmRequired }),
});

/** 'Deletar Conta' (LGPD art. 18): the caregiver's password again and her confirmation; see docs/decisions/012. */
// An account whose deletion is under way may ask again: that resumes the deletion (the token outlives sign-in).
export const handler = signedInHandler({ body, accepts: 'active-or-being-deleted', beforeConsent: true }, async ({ body, caregiver, event }) => {
  if (!body.confirm) {
    await checkDeletionPassword({ caregiver, password: body.password, clientAddress: clientAddress(event) });
    return { statusCode: 200, body: { passwordChecked: true } satisfies AccountDeletionPasswordChecked };
  }
  const status = await requestAccountDeletion({ caregiver, password: body.password, clientAddress: clientAddress(event) });
  const answer: AccountDeletionResponse = { status, message: status === 'concluida' ? messages.deletionDone : messages.deletionInProgress };
  return { statusCode: status === 'concluida' ? 200 : 202, body: answer };
});
