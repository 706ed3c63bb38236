import type { Page } from 'playwright-core';
import { addEnrolledOperator } from '../../infra/local/seed';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { loginAsSample, operatorPages } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
const operatorPage = operatorPages(site.newPage, site.stack);

async function expectAxeClean(page: Page, screen: string) {
  expect({ screen, violations: await axeViolations(page) }).toEqual({ screen, violations: [] });
  await screenshot(page, `equipe_${screen}`);
}

/** 'Visão geral''s 'Denúncias abertas', read after 'Atualizar' until it is `expected` (or what it last read). */
async function openReports(page: Page, expected?: number): Promise<number> {
  let shown = NaN;
  for (let tries = 0; tries < 20; tries++) {
    const count = await visible(page.getByLabel('Denúncias abertas', { exact: true }));
    shown = Number((await count.innerText()).replace(/\D/g, ''));
    if (expected === undefined || shown === expected) return shown;
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await page.waitForTimeout(300);
  }
  return shown;
}

describe("The console's decisions at 1280 px (the operator's width)", () => {
  it("'Descartar denúncia' with a reason: the report is no longer open, 'Denúncias abertas' goes down by one, the Registro has the line", async () => {
    // The team's count before.
    const team = await operatorPage({ viewport: DESKTOP });
    const before = await openReports(team);

    // A caregiver, on her phone, reports the first opening of her list.
    const caregiver = await site.newPage({ viewport: PHONE, geolocation: false });
    await loginAsSample(caregiver);
    await caregiver.goto('/buscar-vagas');
    const title = await visible(caregiver.locator('.opening-list h2'));
    const vagaId = (await title.getAttribute('id'))!.replace(/^vaga-/, '');
    await caregiver.locator('li', { has: caregiver.locator(`[id="vaga-${vagaId}"]`) }).getByRole('button', { name: 'Detalhes da Vaga' }).click();
    await (await visible(caregiver.getByRole('dialog').getByRole('button', { name: 'Denunciar vaga' }))).click();
    const report = await visible(caregiver.getByRole('dialog', { name: 'Denunciar vaga' }));
    await report.getByRole('radio', { name: 'Vaga já preenchida' }).check();
    await report.getByRole('button', { name: 'Enviar denúncia' }).click();
    await visible(report.getByText('Recebemos sua denúncia.'));

    // The team sees one more open report.
    await team.reload();
    expect(await openReports(team, before + 1)).toBe(before + 1);
    await team.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Atendimento', exact: true }).click();
    const group = await visible(team.locator('article.opening-report').filter({ has: team.getByRole('heading', { name: new RegExp(`^Denúncia de vaga: ${vagaId} \\(`) }) }));
    await visible(group.getByText('Vaga já preenchida'));
    await expectAxeClean(team, 'atendimento-denuncia');
    await visible(group.getByRole('button', { name: 'Encerrar vaga' }));
    await group.getByRole('button', { name: 'Descartar denúncia' }).click();
    const dialog = await visible(team.getByRole('dialog', { name: 'Descartar as denúncias desta vaga?' }));
    await visible(dialog.getByText(`A denúncia aberta da vaga ${vagaId} fica marcada como descartada, com o motivo, e a vaga continua como está.`));
    await expectAxeClean(team, 'descartar-denuncia');
    // Without a reason: said next to the field, nothing decided.
    await dialog.getByRole('button', { name: 'Confirmar descarte' }).click();
    await visible(dialog.getByText('Escreva o motivo (ele fica no Registro).'));
    await expectAxeClean(team, 'descartar-denuncia-sem-motivo');
    const reason = 'Família confirmou que a vaga segue aberta';
    await dialog.getByLabel('Motivo').fill(reason);
    await dialog.getByRole('button', { name: 'Confirmar descarte' }).click();
    await visible(team.getByRole('status').filter({ hasText: `Denúncias da vaga ${vagaId} descartadas.` }));
    // No longer open: marked with its reason, no 'Descartar denúncia'; the opening itself stays open.
    await visible(group.getByText(new RegExp(`^Descartada em \\d{2}/\\d{2}/\\d{4}.*: ${reason}$`)));
    expect(await group.getByRole('button', { name: 'Descartar denúncia' }).count()).toBe(0);
    await visible(group.getByRole('button', { name: 'Encerrar vaga' }));
    await team.reload();
    const reloaded = await visible(team.locator('article.opening-report').filter({ has: team.getByRole('heading', { name: new RegExp(`^Denúncia de vaga: ${vagaId} \\(`) }) }));
    await visible(reloaded.getByText(`: ${reason}`, { exact: false }));
    expect(await reloaded.getByRole('button', { name: 'Descartar denúncia' }).count()).toBe(0);

    const nav = team.getByRole('navigation', { name: 'Painel da equipe' });
    await nav.getByRole('link', { name: 'Visão geral', exact: true }).click();
    expect(await openReports(team, before)).toBe(before);
    await expectAxeClean(team, 'visao-geral-denuncias');

    await nav.getByRole('link', { name: 'Registro', exact: true }).click();
    const line = await visible(team.getByRole('table').getByRole('row').filter({ hasText: 'Denúncia descartada' }));
    await visible(line.getByText(reason, { exact: false }));
    await visible(line.getByText(vagaId, { exact: false }));
    await expectAxeClean(team, 'registro-denuncia');
  }, 150_000);

  it("'Papel': an administrator changes another operator's from 'Atendimento' to 'Leitura' through a confirmation (cancel changes nothing); the Registro reads 'Atendimento → Leitura'; her own row offers no change", async () => {
    const rita = { email: 'rita.papel@exemplo.com.br', password: 'senha-longa-da-equipe', name: 'Rita Papel', role: 'Atendimento' as const };
    await addEnrolledOperator(site.stack(), rita);
    const page = await operatorPage({ viewport: DESKTOP });
    const nav = page.getByRole('navigation', { name: 'Painel da equipe' });
    await nav.getByRole('link', { name: 'Operadoras', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Operadoras' }));
    const role = await visible(page.getByRole('combobox', { name: `Papel de ${rita.name}` }));
    expect(await role.inputValue()).toBe('Atendimento');
    // Her own row (the sample operator, '(você)'): her role is shown, not offered; no removal either.
    const own = await visible(page.getByRole('row').filter({ hasText: '(você)' }));
    await visible(own.getByText('Administração', { exact: true }));
    expect(await own.getByRole('combobox').count()).toBe(0);
    expect(await own.getByRole('button').count()).toBe(0);
    await expectAxeClean(page, 'operadoras');

    // Cancel: nothing changes, here or on the server.
    await role.selectOption({ label: 'Leitura' });
    let dialog = await visible(page.getByRole('dialog', { name: 'Mudar o papel da operadora?' }));
    await visible(dialog.getByText(`${rita.name} passa de Atendimento para Leitura na próxima ação dela no painel. A mudança fica no Registro (Atendimento → Leitura).`));
    await expectAxeClean(page, 'operadoras-mudar-papel');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await role.inputValue()).toBe('Atendimento');
    await page.reload();
    expect(await (await visible(page.getByRole('combobox', { name: `Papel de ${rita.name}` }))).inputValue()).toBe('Atendimento');

    // Confirm: applied, said, kept.
    await page.getByRole('combobox', { name: `Papel de ${rita.name}` }).selectOption({ label: 'Leitura' });
    dialog = await visible(page.getByRole('dialog', { name: 'Mudar o papel da operadora?' }));
    await dialog.getByRole('button', { name: /^Confirmar/ }).click();
    await visible(page.getByRole('status').filter({ hasText: `Papel de ${rita.name} alterado: Atendimento → Leitura.` }));
    await page.reload();
    expect(await (await visible(page.getByRole('combobox', { name: `Papel de ${rita.name}` }))).inputValue()).toBe('Leitura');
    await expectAxeClean(page, 'operadoras-papel-alterado');

    await nav.getByRole('link', { name: 'Registro', exact: true }).click();
    const lines = page.getByRole('table').getByRole('row').filter({ hasText: 'Atendimento → Leitura' });
    await visible(lines);
    // One line: the cancelled change wrote none.
    expect(await lines.count()).toBe(1);
    await visible(lines.getByText(rita.email, { exact: false }).or(lines.getByText(rita.name, { exact: false })));
    await expectAxeClean(page, 'registro-papel');
  }, 120_000);
});
