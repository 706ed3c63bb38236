import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_CAREGIVER, caregiverKey, getCaregiver, refusalOfInactive } from '../../caregivers/store';
import { db, tableName } from '../../base/table/client';
import type { OpenCheckout } from '../pix-state';

/**
 * Her one open Pix checkout (`pixCheckout` on her record; docs/decisions/073-pix.md). Taken by a conditional write
 * before Stripe is asked, so of two 'Continuar' at once only one creates a session; both writes bump
 * `subscriptionVersion`, so a webhook that read her record before them recomputes instead of overwriting them.
 */
const bump = 'subscriptionVersion = if_not_exists(subscriptionVersion, :zero) + :one';

/**
 * Takes the slot with a pending claim (no session yet) unless an open checkout holds it, or (`replacing`) unless it
 * holds another than that session (she chose another plan or way: the old one is expired). False: someone else holds it.
 */
export async function claimOpenCheckout(uid: string, claim: OpenCheckout, now: number, replacing?: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: `SET pixCheckout = :c, ${bump}`,
        ConditionExpression: `${ACTIVE_CAREGIVER} AND (attribute_not_exists(pixCheckout) OR pixCheckout.expiresAt <= :now${replacing ? ' OR pixCheckout.sessionId = :old' : ''})`,
        ExpressionAttributeValues: { ':c': claim, ':now': now, ':zero': 0, ':one': 1, ...(replacing ? { ':old': replacing } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const current = await getCaregiver(uid);
    if (!current || current.deletionRequestedAt) throw await refusalOfInactive(uid);
    return false;
  }
}

/** Puts the created session in the slot, if the claim is still the one taken. */
export async function fillOpenCheckout(uid: string, claimId: string, session: OpenCheckout): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: caregiverKey(uid),
      UpdateExpression: `SET pixCheckout = :s, ${bump}`,
      ConditionExpression: `${ACTIVE_CAREGIVER} AND pixCheckout.sessionId = :claim`,
      ExpressionAttributeValues: { ':s': session, ':claim': claimId, ':zero': 0, ':one': 1 },
    }),
  );
}

export async function readOpenCheckout(uid: string): Promise<OpenCheckout | undefined> {
  return (await getCaregiver(uid))?.pixCheckout;
}
