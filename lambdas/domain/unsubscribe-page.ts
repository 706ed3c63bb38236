import { escapeHtml } from './support';

/**
 * The pages behind the unsubscribe link in alert e-mails: plain HTML, no script, readable on a phone. The link
 * never acts on GET (mail scanners open links): the page asks, and the button (or the mail client's one-click
 * POST, RFC 8058) does it.
 */
function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · Carey</title></head>` +
    `<body style="margin:0;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;background:#f5f7fa">` +
    `<main style="max-width:480px;margin:0 auto;padding:24px 16px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const siteLink = (siteUrl: string) => `<p><a href="${escapeHtml(siteUrl)}/buscar-vagas" style="color:#0b6e4f">Ir para o Carey</a></p>`;

export const unsubscribeTexts = {
  confirmTitle: 'Cancelar alertas de vagas',
  confirmButton: 'Não quero mais receber alertas',
  doneTitle: 'Alertas cancelados',
  invalidTitle: 'Link inválido',
  expiredTitle: 'Link expirado',
} as const;

export function confirmUnsubscribePage(actionUrl: string, siteUrl: string): string {
  return page(
    unsubscribeTexts.confirmTitle,
    `<p>Você deixará de receber e-mails com novas vagas, e seus alertas salvos serão excluídos. Você pode criar novos alertas quando quiser, em Buscar vagas.</p>` +
      `<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="padding:12px 20px;font-size:16px;background:#0b6e4f;color:#ffffff;border:0;border-radius:6px">${unsubscribeTexts.confirmButton}</button></form>` +
      siteLink(siteUrl),
  );
}

export function unsubscribedPage(siteUrl: string): string {
  return page(unsubscribeTexts.doneTitle, `<p>Pronto: você não receberá mais e-mails de alertas de vagas do Carey.</p>${siteLink(siteUrl)}`);
}

export function badTokenPage(reason: 'invalid' | 'expired', siteUrl: string): string {
  return reason === 'expired'
    ? page(unsubscribeTexts.expiredTitle, `<p>Este link para cancelar os alertas expirou. Use o link do e-mail mais recente, ou exclua seus alertas em Minha Conta.</p>${siteLink(siteUrl)}`)
    : page(unsubscribeTexts.invalidTitle, `<p>Este link para cancelar os alertas não é válido. Confira se ele foi copiado inteiro, ou exclua seus alertas em Minha Conta.</p>${siteLink(siteUrl)}`);
}
