import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { axeViolations } from './helpers/axe';
import { atPath, visible } from './helpers/expect';
import { sampleCaregiverPages } from './helpers/login';
import { PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
// Signed in through the UI once (the first test's page); later pages reuse the session (helpers/login.ts).
const caregiverPage = sampleCaregiverPages(site.newPage);
const SIGNED_IN_PAGES = ['/home', '/buscar-vagas', '/minha-conta', '/support', '/avisos'];
const NEW_PASSWORD = 'Cuidar2026!novo';

describe('no dead ends, on a 360 px phone', () => {
  it("every signed-in page's header has 'Buscar Vagas', 'Minha Conta' and 'Sair'; the bell leads to 'Avisos lidos'", async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      // /home welcomes a caregiver without a plan with a dialog (the page behind is inert until it closes).
      if (path === '/home') await (await visible(page.getByRole('dialog'))).getByRole('button', { name: 'Fechar' }).click();
      const header = page.getByRole('banner');
      await visible(header.getByRole('link', { name: 'Carey' }));
      await visible(header.getByRole('button', { name: /^Avisos/ }));
      await visible(header.getByRole('button', { name: 'Suporte' }));
      const nav = header.getByRole('navigation', { name: 'Menu principal' });
      expect(await nav.getByRole('link', { name: 'Buscar Vagas' }).getAttribute('href')).toBe('/buscar-vagas');
      expect(await nav.getByRole('link', { name: 'Minha Conta' }).getAttribute('href')).toBe('/minha-conta');
      await visible(nav.getByRole('button', { name: 'Sair' }));
    }
    // The header's links work from anywhere.
    await page.getByRole('banner').getByRole('link', { name: 'Buscar Vagas' }).click();
    await atPath(page, '/buscar-vagas');

    // Bell: read one notice, then 'Avisos lidos' shows it with the others, newest first.
    await page.getByRole('banner').getByRole('button', { name: /^Avisos/ }).click();
    const panel = await visible(page.getByRole('dialog', { name: 'Avisos' }));
    const first = (await panel.locator('.notice p').first().textContent())!.trim();
    await panel.getByRole('button', { name: 'Marcar como lido' }).first().click();
    await visible(page.getByRole('banner').getByRole('button', { name: 'Avisos (2 não lidos)' }));
    await panel.getByRole('link', { name: 'Avisos lidos' }).click();
    await atPath(page, '/avisos');
    await visible(page.getByRole('heading', { level: 1, name: 'Seus avisos' }));
    const read = await visible(page.locator('main li', { hasText: first }));
    await visible(read.getByText(/· Lido$/));
    expect(await page.locator('main li').count()).toBeGreaterThanOrEqual(3);
    expect({ screen: 'avisos', violations: await axeViolations(page) }).toEqual({ screen: 'avisos', violations: [] });
    await screenshot(page, 'avisos-lidos');
  });

  it("Minha Conta shows her phone and CEP, changes her name and her password (then she signs in with the new one)", async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    const data = page.getByRole('region', { name: 'Dados Cadastrais' });
    await visible(data.getByText('Telefone'));
    await visible(data.getByText(/^\(\d{2}\) \d{5}-\d{4}$/));
    await visible(data.getByText('CEP', { exact: true }));
    expect({ screen: 'minha-conta', violations: await axeViolations(page) }).toEqual({ screen: 'minha-conta', violations: [] });

    await page.getByLabel('Nome', { exact: true }).fill('Maria Cuidadora Nova');
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    await visible(page.getByText('Nome alterado.'));
    await visible(data.getByText('Maria Cuidadora Nova', { exact: true }));

    // Cognito answers the wrong current password with a 400, which the browser logs.
    site.expectConsoleProblem(/^\/minha-conta: \[error\] Failed to load resource: the server responded with a status of 400/);
    await page.getByLabel('Senha atual', { exact: true }).fill('SenhaErrada1');
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'A senha atual está incorreta.' }));
    await page.getByLabel('Senha atual', { exact: true }).fill(SAMPLE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await visible(page.getByText('Senha alterada. Use a nova senha na próxima vez que entrar.'));
    expect({ screen: 'senha-alterada', violations: await axeViolations(page) }).toEqual({ screen: 'senha-alterada', violations: [] });
    await screenshot(page, 'minha-conta_dados-alterados');

    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await atPath(page, '/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await atPath(page, '/minha-conta');
    await visible(page.getByRole('region', { name: 'Dados Cadastrais' }).getByText('Maria Cuidadora Nova', { exact: true }));
  });
});
