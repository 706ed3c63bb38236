import { atPath, visible } from './helpers/expect';
import { sampleCaregiverPages } from './helpers/login';
import { DESKTOP, screenshot, useSite, waitForMail } from './helpers/site';
import { axeViolations } from './helpers/axe';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';

const site = useSite();
// Signed in through the UI once (the first test's page); later pages reuse the session (helpers/login.ts).
const caregiverPage = sampleCaregiverPages(site.newPage);

describe('what she pays, and withdrawing within 7 days, at 360 px', () => {
  it('subscribes with the coupon, sees \u2018Próxima cobrança\u2019, withdraws through the dialog and is back to \u2018Sem Plano\u2019', async () => {
    const page = await caregiverPage();
    await page.goto('/minha-conta');
    await page.getByRole('button', { name: 'Assinar plano Mensal' }).click();
    const choice = await visible(page.getByRole('dialog', { name: 'Como você quer pagar?' }));
    for (const way of ['Cartão de crédito', 'Pix Automático', 'Pix, sem renovação automática']) await visible(choice.getByRole('radio', { name: way }));
    await screenshot(page, 'billing_payment-choice');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('dialog', { name: 'Como você quer pagar?' }).getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await visible(page.getByRole('heading', { name: /Assinar o plano Mensal/ }));
    await page.getByLabel('Cupom de desconto').fill('CAREYCUIDADORES');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await atPath(page, '/assinatura-sucesso', 20_000);
    await page.getByRole('button', { name: 'Ir para Minha Conta' }).click();

    await visible(page.getByText('Você é um assinante do plano "Mensal"'));
    await visible(page.getByText('Próxima cobrança'));
    await visible(page.getByText(/R\$ 36,90/));
    await visible(page.getByText(/R\$ 18,45 em .* com o cupom CAREYCUIDADORES/));
    await screenshot(page, 'billing_minha-conta');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cancelar e pedir reembolso' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Cancelar e pedir reembolso' }));
    await visible(dialog.getByText(/devolvemos todo o valor pago \(R\$ 18,45\)/));
    await screenshot(page, 'billing_withdraw-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();

    const refunded = await visible(page.getByRole('status').filter({ hasText: 'Devolvemos R$ 18,45' }), 20_000);
    // The confirmation is where she looks, on the phone's screen, not scrolled out of view above the plan cards.
    await page.waitForFunction((el) => { const box = el!.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; }, await refunded.elementHandle(), { timeout: 5_000 });
    await visible(page.getByText('Assinatura', { exact: true }).locator('xpath=following-sibling::dd[1]').filter({ hasText: 'Sem Plano' }));
    await visible(page.getByRole('button', { name: 'Assinar plano Mensal' }));
    expect(await axeViolations(page)).toEqual([]);
    const mail = await waitForMail(site.stack(), SAMPLE_ACCOUNT.email, /Cancelamento e reembolso confirmados/);
    expect(mail.body.html).toContain('R$ 18,45');
  }, 180_000);

  it('at 1280 px the billing view and its dialog are accessible, and the keyboard closes the dialog', async () => {
    const page = await caregiverPage({ viewport: DESKTOP });
    await page.goto('/minha-conta');
    await page.getByRole('button', { name: 'Assinar plano Trimestral' }).click();
    await page.getByRole('dialog', { name: 'Como você quer pagar?' }).getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await visible(page.getByRole('heading', { name: /Assinar o plano Trimestral/ }));
    await page.getByRole('button', { name: 'Pagar' }).click();
    await atPath(page, '/assinatura-sucesso', 20_000);
    await page.goto('/minha-conta');
    await visible(page.getByText('Próxima cobrança'));
    expect(await axeViolations(page)).toEqual([]);
    const open = page.getByRole('button', { name: 'Cancelar e pedir reembolso' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = await visible(page.getByRole('dialog', { name: 'Cancelar e pedir reembolso' }));
    await visible(dialog.getByText(/R\$ 90,90/));
    await screenshot(page, 'billing_withdraw-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await visible(open);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
  }, 120_000);
});
