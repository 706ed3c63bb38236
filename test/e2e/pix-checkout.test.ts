import { atPath, visible } from './helpers/expect';
import { sampleCaregiverPages } from './helpers/login';
import { screenshot, useSite } from './helpers/site';
import { axeViolations } from './helpers/axe';
import { hasValidCrc, readFields } from '../../infra/local/stripe/br-code';

const site = useSite();
const caregiverPage = sampleCaregiverPages(site.newPage);

describe('paying one period of Trimestral by Pix, at 360 px', () => {
  it('chooses \u2018Pix, sem renovação automática\u2019 in the dialog, reaches the Pix page (QR code, copia e cola), pays in the simulated bank app and sees \u2018Acesso até\u2019', async () => {
    const page = await caregiverPage();
    await page.goto('/minha-conta');
    await page.getByRole('button', { name: 'Assinar plano Trimestral' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Como você quer pagar?' }));
    await visible(dialog.getByText('Você paga um período e tem acesso até o fim dele; avisamos antes de acabar.'));
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The keyboard chooses: Tab to the first choice, arrows to the third.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Pix, sem renovação automática' }).isChecked()).toBe(true);
    await screenshot(page, 'pix_payment-choice');
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    await visible(page.getByRole('heading', { level: 1, name: 'Pagar com Pix' }), 20_000);
    await visible(page.getByRole('img', { name: 'QR Code Pix' }));
    const code = await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue();
    expect(code.startsWith('000201')).toBe(true);
    expect(hasValidCrc(code)).toBe(true);
    expect(readFields(code).find(([id]) => id === '54')?.[1]).toBe('90.90');
    await screenshot(page, 'pix_stand-in-page');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Simular pagamento no app do banco' }).click();
    await atPath(page, '/assinatura-sucesso', 20_000);
    await page.goto('/minha-conta');
    await visible(page.getByText('Forma de pagamento: Pix', { exact: true }), 20_000);
    const until = await visible(page.getByText('Acesso até', { exact: true }).locator('xpath=following-sibling::dd[1]'));
    const [day, month, year] = (await until.textContent())!.trim().split('/').map(Number);
    const days = (Date.UTC(year, month - 1, day) - Date.now()) / 86_400_000;
    // Three calendar months ahead (89 to 92 days), on the São Paulo calendar.
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    expect(await page.getByText('Próxima cobrança').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  }, 180_000);
});
