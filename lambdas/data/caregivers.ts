import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Caregiver, CepPosition, Location } from '../domain/caregiver';
import { accountNotActive } from '../domain/account-state';
import { conflict } from '../domain/errors';
import { messages } from '../domain/messages';
import { db, tableName } from './client';

// Keys: the only place that spells them.
export const caregiverKey = (uid: string) => ({ PK: `CAREGIVER#${uid}`, SK: 'PROFILE' });
export const phoneClaimKey = (phoneDigits: string) => ({ PK: `PHONE#${phoneDigits}`, SK: 'PHONE' });
export const emailClaimKey = (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

const ENTITY = 'caregiver';

/**
 * The account rule (lambdas/domain/account-state.ts) as a condition on the caregiver record: it exists and is not
 * marked for deletion. Writes that could outlive a deletion carry it, so they cannot land after the mark.
 */
export const ACTIVE_CAREGIVER = 'attribute_exists(PK) AND attribute_not_exists(deletionRequestedAt)';

/** The same condition as one item of a transaction that writes elsewhere (e.g. a new alert). */
export const activeCaregiverCheck = (uid: string) => ({ ConditionCheck: { TableName: tableName(), Key: caregiverKey(uid), ConditionExpression: ACTIVE_CAREGIVER } });

/** Why a write conditioned on ACTIVE_CAREGIVER was refused: 403 in Portuguese (no record, or being deleted). */
export async function refusalOfInactive(uid: string): Promise<Error> {
  const caregiver = await getCaregiver(uid);
  return accountNotActive(caregiver ? 'being-deleted' : 'no-caregiver');
}

function toItem(c: Caregiver) {
  return { ...caregiverKey(c.uid), entity: ENTITY, ...c };
}

function fromItem(item: Record<string, unknown>): Caregiver {
  const { PK: _pk, SK: _sk, entity: _entity, ...rest } = item;
  return rest as unknown as Caregiver;
}

/**
 * Writes the caregiver and claims their phone and e-mail in one transaction: either all three exist afterwards
 * or none does. A phone or e-mail already claimed is a conflict naming the field.
 */
export async function createCaregiverWithClaims(c: Caregiver): Promise<void> {
  const claim = { uid: c.uid, name: c.name, dataCadastro: c.dataCadastro };
  const notYet = 'attribute_not_exists(PK)';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toItem(c), ConditionExpression: notYet } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...phoneClaimKey(c.phone), entity: 'phone-claim', phone: c.phone, ...claim },
              ConditionExpression: notYet,
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailClaimKey(c.email), entity: 'email-claim', email: c.email.toLowerCase(), ...claim },
              ConditionExpression: notYet,
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = (i: number) => error.CancellationReasons?.[i]?.Code === 'ConditionalCheckFailed';
      if (failed(1)) throw conflict(messages.phoneTaken, 'phone');
      if (failed(2)) throw conflict(messages.emailTaken, 'email');
      if (failed(0)) throw conflict(messages.caregiverExists);
    }
    throw error;
  }
}

export async function getCaregiver(uid: string): Promise<Caregiver | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

export async function findPhoneClaim(phoneDigits: string): Promise<{ uid: string } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: phoneClaimKey(phoneDigits), ConsistentRead: true }));
  return Item ? { uid: String(Item.uid) } : undefined;
}

export async function findEmailClaim(email: string): Promise<{ uid: string } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailClaimKey(email), ConsistentRead: true }));
  return Item ? { uid: String(Item.uid) } : undefined;
}

export const updateLastLocation = (uid: string, location: Location) => setPosition(uid, 'lastLocation', location);
export const updateCepPosition = (uid: string, position: CepPosition) => setPosition(uid, 'cepPosition', position);

async function setPosition(uid: string, attribute: 'lastLocation' | 'cepPosition', location: Location | CepPosition): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: `SET ${attribute} = :loc`,
        ConditionExpression: ACTIVE_CAREGIVER,
        ExpressionAttributeValues: { ':loc': location },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw await refusalOfInactive(uid);
    throw error;
  }
}

export interface Claims {
  phone?: { uid: string; phone: string; name?: string; dataCadastro?: string };
  email?: { uid: string; email: string; name?: string; dataCadastro?: string };
}

/** The phone and e-mail claims of a caregiver (for her data export and her deletion). */
export async function getClaims(phoneDigits: string, email: string): Promise<Claims> {
  const read = (Key: Record<string, string>) => db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  const [phone, mail] = await Promise.all([read(phoneClaimKey(phoneDigits)), read(emailClaimKey(email))]);
  const base = (item: Record<string, unknown>) => ({
    uid: String(item.uid),
    ...(item.name ? { name: String(item.name) } : {}),
    ...(item.dataCadastro ? { dataCadastro: String(item.dataCadastro) } : {}),
  });
  return {
    ...(phone.Item ? { phone: { ...base(phone.Item), phone: String(phone.Item.phone) } } : {}),
    ...(mail.Item ? { email: { ...base(mail.Item), email: String(mail.Item.email) } } : {}),
  };
}

/**
 * Deletes the caregiver record (its last location with it) and the phone and e-mail claims that are still
 * hers, in one transaction; afterwards the same phone and e-mail can sign up again. Deleting again is a no-op.
 */
export async function deleteCaregiverWithClaims(uid: string, phoneDigits: string, email: string): Promise<void> {
  const claims = await getClaims(phoneDigits, email);
  const hers = [claims.phone?.uid === uid ? phoneClaimKey(phoneDigits) : undefined, claims.email?.uid === uid ? emailClaimKey(email) : undefined];
  const mine = 'attribute_not_exists(PK) OR uid = :uid';
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: caregiverKey(uid) } },
        ...hers
          .filter((key) => key !== undefined)
          .map((Key) => ({ Delete: { TableName: tableName(), Key, ConditionExpression: mine, ExpressionAttributeValues: { ':uid': uid } } })),
      ],
    }),
  );
}
