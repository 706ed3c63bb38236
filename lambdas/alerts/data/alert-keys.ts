import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertMatch } from '../alert-digest';
import { db } from '../../base/table/client';

export type Key = { PK: string; SK: string };

/**
 * Everything about a caregiver's alerts lives in her partition under SK prefixes starting with ALERT, so one
 * Query finds it all (export, deletion): `ALERT#{id}` (the alert), `ALERTMATCH#{family}#{opening}` (one per
 * opening ever matched: the guard against e-mailing an opening twice) and `ALERTSTATE` (alert count, last digest,
 * the digest claim).
 */
export const caregiverPartition = (uid: string) => `CAREGIVER#${uid}`;
export const ALL_ALERT_ITEMS = 'ALERT';
export const alertKey = (uid: string, id: string): Key => ({ PK: caregiverPartition(uid), SK: `ALERT#${id}` });
export const stateKey = (uid: string): Key => ({ PK: caregiverPartition(uid), SK: 'ALERTSTATE' });
export const matchKey = (m: Pick<AlertMatch, 'uid' | 'clientId' | 'openingId'>): Key => ({ PK: caregiverPartition(m.uid), SK: `ALERTMATCH#${m.clientId}#${m.openingId}` });
/**
 * An unsubscribe link's id (by its hash) → her uid; her partition keeps a reference (`ALERTUNSUB#{hash}`), so
 * what removes her alert items finds and removes the links too. Both expire with the link (TTL `expiresAt`).
 */
export const UNSUBSCRIBE_REF = 'ALERTUNSUB#';
export const unsubscribeLinkKey = (hash: string): Key => ({ PK: `ALERTUNSUB#${hash}`, SK: 'LINK' });
export const unsubscribeRefKey = (uid: string, hash: string): Key => ({ PK: caregiverPartition(uid), SK: `${UNSUBSCRIBE_REF}${hash}` });

/** Sparse index of matches not yet e-mailed, oldest first: the digest job reads only these. */
export const PENDING = 'ALERTMATCH#PENDING';
export const pendingIndexKey = (m: AlertMatch) => ({ GSI2PK: PENDING, GSI2SK: `${m.matchedAt}#${m.uid}#${m.clientId}#${m.openingId}` });

/** Sends a conditional write; false (not an error) when its condition does not hold. */
export async function unlessConditionFails(command: PutCommand | UpdateCommand): Promise<boolean> {
  try {
    await db().send(command as UpdateCommand);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
