import * as z from 'zod';
import { messages } from '../../base/messages';
import { PAYMENT_METHODS, PLAN_NAMES } from '../../../contract';
import { startCheckout } from '../subscription-checkout';
import { checkoutPorts } from '../checkout-ports';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
const ports = checkoutPorts(requireEnv('SITE_URL'));

/** The plan's name and how she pays ('cartao' when absent): the user comes from the token, prices and terms from the server. */
const body = z.strictObject({
  plan: z.enum(PLAN_NAMES, { error: messages.planRequired }),
  formaDePagamento: z.enum(PAYMENT_METHODS, { error: messages.paymentMethodInvalid }).optional(),
});

export const handler = signedInHandler({ body }, async ({ body, caregiver }) => ({ body: await startCheckout(caregiver, body.plan, body.formaDePagamento ?? 'cartao', ports) }));
