import { sitePaths } from '../../contract';
import { renderUnsubscribePage } from './unsubscribe-page-template';

export { CAREY_LOGO_SVG } from './unsubscribe-page-template';
export { unsubscribeTexts } from './unsubscribe-page-texts';

/**
 * The pages behind the unsubscribe link in alert e-mails (rendered by unsubscribe-page-template.ts). The link never
 * acts on GET (mail scanners open links): the page asks, and the button (or the mail client's one-click POST,
 * RFC 8058) does it.
 */
const searchUrl = (siteUrl: string) => `${siteUrl}${sitePaths.openings}`;

export function confirmUnsubscribePage(actionUrl: string, siteUrl: string): string {
  return renderUnsubscribePage({ page: 'confirm', siteUrl, searchUrl: searchUrl(siteUrl), actionUrl });
}

export function unsubscribedPage(siteUrl: string): string {
  return renderUnsubscribePage({ page: 'done', siteUrl, searchUrl: searchUrl(siteUrl) });
}

export function badTokenPage(reason: 'invalid' | 'expired', siteUrl: string): string {
  return renderUnsubscribePage({ page: reason, siteUrl, searchUrl: searchUrl(siteUrl) });
}
