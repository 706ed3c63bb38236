import http from 'node:http';
import QRCode from 'qrcode';
import { formatBrl, PROMOTION_CODE, PROMOTION_PERCENT_OFF } from '../../../lambdas/subscriptions/plans';
import type { Billing } from './billing';
import { escapeHtml, html, page, redirect, submitMessage, wayBack } from './layout';
import { pixCodeFor } from './pix';
import type { Session, StandInState } from './state';
import { now, StripeHttpError, type Json } from './wire';

const SCHEDULES: Record<string, string> = { weekly: 'por semana', monthly: 'por mês', quarterly: 'a cada 3 meses', halfyearly: 'a cada 6 meses', yearly: 'por ano' };
const when = (epoch: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(epoch * 1000)).replace(',', ' às');

/** The BR Code of what she pays now: the payment intent's (one-off) or the mandate's first payment (Pix Automático). */
export function sessionPixCode(session: Session, billing: Billing): string {
  return pixCodeFor(String(session.payment_intent ?? session.id.replace(/^cs_test_/, '')), billing.pix.due(session).amount);
}

/**
 * The stand-in's page for a Pix session, what Stripe's Checkout and its hosted Pix instructions show: the amount, the
 * QR code (image 'QR Code Pix'), the same BR Code in the read-only field 'Pix copia e cola' with 'Copiar código', and
 * when it expires. A local section plays the bank app: 'Simular pagamento no app do banco' (a one-off) or 'Autorizar
 * Pix Automático' (a mandate), and, for tests, 'Deixar expirar sem pagar' and 'Simular falha do Pix'.
 */
