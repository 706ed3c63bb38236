import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { loginAsOperator, loginAsSample } from './helpers/login';
import { PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();

async function expectAxeClean(page: Page, screen: string) {
  expect({ screen, violations: await axeViolations(page) }).toEqual({ screen, violations: [] });
  await screenshot(page, `denuncia_${screen}`);
}

describe("'Denunciar vaga' end to end, on a 360 px phone", () => {
  it('she reports an opening from its details; it leaves her list; the team sees it in Atendimento and closes it', async () => {
    const page = await site.newPage({ viewport: PHONE, geolocation: false });
    await loginAsSample(page);
    await page.goto('/buscar-vagas');
    const firstTitle = page.locator('.opening-list h2').first();
    await visible(firstTitle);
    const titleId = (await firstTitle.getAttribute('id'))!;
    const family = (await firstTitle.textContent())!.trim();
    const card = page.locator('li', { has: page.locator(`[id="${titleId}"]`) });

    // No dead end: the details dialog leads to contact, and the contact dialog says Carey never asks for money.
    await card.getByRole('button', { name: 'Detalhes da Vaga' }).click();
    let details = await visible(page.getByRole('dialog', { name: family }));
    await details.getByRole('button', { name: 'Entrar em Contato' }).click();
    const contact = await visible(page.getByRole('dialog', { name: 'Entrar em Contato' }));
    await visible(contact.getByText('A Carey nunca pede dinheiro, Pix ou dados bancários.'));
    await expectAxeClean(page, 'contato');
    await contact.getByRole('button', { name: 'Fechar' }).click();

    await card.getByRole('button', { name: 'Detalhes da Vaga' }).click();
    details = await visible(page.getByRole('dialog', { name: family }));
    for (const name of ['Entrar em Contato', 'Denunciar vaga', 'Fechar']) await visible(details.getByRole('button', { name, exact: true }));
    await details.getByRole('button', { name: 'Denunciar vaga' }).click();
    const report = await visible(page.getByRole('dialog', { name: 'Denunciar vaga' }));
    for (const reason of ['Vaga falsa ou enganosa', 'Pede dinheiro ou dados bancários', 'Vaga já preenchida', 'Outro']) await visible(report.getByRole('radio', { name: reason }));
    await expectAxeClean(page, 'formulario');

    // Without a reason: a Portuguese message, nothing sent.
    await report.getByRole('button', { name: 'Enviar denúncia' }).click();
    await visible(report.getByRole('alert').filter({ hasText: 'Escolha o motivo da denúncia.' }));
    await report.getByRole('radio', { name: 'Pede dinheiro ou dados bancários' }).check();
    await report.getByLabel('Conte mais (opcional)').fill('Pediu um Pix de R$ 50 para reservar a vaga.');
    await report.getByRole('button', { name: 'Enviar denúncia' }).click();
    await visible(report.getByText('Recebemos sua denúncia.'));
    await expectAxeClean(page, 'recebida');
    await report.getByRole('button', { name: 'Fechar' }).click();
    expect(await page.locator(`[id="${titleId}"]`).count()).toBe(0);
    // And after a reload: the server leaves it out too.
    await page.reload();
    await visible(page.locator('.opening-list h2').first());
    expect(await page.locator(`[id="${titleId}"]`).count()).toBe(0);

    // The team: Atendimento shows it, marked 'Denúncia de vaga', with 'Encerrar vaga' at hand.
    const team = await site.newPage({ viewport: PHONE });
    await loginAsOperator(team, site.stack());
    await team.goto('/equipe/atendimento');
    const group = await visible(team.locator('article.opening-report').filter({ hasText: 'Denúncia de vaga' }).first());
    await visible(group.getByText('Pede dinheiro ou dados bancários'));
    await visible(group.getByText('Pediu um Pix de R$ 50 para reservar a vaga.'));
    expect(await axeViolations(team)).toEqual([]);
    await screenshot(team, 'denuncia_atendimento');
    await group.getByRole('button', { name: 'Encerrar vaga' }).click();
    await team.getByRole('dialog', { name: 'Encerrar esta vaga?' }).getByRole('button', { name: 'Encerrar', exact: true }).click();
    await visible(group.getByText(/^Encerrada em /));
  });
});
