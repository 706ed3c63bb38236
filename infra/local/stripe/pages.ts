import http from 'node:http';
import {
  billingPeriodLabel,
  firstChargeWithPromotionCents,
  formatBrl,
  promotionDiscountCents,
  PROMOTION_CODE,
  PROMOTION_PERCENT_OFF,
  type PlanName,
} from '../../../lambdas/subscriptions/plans';
import { readBody } from '../net';
import type { Billing } from './billing';
import { escapeHtml, html, page, redirect, submitMessage, wayBack } from './layout';
import { pixPages } from './pix-page';
import type { PortalSession, Session, StandInState } from './state';
import type { Deliver } from './webhooks';
import { newId, now } from './wire';

export interface PagesContext {
  state: StandInState;
  billing: Billing;
  deliver: Deliver;
  prices: Record<string, PlanName>;
}

/**
 * The pages the browser is sent to:
 * - /checkout/{session}: plan, price, the coupon's effect, a coupon field, 'Pagar' and 'Cancelar'. 'Pagar' creates
 *   the subscription, sends signed events (customer.subscription.created, checkout.session.completed) to our real
 *   webhook and then follows the success URL; 'Cancelar' follows the cancel URL.
 * - /portal/{session}: the customer's subscriptions, 'Cancelar assinatura' (sends customer.subscription.deleted),
 *   'Simular falha de pagamento' (sends invoice.payment_failed) and 'Voltar para o Carey'.
 */
