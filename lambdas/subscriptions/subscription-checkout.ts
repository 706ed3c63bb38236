import { hasPlan, type BillingPortalSession, type CheckoutSession, type PlanName } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict } from '../base/errors';
import { messages } from '../base/messages';
import { findPlan, type Plan } from './plans';

/** Stripe and the table, as checkout needs them (lambdas/subscriptions/stripe.ts, lambdas/subscriptions/data/subscriptions.ts). */
export interface CheckoutPorts {
  createCustomer(caregiver: { uid: string; email: string; name: string }): Promise<string>;
  /** Links the customer to her record; answers the customer that won (two first checkouts may race). */
  linkCustomer(uid: string, customerId: string): Promise<string>;
  createCheckout(input: { uid: string; customerId: string; plan: Plan }): Promise<CheckoutSession>;
  recordChosenPlan(uid: string, plan: PlanName): Promise<void>;
}

/**
 * A subscription checkout for the caller, at the server's price of the plan she names: refused (409) while she
 * has a plan; her Stripe customer is created and linked the first time.
 */
export async function startCheckout(caregiver: Caregiver, planName: PlanName, ports: CheckoutPorts): Promise<CheckoutSession> {
  const plan = findPlan(planName)!;
  if (hasPlan(caregiver.tipodeconta)) throw conflict(messages.alreadySubscribed);
  const { uid, email, name } = caregiver;
  const customerId = caregiver.stripeCustomerId ?? (await ports.linkCustomer(uid, await ports.createCustomer({ uid, email, name })));
  const session = await ports.createCheckout({ uid, customerId, plan });
  await ports.recordChosenPlan(uid, plan.name);
  return session;
}

/** Stripe's customer portal (change the card, cancel) for a caregiver who has subscribed at least once. */
export async function openBillingPortal(
  caregiver: Pick<Caregiver, 'stripeCustomerId' | 'stripeSubscriptionId'>,
  createPortal: (customerId: string) => Promise<string>,
): Promise<BillingPortalSession> {
  if (!caregiver.stripeCustomerId || !caregiver.stripeSubscriptionId) throw conflict(messages.noSubscriptionToManage);
  return { url: await createPortal(caregiver.stripeCustomerId) };
}
