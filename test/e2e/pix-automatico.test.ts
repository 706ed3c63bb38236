import type { Page } from 'playwright-core';
import { atPath, visible } from './helpers/expect';
import { operatorPages, sampleCaregiverPages } from './helpers/login';
import { DESKTOP, screenshot, useSite, waitForMail } from './helpers/site';
import { axeViolations } from './helpers/axe';

const site = useSite();
const caregiverPage = sampleCaregiverPages(site.newPage);
const operatorPage = operatorPages(site.newPage, site.stack);

/** Mensal's price, as the plans table and the ui-contract give it (R$ 36,90 a month), written out, not imported. */
const MENSAL = 'R$ 36,90';

/**
 * The day a monthly period that starts at `at` ends, as Stripe computes it (one calendar month later in UTC, the day
 * clamped to the month's last), shown on São Paulo's calendar (UTC−3, no daylight saving since 2019).
 */
function nextMonthInSaoPaulo(at: Date): string {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1, at.getUTCHours(), at.getUTCMinutes()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  const sp = new Date(target.getTime() - 3 * 3_600_000);
  return `${String(sp.getUTCDate()).padStart(2, '0')}/${String(sp.getUTCMonth() + 1).padStart(2, '0')}/${sp.getUTCFullYear()}`;
}

/** The definition a term labels in a data list (dt, then its dd). */
const valueOf = (page: Page, term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');

describe('subscribing to Mensal with Pix Automático, at 360 px, and withdrawing', () => {
  it("chooses 'Pix Automático', authorises it in the simulated bank app, sees 'Forma de pagamento: Pix Automático' and 'Próxima cobrança', the console sees it too, then 'Cancelar e pedir reembolso' ends the plan", async () => {
    const page = await caregiverPage();
    await page.goto('/minha-conta');
    await page.getByRole('button', { name: 'Assinar plano Mensal' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Como você quer pagar?' }));
    await dialog.getByRole('radio', { name: 'Pix Automático' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    // The stand-in's page plays Stripe's and her bank app's part: the mandate's QR code, then 'Autorizar Pix Automático'.
    await visible(page.getByRole('heading', { level: 1, name: 'Autorizar Pix Automático' }), 20_000);
    await visible(page.getByRole('img', { name: 'QR Code Pix' }));
    expect((await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue()).startsWith('000201')).toBe(true);
    await screenshot(page, 'pix-automatico_stand-in-page');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const authorisedAt = new Date();
    await page.getByRole('button', { name: 'Autorizar Pix Automático' }).click();
    await atPath(page, '/assinatura-sucesso', 20_000);
    const authorisedBy = new Date();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/minha-conta');
    await visible(page.getByText('Forma de pagamento: Pix Automático', { exact: true }), 20_000);
    // A month from when she authorised, on São Paulo's calendar: the stand-in read its clock between this test's two
    // reads, and a midnight in São Paulo between them makes either day right.
    const charged = [authorisedAt, authorisedBy].map(nextMonthInSaoPaulo).join('|');
    await visible(valueOf(page, 'Próxima cobrança').filter({ hasText: new RegExp(`^(${charged}), ${MENSAL.replace('$', '\\$')}$`) }));
    await screenshot(page, 'pix-automatico_minha-conta');
    expect(await axeViolations(page)).toEqual([]);

    // The console at 1280 px: 'Visão geral' counts her under 'Pix Automático'; her page says how she pays.
    const team = await operatorPage({ viewport: DESKTOP });
    const paying = await visible(team.getByRole('region', { name: 'Com plano, por forma de pagamento' }));
    const count = async (label: string) => (await (await visible(paying.getByLabel(label, { exact: true }))).innerText()).trim();
    expect({ pixAutomatico: await count('Pix Automático'), pix: await count('Pix') }).toEqual({ pixAutomatico: '1', pix: '0' });
    expect(await axeViolations(team)).toEqual([]);
    await team.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await team.getByLabel('Buscar cuidadora').fill('maria@exemplo.com.br');
    await team.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await visible(team.getByRole('link', { name: 'Maria Cuidadora' }))).click();
    await visible(team.getByRole('heading', { level: 1, name: 'Maria Cuidadora' }));
    await visible(valueOf(team, 'Forma de pagamento').filter({ hasText: /^Pix Automático$/ }));
    expect(await axeViolations(team)).toEqual([]);

    // Within 7 days: 'Cancelar e pedir reembolso' refunds the payment in full and the plan ends.
    await page.getByRole('button', { name: 'Cancelar e pedir reembolso' }).click();
    const withdrawal = await visible(page.getByRole('dialog', { name: 'Cancelar e pedir reembolso' }));
    await visible(withdrawal.getByText(`devolvemos todo o valor pago (${MENSAL}) pelo Pix`, { exact: false }));
    expect(await axeViolations(page)).toEqual([]);
    await withdrawal.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    const refunded = await visible(page.getByRole('status').filter({ hasText: `Devolvemos ${MENSAL} à sua conta pelo Pix` }), 20_000);
    await page.waitForFunction((el) => { const box = el!.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; }, await refunded.elementHandle(), { timeout: 5_000 });
    await visible(valueOf(page, 'Assinatura').filter({ hasText: 'Sem Plano' }));
    await visible(page.getByRole('button', { name: 'Assinar plano Mensal' }));
    await screenshot(page, 'pix-automatico_refunded');
    expect(await axeViolations(page)).toEqual([]);
    const mail = await waitForMail(site.stack(), 'maria@exemplo.com.br', /Cancelamento e reembolso confirmados/);
    expect(mail.body.html).toContain(MENSAL);
  }, 240_000);
});
