import { sitePaths } from '../../contract';
import { escapeHtml } from './support';

/** The SPA's logo (web/public/img/logo.svg), inline: the page's policy loads no image, and it must match the app. */
export const CAREY_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" role="img" aria-label="Carey"><title>Carey</title><rect x="2" y="6" width="36" height="36" rx="9" fill="#0b6e69"/><path d="M20 35s-10-6-10-13a5.6 5.6 0 0 1 10-3.6A5.6 5.6 0 0 1 30 22c0 7-10 13-10 13z" fill="#fff"/><text x="46" y="33" font-family="system-ui, Arial, sans-serif" font-size="26" font-weight="700" fill="#08524e">Carey</text></svg>';

/**
 * The pages behind the unsubscribe link in alert e-mails: plain HTML, no script, readable on a phone, framed like
 * the app (its header with the logo, to the site; its footer). The link never acts on GET (mail scanners open
 * links): the page asks, and the button (or the mail client's one-click POST, RFC 8058) does it.
 */
function page(title: string, body: string, siteUrl: string): string {
  const logo = CAREY_LOGO_SVG.replace('<svg ', '<svg width="112" height="34" style="display:block" ');
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · Carey</title></head>` +
    `<body style="margin:0;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1c2733;background:#f5f7fa">` +
    `<header style="display:flex;align-items:center;padding:6px 16px;background:#ffffff;border-bottom:1px solid #d5dce3">` +
    `<a href="${escapeHtml(siteUrl)}/" style="display:inline-flex;align-items:center;min-height:44px">${logo}</a></header>` +
    `<main style="max-width:480px;margin:0 auto;padding:24px 16px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main>` +
    `<footer style="text-align:center;padding:16px;color:#52606d;font-size:14px;border-top:1px solid #d5dce3;background:#ffffff"><p style="margin:0">${unsubscribeTexts.footer}</p></footer>` +
    `</body></html>`
  );
}

const siteLink = (siteUrl: string) => `<p><a href="${escapeHtml(siteUrl)}${sitePaths.openings}" style="color:#08524e">${unsubscribeTexts.toSite}</a></p>`;

export const unsubscribeTexts = {
  confirmTitle: 'Cancelar alertas de vagas',
  confirmButton: 'Não quero mais receber alertas',
  doneTitle: 'Alertas cancelados',
  invalidTitle: 'Link inválido',
  expiredTitle: 'Link expirado',
  toSite: 'Ir para o Carey',
  footer: '© 2024 Carey. Todos os direitos reservados.',
} as const;

export function confirmUnsubscribePage(actionUrl: string, siteUrl: string): string {
  return page(
    unsubscribeTexts.confirmTitle,
    `<p>Você deixará de receber e-mails com novas vagas, e seus alertas salvos serão excluídos. Você pode criar novos alertas quando quiser, em Buscar vagas.</p>` +
      `<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="padding:12px 20px;font-size:16px;background:#0b6e69;color:#ffffff;border:0;border-radius:6px">${unsubscribeTexts.confirmButton}</button></form>` +
      siteLink(siteUrl),
    siteUrl,
  );
}

export function unsubscribedPage(siteUrl: string): string {
  return page(unsubscribeTexts.doneTitle, `<p>Pronto: você não receberá mais e-mails de alertas de vagas do Carey.</p>${siteLink(siteUrl)}`, siteUrl);
}

export function badTokenPage(reason: 'invalid' | 'expired', siteUrl: string): string {
  return reason === 'expired'
    ? page(unsubscribeTexts.expiredTitle, `<p>Este link para cancelar os alertas expirou. Use o link do e-mail mais recente, ou exclua seus alertas em Minha Conta.</p>${siteLink(siteUrl)}`, siteUrl)
    : page(unsubscribeTexts.invalidTitle, `<p>Este link para cancelar os alertas não é válido. Confira se ele foi copiado inteiro, ou exclua seus alertas em Minha Conta.</p>${siteLink(siteUrl)}`, siteUrl);
}
