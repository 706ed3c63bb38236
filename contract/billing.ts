/**
 * What she pays, as /minha-conta shows it (GET /api/me/assinatura), and cancelling (POST
 * /api/me/assinatura/cancelamento). The server reads the amounts and dates from Stripe and formats them; the SPA
 * only shows them (docs/decisions/037-withdrawal-and-billing-view.md).
 */
import type { PaymentMethod } from './plans';

export type BillingState = 'ativa' | 'pagamento-falhou' | 'cancelamento-agendado';

export interface BillingSummary {
  plan: string;
  state: BillingState;
  /** How she pays: 'Forma de pagamento: Cartão de crédito' / 'Pix Automático' / 'Pix' (issue 39). */
  paymentMethod: PaymentMethod;
  /** A one-off Pix period in its last 7 days (São Paulo calendar): 'Renovar com Pix' is offered. Always false otherwise. */
  renewWithPix: boolean;
  /** The last payment: 'R$ 18,45', '24/11/2026', and the coupon when one was used. */
  lastPayment: { amountLabel: string; dateLabel: string; coupon: string | null; discountLabel: string | null } | null;
  /** The next renewal (none once the renewal is cancelled). */
  nextCharge: { amountLabel: string; dateLabel: string } | null;
  /** The period's end: until when she has access without a renewal. */
  accessUntilLabel: string | null;
  /** Within the withdrawal window (7 days from the first payment, decided by the server): cancelling refunds in full. */
  /**
   * `refundLabel`: what withdrawing now gives back, every payment of the run in full (the server's sum; null outside
   * the window). Always sent by the server; optional only for older fixtures.
   */
  withdrawal: { available: boolean; untilLabel: string | null; refundLabel?: string | null };
}

export interface BillingAnswer {
  subscription: BillingSummary | null;
  /**
   * Sent while she has no plan (the plan cards show): whether CAREYCUIDADORES still takes its 50% off her first month,
   * decided by the server as checkout decides it (false once she has paid Carey, any way, refunded or not).
   */
  couponAvailable?: boolean;
  /** With `?sessao=cs_…` (the success page, issue 50 item 3): how that checkout of hers ended; absent when it is not hers. */
  checkout?: CheckoutOutcome;
}

/**
 * A checkout she came back from: 'aguardando' until Stripe's webhook is applied; 'confirmado' once it bought her plan;
 * 'devolvido' when its Pix was given back in full because another plan of hers was already live (decision 084):
 * `valorLabel` the amount ('R$ 36,90'), `planoAtivo` the plan she keeps.
 */
export type CheckoutOutcome =
  | { situacao: 'aguardando' }
  | { situacao: 'confirmado' }
  | { situacao: 'devolvido'; motivo: 'plano-ativo'; valorLabel: string; planoAtivo: string };

/** 'reembolso': ended now and refunded in full; 'fim-do-periodo': the renewal is stopped, access until the period's end. */
export interface CancellationAnswer {
  outcome: 'reembolso' | 'fim-do-periodo';
  /** What happened, in Portuguese, to show as it is. */
  message: string;
}
