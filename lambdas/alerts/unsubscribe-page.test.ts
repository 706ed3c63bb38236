import fs from 'node:fs';
import path from 'node:path';
import { badTokenPage, CAREY_LOGO_SVG, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page';

const site = 'https://carey.com.br';

describe('the unsubscribe pages', () => {
  it("carry the app's logo, the very file the SPA shows", () => {
    const appLogo = fs.readFileSync(path.resolve(__dirname, '../../web/public/img/logo.svg'), 'utf8').trim();
    expect(CAREY_LOGO_SVG).toBe(appLogo);
  });

  it.each([
    ['confirm', confirmUnsubscribePage(`${site}/api/alerts/unsubscribe?token=t.s`, site)],
    ['done', unsubscribedPage(site)],
    ['expired', badTokenPage('expired', site)],
    ['invalid', badTokenPage('invalid', site)],
  ])('%s: a header with the logo linking to the site, one h1, the footer', (_, html) => {
    const header = /<header[^>]*>(.*)<\/header>/.exec(html)?.[1] ?? '';
    expect(header).toContain(`<a href="${site}/"`);
    expect(header).toContain('aria-label="Carey"');
    expect(header).toContain('<title>Carey</title>');
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<footer');
    expect(html).not.toContain('<script');
  });
});