export function pixPages(ctx: { state: StandInState; billing: Billing }) {
  const { billing } = ctx;

  async function pixPage(session: Session, view: { coupon?: string; notice?: string; failure?: string; error?: string } = {}) {
    const automatico = session.mode === 'subscription';
    const { amount, discount } = billing.pix.due(session);
    const terms = (((session.payment_method_options as Json).pix as Json).mandate_options ?? {}) as Json;
    const base = `/checkout/${session.id}`;
    const closed = session.status !== 'open' || now() >= Number(session.expires_at);
    const code = sessionPixCode(session, billing);
    const title = automatico ? 'Autorizar Pix Automático' : 'Pagar com Pix';
    const coupon =
      session.allow_promotion_codes && !session.pix!.coupon && !closed
        ? `<form method="post" action="${base}/cupom"><label for="cupom">Cupom de desconto</label>
          <div class="row"><input id="cupom" name="cupom" autocomplete="off" autocapitalize="characters" value="${escapeHtml(view.coupon ?? '')}">
          <button type="submit" class="secondary">Aplicar cupom</button></div></form>`
        : '';
    const mandate = automatico
      ? `<p>Depois, ${formatBrl(Number(terms.amount ?? session.pix!.amountCents))} ${terms.amount_type === 'maximum' ? '(no máximo) ' : ''}${SCHEDULES[String(terms.payment_schedule)] ?? 'a cada período'}, debitados da sua conta. Seu banco avisa antes de cada cobrança, e você pode cancelar a autorização no app do banco.</p>`
      : '<p>Pagamento único, sem renovação automática.</p>';
    return page(
      title,
      `<h1>${title}</h1>
      <p class="price">${escapeHtml(session.pix!.productName)}: <strong>${formatBrl(amount)}</strong> hoje</p>
      ${discount ? `<p class="ok" role="status">Cupom ${PROMOTION_CODE} aplicado: ${PROMOTION_PERCENT_OFF}% de desconto no primeiro mês (menos ${formatBrl(discount)}).</p>` : ''}
      ${mandate}
      ${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
      ${view.notice ? `<p role="status">${escapeHtml(view.notice)}</p>` : ''}
      ${view.failure ? `<p class="error" role="alert">${escapeHtml(view.failure)}</p>` : ''}
      ${closed ? '<p role="status">Este código Pix não vale mais: o pagamento foi concluído, falhou ou expirou.</p>' : `
      ${coupon}
      ${submitMessage(session)}
      <p>Abra o app do seu banco, escolha pagar com Pix e leia o QR Code, ou copie o código.</p>
      <p class="qr"><img src="${await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 240 })}" alt="QR Code Pix" width="240" height="240"></p>
      <label for="pix-copia-e-cola">Pix copia e cola</label>
      <textarea id="pix-copia-e-cola" readonly rows="4">${escapeHtml(code)}</textarea>
      <div class="actions"><button type="button" id="copiar">Copiar código</button></div>
      <p id="copiado" role="status" class="ok"></p>
      <p>Este código expira em ${when(Number(session.expires_at))}.</p>
      <script>
        document.getElementById('copiar').addEventListener('click', async () => {
          const field = document.getElementById('pix-copia-e-cola');
          try { await navigator.clipboard.writeText(field.value); } catch { field.select(); document.execCommand('copy'); }
          document.getElementById('copiado').textContent = 'Código copiado.';
        });
      </script>
      <section class="local-bank" aria-labelledby="banco">
        <h2 id="banco">Simulação local do app do banco</h2>
        <form method="post" action="${base}/pagar"><button type="submit">${automatico ? 'Autorizar Pix Automático' : 'Simular pagamento no app do banco'}</button></form>
        <div class="actions">
          <form method="post" action="${base}/expirar"><button type="submit" class="secondary">Deixar expirar sem pagar</button></form>
          ${automatico ? '' : `<form method="post" action="${base}/falhar"><button type="submit" class="secondary">Simular falha do Pix</button></form>`}
        </div>
      </section>
      `}
      <p><a class="button secondary" href="${escapeHtml(wayBack(session))}">Voltar para o Carey</a></p>`,
    );
  }

  /** GET and POST /checkout/{id}[/action] of a Pix session. */
  return async function servePixCheckout(res: http.ServerResponse, method: string, form: URLSearchParams, session: Session, action?: string) {
    if (method === 'GET' && action === 'qr') {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      return res.end(await QRCode.toBuffer(sessionPixCode(session, billing), { errorCorrectionLevel: 'M', margin: 2, width: 240 }));
    }
    if (method === 'GET' && !action) return html(res, 200, await pixPage(session));
    if (method !== 'POST' || !action) return html(res, 405, page('Método não permitido', '<h1>Método não permitido</h1>'));
    if (action === 'cancelar') return redirect(res, session.cancel_url);
    if (action === 'cupom') {
      const coupon = (form.get('cupom') ?? '').trim();
      const error = !session.allow_promotion_codes ? 'Este pagamento não aceita cupons.' : coupon.toUpperCase() !== PROMOTION_CODE ? (coupon ? 'Cupom inválido.' : 'Digite um cupom.') : undefined;
      if (!error && session.status === 'open') session.pix!.coupon = PROMOTION_CODE;
      return html(res, 200, await pixPage(session, error ? { coupon, error } : {}));
    }
    try {
      if (action === 'pagar') {
        await billing.pix.pay(assertOpen(session));
        return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (action === 'expirar') await billing.pix.expire(session);
      else if (action === 'falhar' && session.mode === 'payment') await billing.pix.fail(session);
      else return html(res, 404, page('Página não encontrada', '<h1>Página não encontrada</h1>'));
      // An expiry is no one's fault (said plainly); a failed Pix is a failure (said as one, in red).
      return html(res, 200, await pixPage(session, action === 'expirar' ? { notice: 'O código expirou sem pagamento; o Carey foi avisado.' } : { failure: 'O Pix falhou; o Carey foi avisado.' }));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      return html(res, 409, await pixPage(session, { error: 'Este código Pix não vale mais.' }));
    }
  };
}

function assertOpen(session: Session): Session {
  if (session.status !== 'open' || now() >= Number(session.expires_at)) throw new StripeHttpError(400, { type: 'invalid_request_error', message: `This Checkout Session is ${session.status} or its Pix code expired.` });
  return session;
}
