import { saveOpening } from '../../lambdas/openings/data/openings';
import type { Opening } from '../../lambdas/openings/opening';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { loginAsSample } from './helpers/login';
import { PHONE, useSite } from './helpers/site';

const site = useSite();

/** São Paulo's calendar day, written out here on its own (UTC−3 all year since 2019), as 'dd/mm/aaaa'. */
const spDay = (ms: number) => {
  const d = new Date(ms - 3 * 3_600_000).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};
const DAY = 86_400_000;

describe("one clock, São Paulo's, on a 360 px phone whose browser is in Tokyo", () => {
  it("an opening published at 23:59 in São Paulo three days ago: the card says 'há 3 dias' and the details that day; the count says the search's 200 km", async () => {
    // 23:59 in São Paulo three days ago is 02:59 UTC two days ago: in UTC (or Tokyo) it is another day.
    const spMidnightToday = Date.parse(`${new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10)}T03:00:00Z`);
    const published = new Date(spMidnightToday - 2 * DAY - 60_000);
    await saveOpening({
      id: 'vaga-meia-noite', clientId: 'familia-meia-noite', createdAt: new Date().toISOString(), dataCriacao: published.toISOString(),
      tipoProfissional: 'Cuidador', bairro: 'Vila Meia-Noite', enderecoCompleto: { cidade: 'São Paulo', bairro: 'Vila Meia-Noite' },
      localizacao: { latitude: -23.5614, longitude: -46.6559, precisao: 'cep' },
    } as Opening);

    const page = await site.newPage({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    await loginAsSample(page);
    // Before paying: the count within the same radius the search uses unasked.
    await visible(page.getByText(/^Há (mais de )?[\d.]+ vagas? abertas? a até 200 km de você$/));

    await page.goto('/buscar-vagas');
    const card = page.locator('.opening-list > li').filter({ hasText: 'Vila Meia-Noite' });
    await visible(card.getByText('publicada há 3 dias'));
    await card.getByRole('button', { name: 'Detalhes da Vaga' }).click();
    const details = await visible(page.getByRole('dialog'));
    const created = details.locator('dt', { hasText: 'Publicada em' }).locator('xpath=following-sibling::dd[1]');
    expect(await created.textContent()).toBe(spDay(published.getTime()));
    expect(spDay(published.getTime())).toBe(spDay(spMidnightToday - 3 * DAY));
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
