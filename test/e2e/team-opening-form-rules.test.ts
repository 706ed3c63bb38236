/**
 * Issue 51, item 7, in the browser: 'Nova vaga' at the console's 1280 px refuses '31/02/2026' and '25:99' with the
 * server's Portuguese message on the field, offers 'Gênero do idoso' as a choice, and, given only a CEP, stores its
 * city and UF ('Campinas – SP'); the caregiver at 360 px reads 'Campinas' on the card, never 'Cidade não informada'.
 * Axe clean on each screen.
 */
import type { Page } from 'playwright-core';
import { visible } from './helpers/expect';
import { operatorPages, sampleCaregiverPages } from './helpers/login';
import { axeViolations } from './helpers/axe';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';
import { overflowOf } from './helpers/layout';

const site = useSite();
const operatorPage = operatorPages(site.newPage, site.stack);
const caregiverPage = sampleCaregiverPages(site.newPage);

async function expectAccessible(page: Page, name: string, width: number) {
  expect({ screen: name, width, violations: await axeViolations(page) }).toEqual({ screen: name, width, violations: [] });
  await screenshot(page, `equipe_${name}_${width}`);
}

describe("'Nova vaga' takes only what can be (issue 51)", () => {
  it('at 1280 px: refuses an impossible date and time on their fields, takes the gender as a choice, fills the city and UF from the CEP', async () => {
    const family = 'Família Regras Campinas';
    const page = await operatorPage({ viewport: DESKTOP });
    await page.goto('/equipe/vagas/nova');
    await visible(page.getByRole('heading', { level: 1, name: 'Nova vaga' }));
    const gender = page.getByRole('combobox', { name: 'Gênero do idoso' });
    await visible(gender);
    expect(await gender.locator('option').allTextContents()).toEqual(['Não informado', 'Feminino', 'Masculino']);

    site.expectConsoleProblem(/^\/equipe\/vagas\/nova: \[error\] Failed to load resource: the server responded with a status of 400/);
    await page.getByLabel('Família da vaga').selectOption({ label: 'Nova família…' });
    await page.getByLabel('Nome da nova família').fill(family);
    await page.getByLabel('Identificador da nova família').fill('familia-regras-campinas');
    await page.getByLabel('CEP').fill('13083-852');
    await gender.selectOption('Feminino');
    await page.getByLabel('Data de início').fill('31/02/2026');
    await page.getByLabel('Horário').fill('08:00');
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    const dateError = 'Data de início: a data 31/02/2026 não existe no calendário. Confira o dia e o mês (ex.: 28/02/2026).';
    await visible(page.getByText(dateError).first());
    await expectAccessible(page, 'nova-vaga-data-impossivel', DESKTOP.width);

    await page.getByLabel('Data de início').fill('28/02/2026');
    await page.getByLabel('Horário').fill('25:99');
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    await visible(page.getByText('Horário: 25:99 não é um horário válido. Use de 00:00 a 23:59.').first());
    expect(await page.getByText(dateError).count()).toBe(0);

    await page.getByLabel('Horário').fill('23:59');
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/equipe/vagas/familia-regras-campinas/vaga-'));
    await visible(page.getByRole('heading', { level: 1, name: `${family} · Função não informada` }));
    await visible(page.getByText('Campinas – SP', { exact: true }));
    await expectAccessible(page, 'vaga-cidade-do-cep', DESKTOP.width);
  });

  it("the caregiver at 360 px reads the CEP's city on its card, never 'Cidade não informada'", async () => {
    const family = 'Família Regras Campinas';
    const caregiver = await caregiverPage({ viewport: PHONE });
    await caregiver.goto('/buscar-vagas');
    // Her sign-in saved her position (São Paulo) or not yet, as the race goes: nearest first, this Campinas opening is
    // past the first 20 cards. Newest first, it is the first card whatever her position.
    const newest = caregiver.getByRole('button', { name: 'Mais recentes' });
    await newest.click();
    await caregiver.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent === 'Mais recentes');
    const card = caregiver.locator('li.opening-card').filter({ hasText: family });
    await visible(card);
    await visible(card.getByText('Campinas', { exact: true }));
    expect(await card.getByText('Cidade não informada').count()).toBe(0);
    expect(await overflowOf(caregiver)).toEqual({ scroll: 0, outside: [] });
    await expectAccessible(caregiver, 'buscar-vagas-cidade-do-cep', PHONE.width);
  });
});
