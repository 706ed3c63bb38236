import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Caregiver, CepPosition, Location } from '../caregiver';
import type { Consent } from '../../../contract';
import { accountNotActive } from '../account-state';
import { conflict } from '../../base/errors';
import { messages } from '../../base/messages';
import { caregiverCounts, counterUpdates } from '../../base/counters/counters';
import { caregiverIndexFields } from './caregiver-index';
import { db, tableName } from '../../base/table/client';

// Keys: the only place that spells them.
export const caregiverKey = (uid: string) => ({ PK: `CAREGIVER#${uid}`, SK: 'PROFILE' });
export const phoneClaimKey = (phoneDigits: string) => ({ PK: `PHONE#${phoneDigits}`, SK: 'PHONE' });
export const emailClaimKey = (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

const ENTITY = 'caregiver';
/** The sparse GSI2 queue of sign-ups whose e-mail is not confirmed yet, oldest first (the expiry job reads it). */
export const UNCONFIRMED = 'UNCONFIRMED-SIGNUP';
/** True for the record of a sign-up whose e-mail is not confirmed yet (queued for the expiry job). */
export const isUnconfirmedSignupItem = (item: Record<string, unknown>) => item.GSI2PK === UNCONFIRMED;
/**
 * The segment rule's 'can receive notices' (team notice-segments `reachable`), read from her record: confirmed (not
 * queued, no TTL of an older sign-up) and no deletion asked for. The reach counters and the fan-out both use it.
 */
export const isReachableCaregiverItem = (item: Record<string, unknown>) => item.deletionRequestedAt === undefined && item.expiresAt === undefined && !isUnconfirmedSignupItem(item);
/** Her record as the counters read it (base counters `ReachState` and `PlanState`: the plan, how she pays, the reach). */
export const reachStateOfItem = (item: Record<string, unknown>) => ({
  tipodeconta: String(item.tipodeconta ?? ''),
  ...(typeof item.formaDePagamento === 'string' ? { formaDePagamento: item.formaDePagamento } : {}),
  dataCadastro: String(item.dataCadastro ?? ''),
  reachable: isReachableCaregiverItem(item),
});
/** The record's optimistic version (`subscriptionVersion`: plan changes, deletion requests and confirmations move it) as a condition. */
export const versionAsRead = (item: Record<string, unknown>) => (item.subscriptionVersion === undefined ? 'attribute_not_exists(subscriptionVersion)' : 'subscriptionVersion = :seen');
const unconfirmedIndexKey = (c: Pick<Caregiver, 'dataCadastro' | 'uid'>) => ({ GSI2PK: UNCONFIRMED, GSI2SK: `${c.dataCadastro}#${c.uid}` });

/**
 * The account rule (lambdas/caregivers/account-state.ts) as a condition on the caregiver record: it exists and is not
 * marked for deletion. Writes that could outlive a deletion carry it, so they cannot land after the mark.
 */
export const ACTIVE_CAREGIVER = 'attribute_exists(PK) AND attribute_not_exists(deletionRequestedAt)';

/** The same condition as one item of a transaction that writes elsewhere (e.g. a new alert). */
export const activeCaregiverCheck = (uid: string) => ({ ConditionCheck: { TableName: tableName(), Key: caregiverKey(uid), ConditionExpression: ACTIVE_CAREGIVER } });

/**
 * 'Alterar nome': her record (with the team's search field) and both claims, which repeat her name, in one
 * transaction; only while her account is active and the claims are hers.
 */
export async function updateCaregiverName(c: Pick<Caregiver, 'uid' | 'phone' | 'email' | 'dataCadastro'>, name: string): Promise<void> {
  const claim = (Key: Record<string, string>) => ({
    Update: { TableName: tableName(), Key, UpdateExpression: 'SET #n = :name', ConditionExpression: 'uid = :uid', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':name': name, ':uid': c.uid } },
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: caregiverKey(c.uid),
              UpdateExpression: 'SET #n = :name, nomeBusca = :busca',
              ConditionExpression: ACTIVE_CAREGIVER,
              ExpressionAttributeNames: { '#n': 'name' },
              ExpressionAttributeValues: { ':name': name, ':busca': caregiverIndexFields({ ...c, name }).nomeBusca },
            },
          },
          claim(phoneClaimKey(c.phone)),
          claim(emailClaimKey(c.email)),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') throw await refusalOfInactive(c.uid);
    throw error;
  }
}

/** Why a write conditioned on ACTIVE_CAREGIVER was refused: 403 in Portuguese (no record, or being deleted). */
export async function refusalOfInactive(uid: string): Promise<Error> {
  const caregiver = await getCaregiver(uid);
  return accountNotActive(caregiver ? 'being-deleted' : 'no-caregiver');
}