export function stripePages(ctx: PagesContext) {
  const { state, billing, deliver } = ctx;
  const servePixCheckout = pixPages({ state, billing });

  function checkoutPage(session: Session, view: { coupon?: string; applied?: boolean; error?: string } = {}) {
    const plan = billing.planOfPrice(session.priceId);
    const total = view.applied ? firstChargeWithPromotionCents(plan) : plan.amountCents;
    const perMonth = plan.perMonthLabel ? ` (${escapeHtml(plan.perMonthLabel)})` : '';
    const base = `/checkout/${session.id}`;
    const closed = session.status !== 'open';
    return page(
      `Assinar o plano ${plan.name}`,
      `<h1>Assinar o plano ${escapeHtml(plan.name)}</h1>
      <p class="price"><strong>${escapeHtml(plan.priceLabel)}</strong> ${billingPeriodLabel(plan)}${perMonth}</p>
      ${plan.badge ? `<p class="badge">${escapeHtml(plan.badge)}</p>` : ''}
      ${session.allow_promotion_codes ? `<p>Com o cupom <strong>${PROMOTION_CODE}</strong>: ${PROMOTION_PERCENT_OFF}% de desconto no primeiro mês
        (menos ${formatBrl(promotionDiscountCents(plan))}; primeira cobrança de ${formatBrl(firstChargeWithPromotionCents(plan))}).</p>` : ''}
      ${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
      ${view.applied ? `<p class="ok" role="status">Cupom ${PROMOTION_CODE} aplicado: ${PROMOTION_PERCENT_OFF}% de desconto no primeiro mês (menos ${formatBrl(promotionDiscountCents(plan))}).</p>` : ''}
      ${closed ? `<p role="status">Este pagamento já foi concluído ou expirou.</p>
      <p><a class="button secondary" href="${escapeHtml(wayBack(session))}">Voltar para o Carey</a></p>` : `
      <form method="post" action="${base}/pagar">
        ${session.allow_promotion_codes ? `<label for="cupom">Cupom de desconto</label>
        <div class="row">
          <input id="cupom" name="cupom" autocomplete="off" autocapitalize="characters" value="${escapeHtml(view.coupon ?? '')}">
          <button type="submit" formaction="${base}/cupom" class="secondary">Aplicar cupom</button>
        </div>` : ''}
        <p class="total">Total hoje: <strong>${formatBrl(total)}</strong></p>
        ${submitMessage(session)}
        <div class="actions">
          <button type="submit">Pagar</button>
          <button type="submit" formaction="${base}/cancelar" class="secondary">Cancelar</button>
        </div>
      </form>`}`,
    );
  }

  function portalPage(portal: PortalSession, notice?: string) {
    const subs = [...state.subscriptions.values()].filter((s) => s.customer === portal.customer);
    const rows = subs
      .map((s) => {
        const price = ((s.items as { data: { price: { id: string } }[] }).data[0]?.price.id) ?? '';
        const plan = ctx.prices[price] ?? '—';
        const active = s.status !== 'canceled';
        return `<li><p><strong>Plano ${escapeHtml(plan)}</strong>: ${active ? 'ativa' : 'cancelada'}</p>
          ${active ? `<form method="post" action="/portal/${portal.id}/cancelar"><input type="hidden" name="subscription" value="${s.id}">
            <button type="submit" class="danger">Cancelar assinatura</button></form>
          <form method="post" action="/portal/${portal.id}/falha"><input type="hidden" name="subscription" value="${s.id}">
            <button type="submit" class="secondary">Simular falha de pagamento</button></form>` : ''}</li>`;
      })
      .join('');
    return page(
      'Gerenciar assinatura',
      `<h1>Gerenciar assinatura</h1>
      ${notice ? `<p class="ok" role="status">${escapeHtml(notice)}</p>` : ''}
      ${subs.length ? `<ul class="subs">${rows}</ul>` : '<p>Nenhuma assinatura encontrada.</p>'}
      <p>Trocar o cartão não é simulado localmente.</p>
      <p><a class="button secondary" href="${escapeHtml(portal.return_url)}">Voltar para o Carey</a></p>`,
    );
  }

  async function checkout(res: http.ServerResponse, method: string, form: URLSearchParams, sessionId: string, action?: string) {
    const session = state.sessions.get(sessionId);
    if (!session) return html(res, 404, page('Pagamento não encontrado', '<h1>Pagamento não encontrado</h1><p>Este link de pagamento não existe.</p>'));
    if (session.pix) return servePixCheckout(res, method, form, session, action);
    if (!action && method === 'GET') return html(res, 200, checkoutPage(session));
    if (method !== 'POST' || !action) return html(res, 405, page('Método não permitido', '<h1>Método não permitido</h1>'));
    if (action === 'cancelar') return redirect(res, session.cancel_url);
    if (action !== 'pagar' && action !== 'cupom') return html(res, 404, page('Página não encontrada', '<h1>Página não encontrada</h1>'));
    const coupon = (form.get('cupom') ?? '').trim();
    const couponError = coupon === '' ? undefined : !session.allow_promotion_codes ? 'Este pagamento não aceita cupons.' : coupon.toUpperCase() !== PROMOTION_CODE ? 'Cupom inválido.' : undefined;
    // The form again with its error, as 'Aplicar cupom' does: a 200, so the browser logs no failed load.
    if (couponError) return html(res, 200, checkoutPage(session, { coupon, error: couponError }));
    if (action === 'cupom') return html(res, 200, checkoutPage(session, coupon ? { coupon, applied: true } : { error: 'Digite um cupom.' }));
    if (session.status !== 'open') return html(res, 409, checkoutPage(session));
    await billing.pay(session, coupon);
    return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  }

  async function portal(res: http.ServerResponse, url: URL, method: string, form: URLSearchParams, portalId: string, action?: string) {
    const portal = state.portalSessions.get(portalId);
    if (!portal) return html(res, 404, page('Sessão não encontrada', '<h1>Sessão não encontrada</h1>'));
    if (!action && method === 'GET') return html(res, 200, portalPage(portal, url.searchParams.get('aviso') ?? undefined));
    const subscription = state.subscriptions.get(form.get('subscription') ?? '');
    if (method !== 'POST' || !subscription || subscription.customer !== portal.customer) return html(res, 400, portalPage(portal));
    if (action === 'cancelar') {
      await billing.endSubscription(subscription);
      return redirect(res, `/portal/${portal.id}?aviso=${encodeURIComponent('Assinatura cancelada.')}`);
    }
    // As Stripe does when a renewal's card is declined: the subscription goes past_due while it retries.
    subscription.status = 'past_due';
    await deliver('customer.subscription.updated', { ...subscription });
    await deliver('invoice.payment_failed', {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: ((subscription.items as { data: { price: { unit_amount: number } }[] }).data[0]?.price.unit_amount) ?? 0,
      attempt_count: 1,
      next_payment_attempt: now() + 3 * 24 * 3600,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    });
    return redirect(res, `/portal/${portal.id}?aviso=${encodeURIComponent('Falha de pagamento enviada ao Carey.')}`);
  }

  return async function servePage(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const form = method === 'POST' ? new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8')) : new URLSearchParams();
    let m: RegExpExecArray | null;
    if ((m = /^\/checkout\/([\w-]+)(?:\/(pagar|cupom|cancelar|expirar|falhar|qr))?$/.exec(url.pathname))) return checkout(res, method, form, m[1], m[2]);
    if ((m = /^\/portal\/([\w-]+)(?:\/(cancelar|falha))?$/.exec(url.pathname))) return portal(res, url, method, form, m[1], m[2]);
    return html(res, 404, page('Página não encontrada', '<h1>Página não encontrada</h1>'));
  };
}
