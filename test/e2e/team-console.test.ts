// @suiteSeconds 260: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { atPath, visible } from './helpers/expect';
import { operatorPages, sampleCaregiverPages } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite, waitForMail } from './helpers/site';
import { axeViolations } from './helpers/axe';
import { finishPendingDeletions } from '../integration/helpers/deletion';
import { consoleEdges, overflowOf, type ConsoleEdges } from './helpers/layout';
import { writeOpeningCsv, type CsvOpening } from '../../contract/opening-csv';
import { markUndeliverable } from '../../lambdas/base/mail/undeliverable';
import { findStoredOpening } from '../../lambdas/openings/data/opening-closing';

const site = useSite();
const NAV = ['Visão geral', 'Avisos', 'Vagas', 'Atendimento', 'Cuidadoras', 'Registro'];

// The operator and the caregiver sign in through the UI once (the first test's pages); later pages reuse the session.
const operatorPage = operatorPages(site.newPage, site.stack);
const caregiverPage = sampleCaregiverPages(site.newPage);

/** Axe at the laptop width and at 360 px, with a screenshot of each. */
async function expectAccessible(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect({ screen: name, width: viewport.width, violations: await axeViolations(page) }).toEqual({ screen: name, width: viewport.width, violations: [] });
    await screenshot(page, `equipe_${name}`);
  }
}

/**
 * The console's one column, as a person sees it at a laptop's width: the logo, the menu's first link, her role line,
 * the page's h1 and each of the page's blocks start on the column's left edge, 'Sair' ends on its right edge (1 px
 * either way); the menu's links are one row (one top); the column is centred; nothing in the page leaves it.
 */
function oneColumn(edges: ConsoleEdges, width: number) {
  const { left, right } = edges.content;
  const lefts: [string, number][] = [['logo', edges.logo.left], ['menu', edges.menu.left], ['role', edges.role.left], ['h1', edges.heading.left], ...edges.blocks.map((b, i): [string, number] => [`block ${i + 1}`, b])];
  const offsets = [...lefts.map(([what, at]) => [what, at - left] as const), ['Sair', edges.signOut.right - right] as const].filter(([, off]) => Math.abs(off) > 1).map(([what, off]) => `${what} ${off > 0 ? '+' : ''}${off} px`);
  const tops = edges.menu.linkTops;
  return { offsets, astray: edges.astray, menuRows: Math.max(...tops) - Math.min(...tops) <= 1 ? 1 : new Set(tops.map(Math.round)).size, centred: Math.abs(left - (width - right)) <= 1 };
}

/** The operator opens 'Vagas' and sends a file: the page and the report shown. */
async function sendOpeningFile(file: string) {
  const page = await operatorPage({ viewport: DESKTOP });
  await page.goto('/equipe/vagas');
  await page.getByLabel('Arquivo de vagas').setInputFiles(file);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  return { page, report: await visible(page.getByRole('status', { name: 'Relatório do arquivo' })) };
}

