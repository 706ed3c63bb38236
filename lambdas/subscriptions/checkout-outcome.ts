import * as z from 'zod';
import { hasPlan, type CheckoutOutcome } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { messages } from '../base/messages';
import { formatBrl } from './plans';
import { PIX_GIVE_BACK_REASON } from './pix-give-back';

/** `?sessao=cs_…` on GET /api/me/assinatura: the Checkout Session Stripe sent her back from (the success URL's id). */
export const billingQuery = z.object({ sessao: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: messages.checkoutSessionInvalid }).optional() });

/** A Checkout Session as Stripe has it, with the reasons of its payment's refunds. */
export interface CheckoutSessionFacts {
  id: string;
  uid?: string;
  customerId?: string;
  mode: 'payment' | 'subscription' | string;
  paid: boolean;
  subscriptionId?: string;
  amountCents: number;
  /** `metadata.reason` of each refund of the payment ('plano-ativo': given back; 'arrependimento': her withdrawal). */
  refundReasons: string[];
}

export interface CheckoutOutcomePorts {
  session(id: string): Promise<CheckoutSessionFacts | undefined>;
  /** A give-back the webhook owes and has not made yet (data/pix-give-back.ts). */
  owedBack(sessionId: string): Promise<boolean>;
}

type Buyer = Pick<Caregiver, 'uid' | 'tipodeconta' | 'stripeCustomerId' | 'stripeSubscriptionId' | 'pixPayments'>;

/**
 * How the checkout she came back from ended (issue 50, item 3). With two tabs paying, the second tab's Pix bought
 * nothing and went back to her (decision 084): its page must say so, not 'Assinatura Confirmada!'. The session's own
 * fate decides, never her plan alone (the plan she has is the other tab's): a one-off Pix is 'confirmado' only once
 * her record counts its payment, 'devolvido' as soon as the give-back is owed or made. Not hers: undefined.
 */
export async function checkoutOutcome(buyer: Buyer, sessionId: string, ports: CheckoutOutcomePorts): Promise<CheckoutOutcome | undefined> {
  const session = await ports.session(sessionId);
  if (!session || !(session.uid === buyer.uid || (session.customerId !== undefined && session.customerId === buyer.stripeCustomerId))) return undefined;
  if (session.mode === 'payment') {
    if (session.refundReasons.includes(PIX_GIVE_BACK_REASON) || (session.paid && (await ports.owedBack(sessionId)))) {
      return { situacao: 'devolvido', motivo: PIX_GIVE_BACK_REASON, valorLabel: formatBrl(session.amountCents), planoAtivo: buyer.tipodeconta };
    }
    return session.paid && (buyer.pixPayments ?? []).some((p) => p.sessionId === sessionId) ? { situacao: 'confirmado' } : { situacao: 'aguardando' };
  }
  return session.subscriptionId !== undefined && session.subscriptionId === buyer.stripeSubscriptionId && hasPlan(buyer.tipodeconta) ? { situacao: 'confirmado' } : { situacao: 'aguardando' };
}
