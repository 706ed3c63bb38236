/**
 * Issue 51, item 9, at the console's 1280 px: the words an operator reads. Her status 'Conta não verificada' with an
 * initial capital, her notices '(não lido)' with the accent, a family without a name said in words with its code,
 * and the Registro naming a notice sent to all by its first words, not by its id. Axe clean on each screen.
 */
import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { visible } from './helpers/expect';
import { operatorPages } from './helpers/login';
import { axeViolations } from './helpers/axe';
import { DESKTOP, screenshot, useSite } from './helpers/site';

const site = useSite();
const operatorPage = operatorPages(site.newPage, site.stack);

async function expectAccessible(page: Page, name: string) {
  expect({ screen: name, violations: await axeViolations(page) }).toEqual({ screen: name, violations: [] });
  await screenshot(page, `equipe_${name}`);
}

describe("The console's words (issue 51)", () => {
  it("her page: 'Conta não verificada' and her notices '(não lido)'; 'Vagas': a family without a name in words", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    const nav = await visible(page.getByRole('navigation', { name: 'Painel da equipe' }));
    await nav.getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByLabel('Buscar cuidadora').fill(SAMPLE_ACCOUNT.email);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByText(/· Conta não verificada ·/));
    await (await visible(page.getByRole('link', { name: SAMPLE_ACCOUNT.name }))).click();
    await visible(page.getByRole('heading', { level: 1, name: SAMPLE_ACCOUNT.name }));
    await visible(page.locator('dd').filter({ hasText: /^Conta não verificada$/ }));
    await visible(page.getByText(/\(não lido\)$/).first());
    expect(await page.getByText(/nao lido|conta não verificada/).count()).toBe(0);
    await expectAccessible(page, 'cuidadora-palavras');

    await nav.getByRole('link', { name: 'Vagas', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Vagas' }));
    await visible(page.getByRole('cell', { name: 'Família sem nome · código familia-12', exact: true }).first());
    expect(await page.getByText('(sem nome)').count()).toBe(0);
    await expectAccessible(page, 'vagas-familia-sem-nome');
  });

  it("the Registro names a notice sent to all by its words, never by its id alone", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await page.goto('/equipe/avisos');
    const mensagem = 'Plantão de vacinação no sábado (e2e)';
    await page.getByLabel('Mensagem').fill(mensagem);
    await page.getByLabel('Destinatárias').selectOption({ label: 'Todas' });
    await visible(page.getByText(/^Será enviado para \d+ cuidadora\(s\)$/));
    await page.getByRole('button', { name: 'Enviar aviso' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Enviar este aviso?' }))).getByRole('button', { name: 'Confirmar envio' }).click();
    await visible(page.getByRole('status').filter({ hasText: /Aviso enviado para \d+ cuidadora\(s\)\./ }));

    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Registro', exact: true }).click();
    const line = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Aviso enviado' }) }).first();
    await visible(line.getByRole('cell', { name: `Aviso “${mensagem}”`, exact: true }));
    expect(await line.getByText(/^\d{10}-[0-9a-f]{8}$/).count()).toBe(0);
    await expectAccessible(page, 'registro-aviso');
  });
});
