import * as z from 'zod';
import { badTokenPage, confirmUnsubscribePage, unsubscribedPage } from '../unsubscribe-page';
import { apiHandler } from '../../base/http/api-handler';
import { checkUnsubscribeToken, unsubscribeFromAlerts } from '../saved-alerts';
import { unsubscribeUrl } from '../alert-digests';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const query = z.object({ token: z.string().max(1024).optional().catch(undefined) });

/**
 * Public, no login: the link in alert e-mails. GET shows a confirmation page; POST (its button, or the mail
 * client's RFC 8058 one-click) removes the caregiver's alerts. A tampered or expired token changes nothing.
 */
export const handler = apiHandler({ query }, async ({ event, query }) => {
  const siteUrl = requireEnv('SITE_URL');
  const token = query.token ?? '';
  const post = event.requestContext.http.method === 'POST';
  const check = post ? await unsubscribeFromAlerts(token) : await checkUnsubscribeToken(token);
  if (!check.ok) return { statusCode: 400, html: badTokenPage(check.reason, siteUrl) };
  return { html: post ? unsubscribedPage(siteUrl) : confirmUnsubscribePage(unsubscribeUrl(siteUrl, token), siteUrl) };
});
