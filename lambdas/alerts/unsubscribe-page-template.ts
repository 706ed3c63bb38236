import { escapeHtml } from '../base/html';
import { unsubscribeTexts, type UnsubscribeTexts } from './unsubscribe-page-texts';

/** The SPA's logo (web/public/img/logo.svg), inline: the page's policy loads no image, and it must match the app. */
export const CAREY_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" role="img" aria-label="Carey"><title>Carey</title><rect x="2" y="6" width="36" height="36" rx="9" fill="#0b6e69"/><path d="M20 35s-10-6-10-13a5.6 5.6 0 0 1 10-3.6A5.6 5.6 0 0 1 30 22c0 7-10 13-10 13z" fill="#fff"/><text x="46" y="33" font-family="system-ui, Arial, sans-serif" font-size="26" font-weight="700" fill="#08524e">Carey</text></svg>';

/** Which page, and the addresses it links to (computed by unsubscribe-page.ts). */
export type UnsubscribePageModel =
  | { page: 'confirm'; siteUrl: string; searchUrl: string; actionUrl: string }
  | { page: 'done' | 'invalid' | 'expired'; siteUrl: string; searchUrl: string };

function frame(title: string, body: string, siteUrl: string, t: UnsubscribeTexts): string {
  const logo = CAREY_LOGO_SVG.replace('<svg ', '<svg width="112" height="34" style="display:block" ');
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · Carey</title></head>` +
    `<body style="margin:0;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1c2733;background:#f5f7fa">` +
    `<header style="display:flex;align-items:center;padding:6px 16px;background:#ffffff;border-bottom:1px solid #d5dce3">` +
    `<a href="${escapeHtml(siteUrl)}/" style="display:inline-flex;align-items:center;min-height:44px">${logo}</a></header>` +
    `<main style="max-width:480px;margin:0 auto;padding:24px 16px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main>` +
    `<footer style="text-align:center;padding:16px;color:#52606d;font-size:14px;border-top:1px solid #d5dce3;background:#ffffff"><p style="margin:0">${t.footer}</p></footer>` +
    `</body></html>`
  );
}

/** One page behind the unsubscribe link: plain HTML, no script, framed like the app (header with the logo; footer). */
export function renderUnsubscribePage(m: UnsubscribePageModel, t: UnsubscribeTexts = unsubscribeTexts): string {
  const siteLink = `<p><a href="${escapeHtml(m.searchUrl)}" style="color:#08524e">${t.toSite}</a></p>`;
  switch (m.page) {
    case 'confirm':
      return frame(
        t.confirmTitle,
        `<p>${t.confirmBody}</p>` +
          `<form method="post" action="${escapeHtml(m.actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit" style="padding:12px 20px;font-size:16px;background:#0b6e69;color:#ffffff;border:0;border-radius:6px">${t.confirmButton}</button></form>` +
          siteLink,
        m.siteUrl,
        t,
      );
    case 'done':
      return frame(t.doneTitle, `<p>${t.doneBody}</p>${siteLink}`, m.siteUrl, t);
    case 'expired':
      return frame(t.expiredTitle, `<p>${t.expiredBody}</p>${siteLink}`, m.siteUrl, t);
    case 'invalid':
      return frame(t.invalidTitle, `<p>${t.invalidBody}</p>${siteLink}`, m.siteUrl, t);
  }
}