function toItem(c: Caregiver) {
  return { ...caregiverKey(c.uid), entity: ENTITY, ...c, ...caregiverIndexFields(c) };
}

export function caregiverFromItem(item: Record<string, unknown>): Caregiver {
  const { PK: _pk, SK: _sk, entity: _entity, GSI1PK: _l, GSI1SK: _ls, nomeBusca: _n, GSI2PK: _g, GSI2SK: _gs, expiresAt: _e, ...rest } = item;
  return rest as unknown as Caregiver;
}

/**
 * Writes the caregiver and claims their phone and e-mail in one transaction: either all three exist afterwards
 * or none does. A phone or e-mail already claimed is a conflict naming the field. With `unconfirmedUntil` (a
 * sign-up whose e-mail is not confirmed yet) the record is queued for the expiry job, until `markSignupConfirmed`.
 * None of the three carries a TTL: the job, which finds them by that queue, is what removes them (with the Cognito
 * user and the counts); a TTL deletion racing it would leave both behind (docs/decisions/031-ttl-and-recount.md).
 */
export async function createCaregiverWithClaims(c: Caregiver, unconfirmedUntil?: Date): Promise<void> {
  const claim = { uid: c.uid, name: c.name, dataCadastro: c.dataCadastro };
  const notYet = 'attribute_not_exists(PK)';
  const item = { ...toItem(c), ...(unconfirmedUntil ? unconfirmedIndexKey(c) : {}) };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: notYet } },
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
          ...counterUpdates(caregiverCounts({ ...c, reachable: isReachableCaregiverItem(item) }, 1)),
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
  return Item ? caregiverFromItem(Item) : undefined;
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

const setPosition = (uid: string, attribute: 'lastLocation' | 'cepPosition', location: Location | CepPosition) =>
  updateWhileActive(uid, `SET ${attribute} = :loc`, { ':loc': location });

/** The welcome dialog dismissed: the first time is kept (a second dismissal changes nothing); only while active. */
export const markWelcomeDismissed = (uid: string, at: Date) =>
  updateWhileActive(uid, 'SET welcomeDismissedAt = if_not_exists(welcomeDismissedAt, :at)', { ':at': at.toISOString() });

/** One update of her record, only while her account is active (else the refusal that says why). */
async function updateWhileActive(uid: string, UpdateExpression: string, ExpressionAttributeValues: Record<string, unknown>): Promise<void> {
  try {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression, ConditionExpression: ACTIVE_CAREGIVER, ExpressionAttributeValues }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw await refusalOfInactive(uid);
    throw error;
  }
}

/** Appends one consent to her list (creating it for records from before consents were kept); only while active. */
export async function appendConsent(uid: string, consent: Consent): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: 'SET consentimentos = list_append(if_not_exists(consentimentos, :none), :one)',
        ConditionExpression: ACTIVE_CAREGIVER,
        ExpressionAttributeValues: { ':none': [], ':one': [consent] },
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
  const [claims, { Item: caregiver }] = await Promise.all([getClaims(phoneDigits, email), db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid), ConsistentRead: true }))]);
  const hers = [claims.phone?.uid === uid ? phoneClaimKey(phoneDigits) : undefined, claims.email?.uid === uid ? emailClaimKey(email) : undefined];
  const mine = 'attribute_not_exists(PK) OR uid = :uid';
  // The record read is the one removed (so the overview's counters lose exactly her), or it was already gone.
  // Its version as read too: a confirmation, plan change or deletion request in between (each moves it) changes the reach counted.
  const record = caregiver ? { ConditionExpression: `attribute_exists(PK) AND ${versionAsRead(caregiver)}` } : { ConditionExpression: 'attribute_not_exists(PK)' };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: caregiverKey(uid), ...record, ...(caregiver?.subscriptionVersion === undefined ? {} : { ExpressionAttributeValues: { ':seen': caregiver.subscriptionVersion } }) } },
          ...hers
            .filter((key) => key !== undefined)
            .map((Key) => ({ Delete: { TableName: tableName(), Key, ConditionExpression: mine, ExpressionAttributeValues: { ':uid': uid } } })),
          ...(caregiver ? counterUpdates(caregiverCounts(reachStateOfItem(caregiver), -1)) : []),
        ],
      }),
    );
  } catch (error) {
    // Removed (or written) by someone else between the read and the write: start again from what is there now.
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return deleteCaregiverWithClaims(uid, phoneDigits, email);
    throw error;
  }
}