describe('Painel da equipe', () => {
  it('the operator signs in, lands on /equipe, marks the caregiver verified (her /minha-conta shows it), deletes another account (LGPD); the Registro lists both and downloads as CSV', async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    const nav = await visible(page.getByRole('navigation', { name: 'Painel da equipe' }));
    for (const name of NAV) await visible(nav.getByRole('link', { name, exact: true }));
    await visible(page.getByRole('button', { name: 'Sair' }));
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    await expectAccessible(page, 'visao-geral');

    await nav.getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Cuidadoras' }));
    await page.getByLabel('Buscar cuidadora').fill(SAMPLE_ACCOUNT.email);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await visible(page.getByRole('link', { name: SAMPLE_ACCOUNT.name }))).click();
    await visible(page.getByRole('heading', { level: 1, name: SAMPLE_ACCOUNT.name }));
    await expectAccessible(page, 'cuidadora');
    // Her e-mail is confirmed: no verification to resend.
    expect(await page.getByRole('button', { name: 'Reenviar e-mail de verificação' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Marcar conta como verificada' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Conta verificada.' }));
    // 'verificada' can be undone, and done again.
    await page.getByRole('button', { name: 'Desmarcar verificação' }).click();
    await visible(page.getByRole('button', { name: 'Marcar conta como verificada' }));
    expect(await page.getByText('Conta verificada.').count()).toBe(0);
    await page.getByRole('button', { name: 'Marcar conta como verificada' }).click();
    await visible(page.getByRole('button', { name: 'Desmarcar verificação' }));
    await page.getByRole('button', { name: 'Bloquear acesso', exact: true }).click();
    // A block is confirmed first, with its reason; 'Situação da conta' then says so.
    const blockDialog = await visible(page.getByRole('dialog', { name: 'Bloquear o acesso desta cuidadora?' }));
    expect(await axeViolations(page)).toEqual([]);
    await blockDialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await visible(blockDialog.getByText('Escreva o motivo (ele fica no Registro).'));
    await blockDialog.getByLabel('Motivo').fill('Documento de outra pessoa');
    await blockDialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await visible(page.getByRole('status').filter({ hasText: 'O acesso desta cuidadora está bloqueado.' }));
    await visible(page.getByText('Acesso bloqueado · Conta verificada'));
    await page.getByRole('button', { name: 'Desbloquear acesso' }).click();
    await visible(page.getByRole('button', { name: 'Bloquear acesso', exact: true }));
    expect(await page.getByText('O acesso desta cuidadora está bloqueado.').count()).toBe(0);

    // 'Excluir conta (LGPD)' for another caregiver: confirmation dialog, then her deletion runs.
    const bia = { ...SAMPLE_ACCOUNT, email: 'bia.e2e@exemplo.com.br', phone: '41987654321', name: 'Bia Exclusão' };
    await createReadyCaregiver(site.stack(), bia);
    // Her address bounced: her page says 'E-mail não entregue'.
    await markUndeliverable(bia.email, 'bounce', new Date());
    await nav.getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByLabel('Buscar cuidadora').fill(bia.phone);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await visible(page.getByRole('link', { name: bia.name }))).click();
    await visible(page.getByRole('status').filter({ hasText: 'E-mail não entregue' }));
    await page.getByRole('button', { name: 'Excluir conta (LGPD)' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Excluir a conta desta cuidadora?' }));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Motivo').fill('Pedido dela por telefone');
    await dialog.getByRole('button', { name: 'Excluir conta', exact: true }).click();
    // Done when every step ran inside the request's 3 s of wall clock; on a busy machine, started and finished by the
    // resume job (as in AWS): the test takes either answer and runs the job after the second (docs/testing.md).
    const done = page.getByRole('status').filter({ hasText: 'Conta excluída.' });
    await visible(done.or(page.getByRole('status').filter({ hasText: 'Exclusão iniciada; os passos restantes terminam em alguns minutos.' })));
    if (!(await done.count())) await finishPendingDeletions(site.stack());
    // Her receipt, looked up in the console from the e-mail she used (read-only).
    await nav.getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByLabel('E-mail ou código do recibo').fill(bia.email);
    await page.getByRole('button', { name: 'Consultar recibo' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Exclusão pedida em' }));
    await visible(page.getByText('Cadastro apagado:'));
    await expectAccessible(page, 'cuidadoras-recibo');
    await page.setViewportSize(DESKTOP);

    await nav.getByRole('link', { name: 'Registro', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Registro' }));
    const table = await visible(page.getByRole('table'));
    for (const column of ['Quando', 'Quem', 'Ação', 'Alvo', 'Detalhes', 'Situação']) await visible(table.getByRole('columnheader', { name: column }));
    // who acted, by her e-mail as written then (never a bare id)
    await visible(table.getByRole('cell', { name: SAMPLE_OPERATOR.email, exact: true }).first());
    await visible(table.getByRole('cell', { name: 'Conta marcada como verificada' }));
    await visible(table.getByRole('cell', { name: 'Exclusão da conta iniciada (LGPD)' }));
    await visible(table.getByRole('cell', { name: 'conta excluída' }));
    await expectAccessible(page, 'registro');
    await page.setViewportSize(DESKTOP);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('registro-carey.csv');
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(csv[0]).toBe('quando;quem;ação;alvo;detalhes;situação');
    expect(csv.find((line) => line.includes('Exclusão'))).toContain(`;${SAMPLE_OPERATOR.email};Exclusão da conta iniciada (LGPD);conta excluída;motivo: `);
    // the actions (the reads of her data are lines too: her page opened, the searches)
    const reads = ['Página da cuidadora aberta', 'Busca de cuidadoras', 'Registro baixado (CSV)'];
    expect(csv.slice(1).map((line) => line.split(';')[2]).filter((action) => !reads.includes(action))).toEqual([
      'Exclusão da conta iniciada (LGPD)',
      'Acesso desbloqueado',
      'Acesso bloqueado',
      'Conta marcada como verificada',
      'Verificação da conta desfeita',
      'Conta marcada como verificada',
    ]);

    await page.getByRole('button', { name: 'Sair' }).click();
    // The team's own sign-in, not the caregivers' login.
    await atPath(page, '/equipe');

    const caregiver = await caregiverPage();
    await visible(caregiver.getByText('Documentos verificados pela equipe', { exact: true }));
    expect(site.consoleProblems()).toEqual([]);
  }, 180_000);

  it("Atendimento: the operator answers a support message (the reply is in the local mailbox, Reply-To the support inbox) and archives it", async () => {
    const sender = { nome: 'Sônia Suporte', email: 'sonia.suporte@exemplo.com.br', whatsapp: '11912345678', mensagem: 'Como encontro vagas perto de mim?' };
    const sent = await fetch(new URL('/api/support', site.stack().siteUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sender) });
    expect(await sent.json()).toEqual({ success: true });
    // A message from an address that bounced before: marked 'E-mail não entregue' in the table.
    const bounced = { ...sender, nome: 'Dora Devolvida', email: 'dora.devolvida@exemplo.com.br' };
    await fetch(new URL('/api/support', site.stack().siteUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bounced) });
    await markUndeliverable(bounced.email, 'bounce', new Date());

    const page = await operatorPage({ viewport: DESKTOP });
    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Atendimento', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Atendimento' }));
    const table = await visible(page.getByRole('table'));
    for (const column of ['Nome', 'E-mail', 'Data', 'Estado', 'E-mail ao suporte']) await visible(table.getByRole('columnheader', { name: column, exact: true }));
    const row = table.getByRole('row').filter({ hasText: sender.email });
    await visible(row.getByRole('cell', { name: 'Nova', exact: true }));
    await visible(row.getByRole('cell', { name: 'Enviado', exact: true }));
    await visible(table.getByRole('row').filter({ hasText: bounced.email }).getByText('E-mail não entregue'));
    expect(await row.getByText('E-mail não entregue').count()).toBe(0);
    await expectAccessible(page, 'atendimento');

    await page.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: 'Responder' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Responder a ${sender.nome}` }));
    await visible(dialog.getByText(sender.mensagem));
    await expectAccessible(page, 'atendimento-resposta');
    await dialog.getByLabel('Resposta').fill('Olá, Sônia! Abra Buscar vagas e informe seu CEP.');
    await dialog.getByRole('button', { name: 'Enviar resposta' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Resposta enviada.' }));
    await visible(row.getByRole('cell', { name: 'Respondida', exact: true }));
    const mail = await waitForMail(site.stack(), sender.email, /Resposta do suporte Carey/);
    expect(mail.replyTo).toEqual(['suporte@carey.local']);
    expect(mail.body.text).toContain('Olá, Sônia! Abra Buscar vagas e informe seu CEP.');
    expect(mail.body.text).toContain(`> ${sender.mensagem}`);

    await row.getByRole('button', { name: 'Arquivar' }).click();
    await visible(row.getByRole('cell', { name: 'Arquivada', exact: true }));
    expect(await row.getByRole('button', { name: 'Arquivar' }).count()).toBe(0);

    // Search by e-mail: only her message.
    await page.getByLabel('Buscar por e-mail').fill(sender.email.toUpperCase());
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByRole('cell', { name: sender.email, exact: true }));
    // the list before the search holds her message too: wait for the search's answer (header and her row) first
    const rows = page.getByRole('table').getByRole('row');
    for (let tries = 0; tries < 50 && (await rows.count()) !== 2; tries++) await page.waitForTimeout(100);
    expect(await rows.count()).toBe(2);
    expect(site.consoleProblems()).toEqual([]);
  });

  it("'Vagas': the operator finds an opening by family and closes it ('Encerrar vaga' → 'Encerrar'); the caregiver's link to it then says it was closed", async () => {
    // Before: the caregiver's link opens the opening's details.
    const caregiver = await caregiverPage();
    await caregiver.goto('/buscar-vagas?vaga=vaga-001');
    await visible(caregiver.getByRole('dialog'));

    const page = await operatorPage({ viewport: DESKTOP });
    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Vagas', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Vagas' }));
    await visible(page.getByRole('table').getByRole('cell', { name: 'vaga-001', exact: true }));
    await expectAccessible(page, 'vagas');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Família').fill('familia-01');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'vaga-001', exact: true }) });
    await (await visible(row.getByRole('button', { name: 'Encerrar vaga' }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Encerrar esta vaga?' }));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Encerrar', exact: true }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Vaga vaga-001 encerrada.' }));
    await visible(row.getByText(/^Encerrada em /));
    expect(await row.getByRole('button', { name: 'Encerrar vaga' }).count()).toBe(0);

    // After: gone from /buscar-vagas; her link says it was closed.
    await caregiver.goto('/buscar-vagas?vaga=vaga-001');
    await visible(caregiver.getByText('Esta vaga foi encerrada.', { exact: true }));
    expect(await caregiver.getByRole('dialog').count()).toBe(0);
    expect(site.consoleProblems()).toEqual([]);
  });

  it("'Arquivo de vagas': the operator sends a file and sees the import's report; the opening is then on /buscar-vagas", async () => {
    const file = path.join(os.tmpdir(), `vagas-e2e-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify({
      families: [{ id: 'familia-e2e', name: 'Família Enviada' }],
      openings: [
        { id: 'vaga-enviada', clientId: 'familia-e2e', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } },
        { id: 'vaga-sem-familia', clientId: 'familia-inexistente', createdAt: new Date().toISOString() },
      ],
      notices: [],
    }));
    const { page, report } = await sendOpeningFile(file);
    await visible(report.getByText('Gravado: 1 família e 1 vaga.'));
    await visible(report.getByText(/vaga nº 2 \(familia-inexistente\/vaga-sem-familia\)/));
    await visible(page.getByRole('table').getByRole('cell', { name: 'vaga-enviada', exact: true }));
    await expectAccessible(page, 'vagas-arquivo');

    const caregiver = await caregiverPage();
    await caregiver.goto('/buscar-vagas?vaga=vaga-enviada');
    await visible(caregiver.getByRole('dialog'));
    expect(site.consoleProblems()).toEqual([]);
  });

  it("'Avisos': the operator sees the reach, sends a notice to 'Todas' with the keyboard, follows its progress; the sample caregiver's bell shows it and the Registro lists it", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    // One caregiver found by name: 'Cuidadoras', her page, 'Enviar aviso para ela' chooses her in 'Avisos'.
    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByLabel('Buscar cuidadora').fill(SAMPLE_ACCOUNT.name);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await visible(page.getByRole('link', { name: SAMPLE_ACCOUNT.name }))).click();
    await page.getByRole('link', { name: 'Enviar aviso para ela' }).click();
    await atPath(page, '/equipe/avisos');
    await visible(page.getByRole('heading', { level: 1, name: 'Avisos' }));
    expect(await page.getByLabel('Destinatárias').inputValue()).toBe('uma');
    // Opened on its own, 'Avisos' has no recipient chosen (never 'Todas' by default).
    const fresh = await operatorPage({ viewport: DESKTOP });
    await fresh.goto('/equipe/avisos');
    await visible(fresh.getByRole('heading', { level: 1, name: 'Avisos' }));
    expect(await fresh.getByLabel('Destinatárias').inputValue()).toBe('');
    await visible(fresh.getByText('Preencha as destinatárias para ver quantas cuidadoras recebem o aviso.'));
    await fresh.close();
    expect(await page.getByLabel('Cuidadora', { exact: true }).inputValue()).toBe(SAMPLE_ACCOUNT.email);
    await visible(page.getByText('Será enviado para 1 cuidadora(s)'));
    const mensagem = 'Aviso da equipe para todas (e2e)';
    await page.getByLabel('Mensagem').fill(mensagem);
    await page.getByLabel('Destinatárias').selectOption({ label: 'Todas' });
    const reach = await visible(page.getByText(/^Será enviado para \d+ cuidadora\(s\)$/));
    const count = Number(/\d+/.exec((await reach.textContent())!)![0]);
    expect(count).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'avisos');
    await page.setViewportSize(DESKTOP);
    // Keyboard only: from the choice, Tab reaches 'Enviar aviso', Enter asks for confirmation first (the reach
    // repeated), and the focus is then on 'Confirmar envio': Enter sends.
    await page.getByLabel('Destinatárias').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enviar aviso');
    await page.keyboard.press('Enter');
    const confirm = await visible(page.getByRole('dialog', { name: 'Enviar este aviso?' }));
    await visible(confirm.getByText(`Será enviado para ${count} cuidadora(s) (Todas). Depois de enviado, não há como desfazer.`));
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('status').filter({ hasText: /Aviso enviado/ }).count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirmar envio');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('status').filter({ hasText: `Aviso enviado para ${count} cuidadora(s).` }));
    await visible(page.getByRole('region', { name: 'Avisos enviados' }).getByRole('cell', { name: mensagem }));

    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Registro', exact: true }).click();
    await visible(page.getByRole('table').getByRole('cell', { name: 'Aviso enviado' }).first());

    const caregiver = await caregiverPage();
    await caregiver.getByRole('button', { name: /Avisos.*\d/ }).click();
    await visible(caregiver.getByText(mensagem));
  });

  it("'Visão geral' shows the counts and follows a sign-up; 'Cuidadoras' finds her by name with a filter; 'Reenviar e-mail de verificação' puts a new e-mail in the local mailbox", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    const count = async (label: string) => Number((await (await visible(page.getByLabel(label, { exact: true }))).innerText()).replace(/\D/g, ''));
    for (const label of ['Cuidadoras', 'Novas nos últimos 7 dias', 'Com plano', 'Vagas abertas', 'Vagas encerradas', 'Vagas abertas sem localização', 'Alertas de vagas', 'Mensagens aguardando']) await count(label);
    const caregiversBefore = await count('Cuidadoras');
    expect(caregiversBefore).toBeGreaterThan(0);
    expect(await count('Vagas abertas')).toBeGreaterThan(0);

    // A sign-up through the API (her e-mail not confirmed yet): the counts follow it.
    const zelia = { name: 'Zélia Reenvio', email: 'zelia.reenvio@exemplo.com.br' };
    const signup = await fetch(new URL('/api/signup', site.stack().siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...zelia, phone: '(48) 98765-1111', password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true }),
    });
    expect(signup.status).toBe(201);
    const first = await waitForMail(site.stack(), zelia.email, /Confirme seu cadastro/);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await visible(page.getByLabel('Cuidadoras', { exact: true }).filter({ hasText: String(caregiversBefore + 1) }));
    await expectAccessible(page, 'visao-geral-contagens');

    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByLabel('Buscar cuidadora').fill('zelia');
    await page.getByLabel('Situação da conta').selectOption({ label: 'Conta não verificada' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByRole('link', { name: zelia.name }));
    await expectAccessible(page, 'cuidadoras-busca');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Situação da conta').selectOption({ label: 'Conta verificada' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByText('Nenhuma cuidadora encontrada.'));
    await page.getByLabel('Situação da conta').selectOption({ label: 'Todas' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await (await visible(page.getByRole('link', { name: zelia.name }))).click();

    await visible(page.getByRole('heading', { level: 1, name: zelia.name }));
    await page.getByRole('button', { name: 'Reenviar e-mail de verificação' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'E-mail de verificação reenviado.' }));
    await expectAccessible(page, 'cuidadora-reenvio');
    const code = (mail: { body: { html?: string } }) => /code=(\d+)/.exec(mail.body.html ?? '')?.[1];
    const deadline = Date.now() + 10_000;
    let mails: { body: { html?: string } }[] = [];
    while (mails.length < 2 && Date.now() < deadline) {
      const { emails } = (await (await fetch(`${site.stack().mailboxUrl}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string; body: { html?: string } }[] };
      mails = emails.filter((m) => m.destination.to.includes(zelia.email) && /Confirme seu cadastro/.test(m.subject));
      if (mails.length < 2) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mails).toHaveLength(2);
    expect(code(mails[1])).toBeTruthy();
    expect(code(mails[1])).not.toBe(code(first));
    expect(site.consoleProblems()).toEqual([]);
  });

  it("'Arquivo de vagas' as CSV: the opening is then on /buscar-vagas and found by the console's search; a large file goes in parts with its progress", async () => {
    const csv = path.join(os.tmpdir(), `vagas-e2e-${process.pid}.csv`);
    // As a Brazilian spreadsheet saves it: BOM, semicolons, CRLF, quotes and a line break inside a field.
    fs.writeFileSync(csv, `\uFEFF${writeOpeningCsv({
      families: [{ id: 'familia-csv-e2e', name: 'Família "CSV", Sorocaba' }],
      openings: [
        { id: 'vaga-csv-e2e', clientId: 'familia-csv-e2e', createdAt: new Date().toISOString(), tipoProfissional: 'Acompanhante', detalhesVaga: 'Manhãs;\ncom "café"', enderecoCompleto: { cidade: 'Sorocaba' } },
        { id: 'vaga-csv-ruim', clientId: 'familia-csv-e2e', createdAt: 'ontem' },
      ],
    }, ';')}`);
    const { page, report } = await sendOpeningFile(csv);
    await visible(report.getByText('Gravado: 1 família e 1 vaga.'));
    // Header, family, the first opening on lines 3-4 (a line break in its details): the bad one is on line 5.
    await visible(report.getByText(/^vaga da linha 5 \(vaga-csv-ruim\): Coluna "Publicada em": deve ser uma data/));
    // The console's days are São Paulo's (UTC−3 since 2019, written out here on its own): after 21:00 there UTC is
    // tomorrow. The day is the stored opening's (the time Carey listed it), not one read here before the upload: a
    // midnight in São Paulo during the upload would put it on the next day.
    const stored = await findStoredOpening('familia-csv-e2e', 'vaga-csv-e2e');
    const today = new Date(Date.parse(stored!.createdAt) - 3 * 3_600_000).toISOString().slice(0, 10);

    // The console's search: Cidade, Função, days and situation.
    await page.getByLabel('Cidade').fill('sorocaba');
    await page.getByLabel('Função').fill('acompanhante');
    await page.getByLabel('Publicada desde').fill(today);
    await page.getByLabel('Publicada até').fill(today);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('cidade') === 'sorocaba' && url.searchParams.get('de') === today);
    // Only it: the header row and its row, once the search's page has replaced the newest-first list (the list's own
    // table: 'Colunas aceitas', under the file field, is a table too).
    const list = page.getByRole('region', { name: 'Vagas', exact: true });
    for (let tries = 0; tries < 150 && (await list.getByRole('row').count()) !== 2; tries++) await page.waitForTimeout(100);
    expect(await list.getByRole('row').count()).toBe(2);
    await visible(list.getByRole('cell', { name: 'vaga-csv-e2e', exact: true }));
    await page.getByLabel('Situação').selectOption({ label: 'Encerradas' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByText('Nenhuma vaga encontrada.'));

    const caregiver = await caregiverPage();
    await caregiver.goto('/buscar-vagas?vaga=vaga-csv-e2e');
    await visible(caregiver.getByRole('dialog'));

    // 50 families with 5 openings each: 300 records, sent 100 at a time (a family with its openings).
    const big = path.join(os.tmpdir(), `vagas-lote-e2e-${process.pid}.csv`);
    const families = Array.from({ length: 50 }, (_, i) => ({ id: `familia-lote-${i}`, name: `Família Lote ${i}` }));
    const openings: CsvOpening[] = Array.from({ length: 250 }, (_, i) => ({ id: `vaga-lote-${i}`, clientId: `familia-lote-${i % 50}`, createdAt: i === 200 ? 'ontem' : new Date().toISOString(), tipoProfissional: 'Acompanhante', enderecoCompleto: { cidade: 'Lotelândia' } }));
    fs.writeFileSync(big, writeOpeningCsv({ families, openings }));
    await page.getByLabel('Arquivo de vagas').setInputFiles(big);
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    await visible(page.getByRole('status').filter({ hasText: /^Enviando parte [1-3] de 4…$/ }));
    await expectAccessible(page, 'vagas-partes');
    const merged = await visible(page.getByRole('status', { name: 'Relatório do arquivo' }), 150_000);
    await visible(merged.getByText('Gravado: 50 famílias e 249 vagas.'));
    // Families are lines 2-51, openings from line 52: the refused one is on line 252.
    await visible(merged.getByText(/^vaga da linha 252 \(vaga-lote-200\): Coluna "Publicada em": deve ser uma data/));
    expect(await page.getByRole('status').filter({ hasText: /^Enviando parte/ }).count()).toBe(0);
    await expectAccessible(page, 'vagas-relatorio-csv');
    expect(site.consoleProblems()).toEqual([]);
  }, 240_000);

  it("'Baixar modelo CSV' gives a template Excel opens in columns; saved by Excel in Windows-1252 it imports whole; a PNG renamed .csv is refused as not a spreadsheet", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await page.goto('/equipe/vagas');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar modelo CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('modelo-vagas-carey.csv');
    const template = fs.readFileSync(await download.path());
    // UTF-8 with a BOM and `;` separators: the form Excel in Brazil opens in columns.
    expect([...template.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = template.subarray(3).toString('utf8');
    // The header a family's spreadsheet would have, in Portuguese (the older JSON names are still read).
    expect(text.split('\r\n')[0].split(';').slice(0, 5)).toEqual(['Família', 'Nome da família', 'Foto da família', 'Vaga', 'Publicada em']);
    expect(text.split('\r\n')[0]).toContain(';Dia de início;Horário;');
    expect(text).toContain('Família Exemplo');

    // Excel saves it back in Windows-1252: the same letters, read as such.
    const excel = path.join(os.tmpdir(), `modelo-excel-${process.pid}.csv`);
    fs.writeFileSync(excel, Buffer.from(text, 'latin1'));
    await page.getByLabel('Arquivo de vagas').setInputFiles(excel);
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    const report = await visible(page.getByRole('status', { name: 'Relatório do arquivo' }));
    await visible(report.getByText('Arquivo lido como Windows-1252 (o padrão do Excel no Brasil).'));
    await visible(report.getByText('Gravado: 1 família e 2 vagas.'));
    await page.getByLabel('Família').fill('familia-exemplo');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await visible(page.getByRole('table').getByRole('cell', { name: 'Família Exemplo' }).first());
    await expectAccessible(page, 'vagas-modelo');

    const png = path.join(os.tmpdir(), `foto-${process.pid}.csv`);
    fs.writeFileSync(png, Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    await page.getByLabel('Arquivo de vagas').setInputFiles(png);
    await page.getByRole('button', { name: 'Enviar arquivo' }).click();
    await visible(page.getByText(/^Arquivo recusado: o arquivo não é uma planilha CSV nem um JSON de vagas/));
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);

  it('at 1280 × 800 the menu, the header and each console page share one column, nothing scrolls sideways and every row\'s buttons are in view; at 360 px nothing passes the edge (the CSV help included), tables read as lists, axe clean', async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    // Something in every table first: a support message (Atendimento), a notice (Avisos) already exist in the seed or earlier tests.
    await fetch(new URL('/api/support', site.stack().siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Maria de Lourdes Aparecida dos Santos Oliveira', email: 'maria.lourdes.aparecida.santos@exemplo.com.br', whatsapp: '(11) 98765-4321', mensagem: 'Uma mensagem longa '.repeat(20) }),
    });
    for (const [name, url] of [['Visão geral', '/equipe'], ['Avisos', '/equipe/avisos'], ['Vagas', '/equipe/vagas'], ['Atendimento', '/equipe/atendimento'], ['Cuidadoras', '/equipe/cuidadoras'], ['Registro', '/equipe/registro'], ['Operadoras', '/equipe/operadoras'], ['Nova vaga', '/equipe/vagas/nova'], ['Famílias', '/equipe/vagas/familias']] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(url);
      await visible(page.getByRole('heading', { level: 1, name }));
      // The frame is measured with her role beside the menu (it comes from its own request, which a loaded machine
      // may answer after the network was idle for 500 ms: the red of a loaded run, 'no .team-role').
      await visible(page.getByText(/^Seu papel: /));
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect({ page: name, ...widths }).toEqual({ page: name, scroll: widths.client, client: widths.client });
      const outside = await page.evaluate(() =>
        Array.from(document.querySelectorAll('table button, table a'))
          .map((b) => ({ name: b.textContent, right: Math.round(b.getBoundingClientRect().right) }))
          .filter((b) => b.right > document.documentElement.clientWidth),
      );
      expect({ page: name, outside }).toEqual({ page: name, outside: [] });
      expect({ page: name, ...oneColumn(await consoleEdges(page), DESKTOP.width) }).toEqual({ page: name, offsets: [], astray: [], menuRows: 1, centred: true });
      await page.setViewportSize(PHONE);
      expect({ page: name, ...(await overflowOf(page)) }).toEqual({ page: name, scroll: 0, outside: [] });
      expect({ page: name, violations: await axeViolations(page) }).toEqual({ page: name, violations: [] });
      await screenshot(page, `equipe_largura_${url.split('/').pop()}`);
    }
    expect(site.consoleProblems()).toEqual([]);
  }, 240_000);

  it("'Visão geral': each count leads to the list it counts; 'Cuidadoras' opened without a search lists the newest sign-ups", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    await (await visible(page.getByRole('link', { name: /^Com plano: \d+\. Ver a lista$/ }))).click();
    await page.waitForURL((url) => url.pathname === '/equipe/cuidadoras' && url.searchParams.get('plano') === 'com');
    await visible(page.getByRole('heading', { level: 1, name: 'Cuidadoras' }));
    expect(await page.getByLabel('Plano', { exact: true }).inputValue()).toBe('com');
    await page.goBack();
    await (await visible(page.getByRole('link', { name: /^Vagas encerradas: \d+\. Ver a lista$/ }))).click();
    await page.waitForURL((url) => url.pathname === '/equipe/vagas' && url.searchParams.get('situacao') === 'encerradas');
    await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    const newest = await visible(page.getByRole('region', { name: 'Cadastros mais recentes' }));
    expect(await newest.getByRole('link').count()).toBeGreaterThan(0);
    await visible(newest.getByRole('link', { name: SAMPLE_ACCOUNT.name }));
    expect(await axeViolations(page)).toEqual([]);
    expect(site.consoleProblems()).toEqual([]);
  });

  it('a caregiver who opens /equipe is refused, with a link home', async () => {
    const page = await caregiverPage();
    await page.goto('/equipe');
    await visible(page.getByText('Acesso restrito à equipe Carey.'));
    expect(await page.getByRole('navigation', { name: 'Painel da equipe' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await atPath(page, '/home');
  });
});
