import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { sampleCaregiverPages } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
// Signed in through the UI once (the first test's page); later pages reuse the session (helpers/login.ts).
const caregiverPage = sampleCaregiverPages(site.newPage);

type Box = { left: number; top: number; right: number; bottom: number };
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );

/** Whether the centre of what `selector` matches (its first visible one) is the element itself, not something over it. */
const onTop = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

describe('/buscar-vagas laid out for a phone and for a laptop', () => {
  it('360 × 800, first visit (no position yet): the true order, a one-line position request, two whole cards; back to top only once scrolled, over no control', async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    await page.goto('/buscar-vagas');
    await visible(page.getByRole('button', { name: 'Detalhes da Vaga' }));

    // The list is newest first until she gives a position, and the switch says so.
    expect(await page.getByRole('button', { name: 'Mais recentes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Mais próximas' }).getAttribute('aria-pressed')).toBe('false');
    // One line: both position buttons share their top edge.
    const [useLocation, enterCep] = await Promise.all(
      ['Usar minha localização', 'Informar CEP'].map((name) => page.getByRole('button', { name }).boundingBox()),
    );
    expect(Math.abs(useLocation!.y - enterCep!.y)).toBeLessThan(1);
    // "Filtrar" on one line: no taller than the sort switch beside it.
    const toggle = (await page.getByRole('button', { name: /^Filtrar/ }).boundingBox())!;
    const sortSwitch = (await page.getByRole('group', { name: 'Ordenar vagas' }).boundingBox())!;
    expect(toggle.height).toBeLessThanOrEqual(sortSwitch.height);

    // At least two cards wholly inside the first screen.
    const cards = await boxes(page, '.opening-list > li');
    const whole = cards.filter((c) => c.top >= 0 && c.bottom <= PHONE.height && c.left >= 0 && c.right <= PHONE.width);
    await screenshot(page, 'buscar-vagas_primeira-visita', { firstScreen: true });
    expect(whole.length).toBeGreaterThanOrEqual(2);

    // No back-to-top button at the top of the page.
    expect(await page.getByRole('button', { name: 'Voltar ao topo' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Scrolled down, it shows in a bar of its own; a card's 'Entrar em Contato' reached by keyboard is never under it.
    await page.mouse.wheel(0, 1500);
    const toTop = await visible(page.getByRole('button', { name: 'Voltar ao topo' }));
    const contacts = page.getByRole('button', { name: 'Entrar em Contato' });
    const count = await contacts.count();
    for (const index of [3, 5, count - 1]) {
      await contacts.nth(index).focus();
      const box = (await contacts.nth(index).boundingBox())!;
      const barNow = (await boxes(page, '.to-top-bar'))[0];
      expect({ index, under: box.y + box.height > barNow.top }).toEqual({ index, under: false });
      expect(await contacts.nth(index).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      })).toBe(true);
    }
    await screenshot(page, 'buscar-vagas_voltar-ao-topo');
    expect(await axeViolations(page)).toEqual([]);
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Voltar ao topo' }).waitFor({ state: 'detached' });

    // The alert confirmation in the filter panel: the back-to-top bar (once scrolled) does not cover it.
    await page.getByRole('button', { name: /^Filtrar/ }).click();
    await page.getByRole('button', { name: 'Avise-me de novas vagas' }).click();
    const status = page.getByRole('status').filter({ hasText: /Alerta criado|já tem um alerta/ });
    await visible(status);
    await status.scrollIntoViewIfNeeded();
    expect(await onTop(page, '.filter-panel .save-alert [role="status"]')).toBe(true);

    // Two filters on: "Filtrar (2)" stays one line, beside the switch.
    await page.getByLabel('Função').selectOption('Cuidador');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    const filtered = (await (await visible(page.getByRole('button', { name: 'Filtrar (2)' }))).boundingBox())!;
    const switchNow = (await page.getByRole('group', { name: 'Ordenar vagas' }).boundingBox())!;
    expect(filtered.height).toBeLessThanOrEqual(switchNow.height);
    expect(Math.abs(filtered.y + filtered.height / 2 - (switchNow.y + switchNow.height / 2))).toBeLessThan(2);
    expect(filtered.x + filtered.width).toBeLessThanOrEqual(PHONE.width);
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);

  it('360 × 800 with her position known: three whole cards on the first screen', async () => {
    const page = await caregiverPage({ viewport: PHONE, geolocation: false });
    await page.goto('/buscar-vagas');
    await page.getByRole('button', { name: 'Informar CEP' }).click();
    await page.getByLabel('Seu CEP').fill('13025-320');
    await page.getByRole('button', { name: 'Usar este CEP' }).click();
    await page.locator('.opening-distance').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const whole = (await boxes(page, '.opening-list > li')).filter((c) => c.top >= 0 && c.bottom <= PHONE.height);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    // A card's place wraps after a separator, never before one: a fact that starts a new line has none before it.
    const wrappedAfterSeparator = await page.locator('.opening-facts').evaluateAll((lists) =>
      lists.flatMap((dl) => {
        const facts = [...dl.querySelectorAll('dd')];
        return facts.slice(1).flatMap((dd, i) => {
          const newLine = dd.getBoundingClientRect().top >= facts[i].getBoundingClientRect().bottom - 2;
          if (!newLine) return [];
          const before = getComputedStyle(dd, '::before').content;
          const after = getComputedStyle(facts[i], '::after').content;
          return [{ fact: dd.textContent, startsWithSeparator: before.includes('·'), previousEndsWithSeparator: after.includes('·') }];
        });
      }),
    );
    expect(wrappedAfterSeparator.length).toBeGreaterThan(0);
    for (const wrap of wrappedAfterSeparator) expect(wrap).toEqual({ fact: wrap.fact, startsWithSeparator: false, previousEndsWithSeparator: true });
  }, 120_000);

  it('1280 × 800: the cards stay inside the list column, which lines up with the toolbar; the filter panel keeps its buttons in place after "Avise-me"; the details labels line up', async () => {
    const page = await caregiverPage({ viewport: DESKTOP });
    await page.goto('/buscar-vagas');
    await visible(page.getByRole('button', { name: 'Detalhes da Vaga' }));
    const [list] = await boxes(page, '.opening-list');
    const [toolbar] = await boxes(page, '.openings-toolbar');
    const cards = await boxes(page, '.opening-list > li');
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) {
      expect(card.right).toBeLessThanOrEqual(list.right + 0.5);
      expect(card.left).toBeGreaterThanOrEqual(list.left - 0.5);
    }
    expect(Math.abs(list.left - toolbar.left)).toBeLessThan(1);
    expect(Math.abs(list.right - toolbar.right)).toBeLessThan(1);
    // Nothing inside a card spills out of it (buttons, texts).
    const spills = await page.locator('.opening-list > li').evaluateAll((lis) =>
      lis.flatMap((li) => {
        const c = li.getBoundingClientRect();
        return [...li.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > c.right + 0.5).map((e) => e.textContent);
      }),
    );
    expect(spills).toEqual([]);

    await page.getByRole('button', { name: /^Filtrar/ }).click();
    const apply = page.getByRole('button', { name: 'Aplicar filtros' });
    const before = (await apply.boundingBox())!;
    await page.getByRole('button', { name: 'Avise-me de novas vagas' }).click();
    const status = await visible(page.getByRole('status').filter({ hasText: /Alerta criado|já tem um alerta/ }));
    const after = (await apply.boundingBox())!;
    expect(after.y).toBe(before.y);
    const [panel] = await boxes(page, '.filter-panel');
    expect(Math.abs(panel.right - toolbar.right)).toBeLessThan(1);
    expect((await status.boundingBox())!.y).toBeGreaterThan(after.y + after.height);
    await screenshot(page, 'buscar-vagas_filtros-com-alerta');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().click();
    const dialog = await visible(page.getByRole('dialog'));
    const labelLefts = await dialog.locator('dd').evaluateAll((dds) => [...new Set(dds.map((dd) => Math.round(dd.getBoundingClientRect().left)))]);
    expect(labelLefts).toHaveLength(1);
    await screenshot(page, 'buscar-vagas_detalhes');
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);
});
