import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Caregiver } from '../../caregivers/caregiver';
import { accountNotActive, accountStateOf } from '../../caregivers/account-state';
import type { PlanName } from '../plans';
import type { StripeEventOutcome } from '../../../contract';
import { applyEvent, type SubscriptionEvent, type SubscriptionState } from '../subscription-state';
import { ACTIVE_CAREGIVER, caregiverFromItem, caregiverKey, getCaregiver, reachStateOfItem, refusalOfInactive } from '../../caregivers/store';
import { db, tableName } from '../../base/table/client';
import { newNoticeId, noticeTransactPut } from '../../notices/store';
import { counterUpdates, planChangeCounts } from '../../base/counters/counters';
import { billingMailPut } from './billing-mail';
import { pixPeriodPuts } from './pix-periods';
import { pixGiveBackPut } from './pix-give-back';

// Keys: the only place that spells them.
/** Marks a Stripe event id as processed; written in the same transaction as the change it caused. */
export const stripeEventKey = (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' });
/** Finds the caregiver of a Stripe customer (events without our metadata, e.g. some invoices). */
export const stripeCustomerKey = (customerId: string) => ({ PK: `STRIPE_CUSTOMER#${customerId}`, SK: 'CUSTOMER' });

/** Stripe retries a webhook for up to 3 days; the marker outlives that, then DynamoDB's TTL removes it. */
const EVENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;
const MAX_ATTEMPTS = 8;

/** The caregiver fields the state machine owns (written by the webhook only). */
const STATE_FIELDS = [
  'tipodeconta',
  'planoescolhido',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionStatus',
  'subscriptionEventAt',
  'endedSubscriptionIds',
  'formaDePagamento',
  'pixAccessUntil',
  'pixPayments',
  'pixCheckout',
] as const satisfies readonly (keyof SubscriptionState & keyof Caregiver)[];

export function subscriptionStateOf(c: Caregiver): SubscriptionState {
  const state: SubscriptionState = { tipodeconta: c.tipodeconta };
  for (const f of STATE_FIELDS) if (c[f] !== undefined) Object.assign(state, { [f]: c[f] });
  return state;
}

/**
 * Links a Stripe customer to the caregiver (and the reverse lookup), unless one is linked already; returns the
 * customer id that is linked afterwards (a concurrent checkout may have linked its own first).
 */
export async function linkStripeCustomer(uid: string, customerId: string): Promise<string> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: caregiverKey(uid),
              UpdateExpression: 'SET stripeCustomerId = :c',
              // A caregiver whose account is being deleted gets no new link (the deletion removes the old one).
              ConditionExpression: `${ACTIVE_CAREGIVER} AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :c)`,
              ExpressionAttributeValues: { ':c': customerId },
            },
          },
          { Put: { TableName: tableName(), Item: { ...stripeCustomerKey(customerId), entity: 'stripe-customer', uid, customerId } } },
        ],
      }),
    );
    return customerId;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const current = await getCaregiver(uid);
    const state = accountStateOf(current);
    if (state !== 'active') throw accountNotActive(state);
    if (current!.stripeCustomerId) return current!.stripeCustomerId;
    throw error;
  }
}

/** Removes the reverse lookup of a Stripe customer, if it still points at this caregiver (account deletion). */
export async function deleteStripeCustomerLink(customerId: string, uid: string): Promise<void> {
  await db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: stripeCustomerKey(customerId),
      ConditionExpression: 'attribute_not_exists(PK) OR uid = :uid',
      ExpressionAttributeValues: { ':uid': uid },
    }),
  );
}

export async function findUidByStripeCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: stripeCustomerKey(customerId), ConsistentRead: true }));
  return typeof Item?.uid === 'string' ? Item.uid : undefined;
}

/** The plan the caregiver chose at checkout (the spec's `planoescolhido`); the plan itself changes only by webhook. */
export async function recordChosenPlan(uid: string, plan: PlanName): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: 'SET planoescolhido = :p',
        ConditionExpression: ACTIVE_CAREGIVER,
        ExpressionAttributeValues: { ':p': plan },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw await refusalOfInactive(uid);
    throw error;
  }
}

