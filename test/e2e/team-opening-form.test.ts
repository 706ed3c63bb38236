import type { Page } from 'playwright-core';
import { visible } from './helpers/expect';
import { operatorPages, sampleCaregiverPages } from './helpers/login';
import { axeViolations } from './helpers/axe';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
// Signed in through the UI once (the first test's page); later pages reuse the session (helpers/login.ts).
const operatorPage = operatorPages(site.newPage, site.stack);
const caregiverPage = sampleCaregiverPages(site.newPage);

async function expectAccessible(page: Page, name: string, viewport: { width: number }) {
  expect({ screen: name, width: viewport.width, violations: await axeViolations(page) }).toEqual({ screen: name, width: viewport.width, violations: [] });
  await screenshot(page, `equipe_${name}_${viewport.width}`);
}

describe("'Vagas': one opening at a time", () => {
  it.each([
    ['1280', DESKTOP, 'largo'],
    ['360', PHONE, 'estreito'],
  ])('at %s px: the operator creates an opening for a new family through the form; the caregiver finds it in /buscar-vagas', async (_w, viewport, tag) => {
    const familyName = `Família Formulário ${tag}`;
    const details = `Senhora de 80 anos, formulário ${tag}.`;
    const page = await operatorPage({ viewport });
    await page.goto('/equipe/vagas');
    await (await visible(page.getByRole('link', { name: 'Nova vaga', exact: true }))).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Nova vaga' }));
    await expectAccessible(page, 'nova-vaga', viewport);

    // A refusal first: the import's own rule, in Portuguese, on the field (the browser logs the API's 400).
    site.expectConsoleProblem(/^\/equipe\/vagas\/nova: \[error\] Failed to load resource: the server responded with a status of 400/);
    await page.getByLabel('Família da vaga').selectOption({ label: 'Nova família…' });
    await page.getByLabel('Nome da nova família').fill(familyName);
    await page.getByLabel('Identificador da nova família').fill(`familia-form-${tag}`);
    await page.getByLabel('CEP').fill('1234');
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    await visible(page.getByText('CEP: deve ter 8 dígitos (ex.: 01310-100).').first());
    await expectAccessible(page, 'nova-vaga-erro', viewport);

    await page.getByLabel('CEP').fill('01310-100');
    await page.getByLabel('Função', { exact: true }).selectOption('Cuidador');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Detalhes da vaga').fill(details);
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/equipe/vagas/familia-form-${tag}/vaga-`));
    await visible(page.getByRole('heading', { level: 1, name: `${familyName} · Cuidador` }));
    await visible(page.getByText(details));
    // The caregiver's placeholders for what was left empty (decision 033).
    await visible(page.getByText('Não informado', { exact: true }).first());
    await visible(page.getByRole('listitem').filter({ hasText: 'Vaga criada' }));
    await expectAccessible(page, 'vaga', viewport);

    const caregiver = await caregiverPage({ viewport });
    await caregiver.goto('/buscar-vagas');
    await visible(caregiver.getByText(familyName).first());
  });

  it("corrects an opening ('Corrigir vaga'): the page and its history say what changed; 'Famílias' finds her by name", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await page.goto('/equipe/vagas/familias');
    await visible(page.getByRole('heading', { level: 1, name: 'Famílias' }));
    await page.getByLabel('Nome da família').fill('formulario LARGO');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'familia-form-largo' });
    await visible(row);
    // the list before the search holds her too: wait for the search's answer, a table of her alone
    const rows = page.getByRole('table').getByRole('row');
    for (let tries = 0; tries < 50 && (await rows.count()) !== 2; tries++) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(2);
    await expectAccessible(page, 'familias', DESKTOP);
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'familias', PHONE);
    await page.setViewportSize(DESKTOP);
    await row.getByRole('link', { name: 'Ver vagas da família' }).click();
    await (await visible(page.getByRole('table').getByRole('link', { name: /^vaga-/ }))).click();

    await page.getByRole('button', { name: 'Corrigir vaga' }).click();
    await page.getByLabel('Cidade').fill('Campinas');
    await page.getByLabel('CEP').fill('13015-904');
    await expectAccessible(page, 'corrigir-vaga', DESKTOP);
    await page.getByRole('button', { name: 'Salvar vaga' }).click();
    await visible(page.getByText(/^Vaga corrigida: CEP, Bairro e cidade\./));
    await visible(page.getByRole('listitem').filter({ hasText: 'Vaga corrigida · Mudou: CEP, Bairro e cidade' }));
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'vaga-corrigida', PHONE);
  });
});
