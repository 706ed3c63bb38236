import { giveBackDone, pendingGiveBack } from './data/pix-give-back';
import type { PixGiveBackPorts } from './pix-give-back';
import { refundGivenBackPix } from './stripe-billing';

/** The table and Stripe, as giving a Pix back needs them: the webhook and the nightly reconciliation share them. */
export const pixGiveBackPorts: PixGiveBackPorts = { pending: pendingGiveBack, refund: refundGivenBackPix, done: giveBackDone };
