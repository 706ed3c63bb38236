import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { sampleCaregiverPages } from './helpers/login';
import { PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
// Signed in through the UI once (the first test's page); later pages reuse the session (helpers/login.ts).
const caregiverPage = sampleCaregiverPages(site.newPage);

const kmOf = (texts: string[]) => texts.map((t) => Number(t.replace(/^a /, '').replace(/ km.*$/, '').replace(/\./g, '').replace(',', '.')));
const distances = (page: Page, list: string) => page.getByRole('list', { name: list }).locator('.opening-distance').allTextContents();

describe('far from every opening, on a 360 × 800 phone', () => {
  it('a CEP in Curitiba: says nothing lies within her radius, then offers the nearest beyond it with their distances', async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    await page.goto('/buscar-vagas');
    await page.getByRole('button', { name: 'Informar CEP' }).click();
    await page.getByLabel('Seu CEP').fill('80010-000');
    await page.getByRole('button', { name: 'Usar este CEP' }).click();
    await visible(page.getByText(/^Distâncias a partir do CEP 80010-000 \(.*Curitiba\)\./));

    // The widest radius (200 km) holds nothing: said with the radius, then the nearest beyond it, nearest first.
    await visible(page.getByText('Nenhuma vaga a até 200 km de você.'));
    const beyondName = 'As vagas mais próximas, além de 200 km';
    await visible(page.getByRole('heading', { name: beyondName }));
    const km = kmOf(await distances(page, beyondName));
    expect(km.length).toBeGreaterThan(0);
    expect(km.every((d) => d > 200)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // The seed's openings that cannot be placed are apart, under their own heading, without a distance.
    const unplaced = page.getByRole('list', { name: 'Vagas sem localização (distância desconhecida)' });
    await visible(unplaced);
    expect(await unplaced.locator('.opening-distance').count()).toBe(0);
    await screenshot(page, 'buscar-vagas_longe');
    expect(await axeViolations(page)).toEqual([]);

    // A narrower radius lists no unplaced opening at all; the nearest beyond it are still offered.
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Distância máxima').selectOption('25');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await visible(page.getByText('Nenhuma vaga a até 25 km de você.'));
    await visible(page.getByRole('heading', { name: 'As vagas mais próximas, além de 25 km' }));
    expect(await page.getByRole('list', { name: 'Vagas sem localização (distância desconhecida)' }).count()).toBe(0);
  }, 120_000);

  it('an empty filtered list says no opening matches the filters and offers to clear them', async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    await page.goto('/buscar-vagas');
    // (She measures from Curitiba since the test above: the list holds the nearest beyond, or the unplaced ones.)
    await visible(page.locator('.opening-list > li'));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Cidade').fill('Cidade Que Não Existe');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await visible(page.getByText('Nenhuma vaga corresponde aos filtros escolhidos.'));
    expect(await page.getByText('Nenhuma vaga disponível no momento.').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await visible(page.locator('.opening-list > li'));
    expect(await page.getByText('Nenhuma vaga corresponde aos filtros escolhidos.').count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Filtrar', exact: true }));
  }, 120_000);
});