/** 'customer-mismatch': the event's customer is not the one our checkout linked to the caregiver it names. */
export type EventOutcome = Exclude<StripeEventOutcome, 'ignored'>;

/**
 * Applies one Stripe event to the caregiver exactly once: reads the record, runs the state machine, and writes
 * the event marker (attribute_not_exists), the new state (only if the record's version is still the one read)
 * and any notice, e-mail or Pix to give back in ONE transaction. A repeated delivery fails on the marker and changes nothing; a concurrent
 * different event fails on the version and is recomputed from the fresh record.
 */
export async function processSubscriptionEvent(input: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }): Promise<EventOutcome> {
  for (let attempt = 1; ; attempt++) {
    // Her record as stored: the reach counters read whether she can receive notices (the version guards it all).
    const { Item: record } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(input.uid), ConsistentRead: true }));
    const caregiver = record ? caregiverFromItem(record) : undefined;
    // A caregiver who asked to delete her account is gone for Stripe too: nothing is written, not even the marker.
    if (!caregiver || accountStateOf(caregiver) !== 'active') return 'unknown-caregiver';
    // Checkout links the customer before it opens a session, so every genuine event names the linked customer:
    // metadata naming another caregiver (copied, or set on a customer of ours by hand) changes nobody's plan.
    if (caregiver.stripeCustomerId !== input.event.customerId) return 'customer-mismatch';
    const version = caregiver.subscriptionVersion ?? 0;
    const { state, changed, notice, mail, schedule, giveBack } = applyEvent(subscriptionStateOf(caregiver), input.event);
    const now = Math.floor(Date.now() / 1000);
    const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
      {
        Put: {
          TableName: tableName(),
          // No uid: the marker outlives an account deletion (until its TTL), so it names nobody.
          Item: { ...stripeEventKey(input.eventId), entity: 'stripe-event', eventType: input.eventType, processedAt: now, expiresAt: now + EVENT_MARKER_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
    if (changed) items.push({ Update: stateUpdate(input.uid, state, version) }, ...counterUpdates(planChangeCounts(reachStateOfItem(record!), state)));
    if (notice) items.push(noticeTransactPut({ id: newNoticeId(now), userId: input.uid, mensagem: notice, status: 'nao lido', createdAt: now }));
    if (mail) items.push({ Put: billingMailPut({ eventId: input.eventId, uid: input.uid, mail }, now) });
    if (schedule) items.push(...pixPeriodPuts({ uid: input.uid, customerId: input.event.customerId, endsAt: schedule.endsAt }));
    if (giveBack) items.push({ Put: pixGiveBackPut({ ...giveBack, uid: input.uid, customerId: input.event.customerId }, now) });
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return changed ? 'applied' : 'no-change';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
      if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
      // The record moved on (version) or another transaction held an item (TransactionConflict): read again.
      if (attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}

function stateUpdate(uid: string, state: SubscriptionState, version: number) {
  const names: Record<string, string> = { '#v': 'subscriptionVersion' };
  const values: Record<string, unknown> = { ':next': version + 1 };
  const set = ['#v = :next'];
  const remove: string[] = [];
  STATE_FIELDS.forEach((field, i) => {
    names[`#f${i}`] = field;
    if (state[field] === undefined) remove.push(`#f${i}`);
    else {
      set.push(`#f${i} = :f${i}`);
      values[`:f${i}`] = state[field];
    }
  });
  if (version > 0) values[':v'] = version;
  return {
    TableName: tableName(),
    Key: caregiverKey(uid),
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
    ConditionExpression: version > 0 ? 'attribute_exists(PK) AND #v = :v' : 'attribute_exists(PK) AND attribute_not_exists(#v)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Notes that she withdrew from this subscription (CDC art. 49, docs/decisions/068): its id added to her record's set,
 * so a repeated or resumed withdrawal counts once. Only on a record that exists (never recreates a deleted one).
 */
export async function recordWithdrawal(uid: string, subscriptionId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: 'ADD assinaturasDesistidas :id',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':id': new Set([subscriptionId]) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
