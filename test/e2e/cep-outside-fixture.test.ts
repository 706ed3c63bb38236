import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { kmOf, visible } from './helpers/expect';
import { loginAsSample } from './helpers/login';
import { PHONE, useSite } from './helpers/site';

const site = useSite();

const cardTexts = (page: Page) => page.locator('.opening-list > li').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));

describe('a CEP the ViaCEP fixture does not know, on a 360 × 800 phone', () => {
  it('places her by the CEP ranges (municipality precision) and reorders the list: Rio de Janeiro first', async () => {
    const page = await site.newPage({ viewport: PHONE, geolocation: false });
    await loginAsSample(page);
    await page.goto('/buscar-vagas');
    await visible(page.getByText('Mostrando as mais recentes. Para ver as mais próximas:'));
    await visible(page.getByRole('heading', { name: 'Família Souza' }));
    const newestFirst = await cardTexts(page);

    // 20040-002 (Centro, Rio de Janeiro) is not in the fixture: before the ranges it was "Não encontramos esse CEP".
    await page.getByRole('button', { name: 'Informar CEP' }).click();
    await page.getByLabel('Seu CEP').fill('20040-002');
    await page.getByRole('button', { name: 'Usar este CEP' }).click();
    await visible(page.getByText(/^Distâncias a partir do CEP 20040-002 \(Rio de Janeiro\)\./));
    await page.locator('.opening-distance').first().waitFor();
    const nearest = await cardTexts(page);
    expect(nearest).not.toEqual(newestFirst);
    const km = (await page.locator('.opening-distance').allTextContents()).map(kmOf);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // The seed's Rio openings (Maracanã, Copacabana; some without a city on purpose) come first, a few km away;
    // São Paulo and Campinas are hundreds of km from there.
    expect(km.slice(0, 3).every((d) => d < 20)).toBe(true);
    expect(nearest[0]).toContain('Rio de Janeiro');
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
