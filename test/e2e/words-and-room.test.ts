import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { overflowOf } from './helpers/layout';
import { operatorPages, sampleCaregiverPages } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

/** Issue 51: the operator's import errors at 1280 px (item 8); at 360 px (item 5) her header's 'Sair' and the room inside the openings toolbar's buttons. */
const site = useSite();
const operatorPage = operatorPages(site.newPage, site.stack);
const caregiverPage = sampleCaregiverPages(site.newPage);

async function clean(page: Page, name: string, width: number) {
  expect({ screen: name, width, violations: await axeViolations(page) }).toEqual({ screen: name, width, violations: [] });
  expect({ screen: name, ...(await overflowOf(page)) }).toEqual({ screen: name, scroll: 0, outside: [] });
  await screenshot(page, name);
}

/**
 * The room between a button's words and its border box, left and right (px, to a tenth): the words measured by a Range
 * over the button's contents: the room that shows, whatever the padding says or a squeezed box leaves of it.
 */
const roomInside = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button, label) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const words = range.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    const tenth = (n: number) => Math.round(n * 10) / 10;
    return { button: label, left: tenth(words.left - box.left), right: tenth(box.right - words.right) };
  }, name);

const file = (name: string, bytes: Buffer | string) => {
  const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carey-words-')), name);
  fs.writeFileSync(at, bytes);
  return at;
};

async function send(page: Page, at: string) {
  await page.getByLabel('Arquivo de vagas').setInputFiles(at);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
}

describe("'Arquivo de vagas' at 1280 px: errors in what the operator knows (item 8)", () => {
  it("names the file's columns and the form's labels, every problem of a row; a PNG is not a spreadsheet; 'Veja as colunas aceitas' leads to the list", async () => {
    const page = await operatorPage({ viewport: DESKTOP });
    await page.goto('/equipe/vagas');
    const hint = await visible(page.getByText(/^CSV salvo pelo Excel/));
    expect(await hint.textContent()).not.toContain('npm run import');

    await send(page, file('vagas.csv', 'Família;Vaga;Publicada em;CEP;Função\r\nfamilia-palavras;vaga-palavras-1;ontem;1234;Técnico de enfermagem\r\n'));
    const report = await visible(page.getByRole('status', { name: 'Relatório do arquivo' }));
    await visible(
      report.getByText(
        'vaga da linha 2 (vaga-palavras-1): Coluna "Publicada em": deve ser uma data como 24/11/2026 ou 24/11/2026 10:00 (horário de Brasília), ou uma data e hora ISO 8601 (ex.: 2026-11-01T12:00:00Z). ' +
          'Coluna "CEP" (no formulário: CEP): deve ter 8 dígitos (ex.: 01310-100). ' +
          'Coluna "Função" (no formulário: Função): "Técnico de enfermagem" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro).',
      ),
    );
    await clean(page, 'equipe_arquivo-erros_1280', DESKTOP.width);

    await send(page, file('foto.png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')));
    await visible(page.getByText(/^Arquivo recusado: o arquivo não é uma planilha/));

    await send(page, file('cores.csv', 'familia;vaga;cor\r\nf;v;azul\r\n'));
    await visible(page.getByText('Arquivo recusado: coluna(s) desconhecida(s) no cabeçalho: cor.', { exact: false }));
    await page.getByRole('link', { name: 'Veja as colunas aceitas' }).click();
    expect(new URL(page.url()).hash).toBe('#colunas-aceitas');
    const columns = await visible(page.getByRole('region', { name: 'Colunas aceitas' }));
    await visible(columns.getByRole('row', { name: 'Função tipoProfissional Função' }));
    await visible(columns.getByRole('row', { name: 'Publicada em createdAt —' }));
    expect(await columns.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await clean(page, 'equipe_colunas-aceitas_1280', DESKTOP.width);
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);
});

describe('her screens at 360 px (item 5)', () => {
  it("'Sair' is in the nav links' type size, on their row", async () => {
    const page = await caregiverPage({ viewport: PHONE });
    await page.goto('/buscar-vagas');
    const nav = await visible(page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'Sair' }) }));
    const sizes = await nav.evaluate((el) => [...el.querySelectorAll('a, button')].map((e) => [e.textContent?.trim(), getComputedStyle(e).fontSize]));
    expect(sizes.map(([label]) => label)).toEqual(['Buscar Vagas', 'Minha Conta', 'Sair']);
    expect(sizes).toEqual(sizes.map(([label]) => [label, sizes[0][1]]));
    // …and on the links' row, so the first screen keeps its two whole cards.
    const row = await nav.evaluate((el) => [...el.querySelectorAll('a, button')].map((e) => { const r = e.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right), Math.round(r.top)]; }));
    expect({ row, tops: new Set(row.map(([, , top]) => top)).size }).toEqual({ row, tops: 1 });
    await clean(page, 'buscar-vagas_sair_360', PHONE.width);
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);

  it("'Mais próximas', 'Mais recentes' and 'Filtrar (2)' keep 8 px between their words and their edges", async () => {
    const page = await caregiverPage({ viewport: PHONE });
    await page.goto('/buscar-vagas');
    await visible(page.getByRole('button', { name: 'Detalhes da Vaga' }));
    // The measures of every button short of 8 px on a side (none), so a red run shows how short.
    const cramped = async (...names: string[]) => {
      const rooms = await Promise.all(names.map((name) => roomInside(page, name)));
      return rooms.filter((room) => room.left < 8 || room.right < 8);
    };
    expect(await cramped('Mais próximas', 'Mais recentes', 'Filtrar')).toEqual([]);
    await clean(page, 'buscar-vagas_ordem_360', PHONE.width);

    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await page.getByLabel('Função').selectOption('Cuidador');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await visible(page.getByRole('button', { name: 'Filtrar (2)' }));
    expect(await cramped('Mais próximas', 'Mais recentes', 'Filtrar (2)')).toEqual([]);
    await clean(page, 'buscar-vagas_ordem-filtrar-2_360', PHONE.width);
    expect(site.consoleProblems()).toEqual([]);
  }, 120_000);
});
