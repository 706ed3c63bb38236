import { saveOpening } from '../../lambdas/openings/data/openings';
import type { Opening } from '../../lambdas/openings/opening';
import { axeViolations } from './helpers/axe';
import { atPath, kmOf, visible } from './helpers/expect';
import { loginAsSample, positionSave } from './helpers/login';
import { PHONE, useSite } from './helpers/site';

const site = useSite();

/** São Paulo's calendar day, written out here on its own (UTC−3 all year since 2019), as 'dd/mm/aaaa'. */
const spDay = (ms: number) => {
  const d = new Date(ms - 3 * 3_600_000).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
};
const DAY = 86_400_000;

describe("one clock, São Paulo's, on a 360 px phone whose browser is in Tokyo", () => {
  it("an opening published at 23:59 in São Paulo three days ago: the card says 'há 3 dias' and the details that day; the count says 25 km and 'Ver essas vagas' opens the search at 25 km with those very openings", async () => {
    // 23:59 in São Paulo three days ago is 02:59 UTC two days ago: in UTC (or Tokyo) it is another day. The page's
    // clock is held at this test's "now" (timers run): the card counts days from it, and a midnight in São Paulo
    // between this line and the card's render would make it 'há 4 dias'.
    const now = Date.now();
    const spMidnightToday = Date.parse(`${new Date(now - 3 * 3_600_000).toISOString().slice(0, 10)}T03:00:00Z`);
    const published = new Date(spMidnightToday - 2 * DAY - 60_000);
    await saveOpening({
      id: 'vaga-meia-noite', clientId: 'familia-meia-noite', createdAt: published.toISOString(), dataCriacao: published.toISOString(),
      tipoProfissional: 'Cuidador', bairro: 'Vila Meia-Noite', enderecoCompleto: { cidade: 'São Paulo', bairro: 'Vila Meia-Noite' },
      localizacao: { latitude: -23.5614, longitude: -46.6559, precisao: 'cep' },
    } as Opening);

    const page = await site.newPage({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    await page.clock.setFixedTime(now);
    // Her sign-in saves the device's position without waiting, and Minha Conta asks for the count once, as she lands:
    // asked before the save landed, it says nothing (her position unknown) and never asks again. Minha Conta is opened
    // again once the position is stored.
    const saved = positionSave(page);
    await loginAsSample(page);
    expect((await saved).ok()).toBe(true);
    await page.goto('/minha-conta');
    // Before paying: the count within 25 km, and its link to the search at that radius (one radius rule).
    const count = await visible(page.getByText(/^Há (1 vaga aberta|[\d.]+ vagas abertas) a até 25 km de você$/));
    const counted = Number((await count.textContent())!.match(/^Há ([\d.]+)/)![1].replace('.', ''));
    expect(counted).toBeGreaterThanOrEqual(1); // at least the one published at her own spot
    await page.getByRole('link', { name: 'Ver essas vagas' }).click();
    await atPath(page, '/buscar-vagas');
    expect(new URL(page.url()).searchParams.get('raio')).toBe('25');
    await visible(page.getByRole('button', { name: 'Mais próximas', pressed: true }));
    const cards = page.locator('.opening-list > li');
    // Every page of the list, scrolled to its end: as many openings as the count said, each within 25 km.
    for (let tries = 0; tries < 60 && (await cards.count()) !== counted; tries++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(500);
    }
    expect(await cards.count()).toBe(counted);
    const kms = (await cards.getByText(/^a ([\d,]+ km|menos de 100 m)/).allTextContents()).map(kmOf);
    expect(kms).toHaveLength(counted);
    expect(kms.every((km) => km <= 25)).toBe(true);
    await page.getByRole('button', { name: 'Filtrar (1)' }).click();
    expect(await page.getByLabel('Distância máxima').inputValue()).toBe('25');
    expect(await axeViolations(page)).toEqual([]);

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
