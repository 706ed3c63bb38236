// @suiteSeconds 130: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { atPath, visible } from './helpers/expect';
import { overflowOf } from './helpers/layout';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { loginAsSample } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite, waitForMail } from './helpers/site';

const site = useSite();

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect({ page: name, violations: await axeViolations(page) }).toEqual({ page: name, violations: [] });
  // No sideways scrolling, and nothing cut at the right edge (the body hides what passes it: boxes, not only scrollWidth).
  expect({ page: name, ...(await overflowOf(page)) }).toEqual({ page: name, scroll: 0, outside: [] });
  // Nothing in the console: no warnings, no errors, no failed requests.
  expect({ page: name, console: site.consoleProblems() }).toEqual({ page: name, console: [] });
}

const publicPages: [string, string][] = [
  ['/login', 'Login'],
  ['/signup', 'Como você quer se cadastrar?'],
  ['/caregiver-signup', 'Cadastrar'],
  ['/pre-registration-complete', 'Disponível no Google Play'],
  ['/termos-de-uso', 'Termos de Uso'],
  ['/politica-de-privacidade', 'Política de Privacidade'],
  ['/redefinir-senha', 'Salvar nova senha'],
  ['/excluir-conta', 'Entrar para excluir minha conta'],
  ['/pagina-que-nao-existe', 'Voltar'],
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every screen on a %s', (label, viewport) => {
  it('public pages have no axe violations, one h1, lang pt-BR and a title', async () => {
    const page = await site.newPage({ viewport });
    for (const [path, marker] of publicPages) {
      await page.goto(path);
      // A marker is a text on the page or the name of a link (the store badges are images named by their alt text).
      await visible(page.getByText(marker, { exact: false }).or(page.getByRole('link', { name: marker })));
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
      expect(await page.title()).not.toBe('');
      await check(page, `${label}${path.replace(/\//g, '_')}`);
    }
  }, 120_000);

  it('signed-in pages and every dialog have no axe violations', async () => {
    const page = await site.newPage({ viewport });
    await loginAsSample(page);
    await visible(page.getByRole('heading', { name: 'Dados Cadastrais' }));
    await visible(page.getByRole('button', { name: 'Assinar plano Mensal' }));
    await check(page, `${label}_minha-conta`);

    if (label === 'phone') {
      await page.goto('/home');
      await visible(page.getByRole('dialog'));
      await check(page, `${label}_home-welcome-dialog`);
      await page.keyboard.press('Escape');
    } else {
      // Dismissed on the phone (the run above, same account): her record keeps it, so this device shows none.
      await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.ok()), page.goto('/home')]);
      await visible(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' }));
      await page.waitForTimeout(500); // her record has been rendered
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await check(page, `${label}_home`);

    await page.getByRole('button', { name: /Avisos/ }).click();
    await visible(page.getByRole('button', { name: 'Marcar como lido' }));
    await check(page, `${label}_notices-panel`);
    await page.keyboard.press('Escape');

    await page.goto('/buscar-vagas');
    await visible(page.getByRole('button', { name: 'Detalhes da Vaga' }));
    await check(page, `${label}_buscar-vagas`);
    await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().click();
    await visible(page.getByRole('dialog'));
    await check(page, `${label}_details-dialog`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Entrar em Contato' }).first().click();
    await visible(page.getByRole('dialog'));
    await check(page, `${label}_contact-dialog`);
    await page.keyboard.press('Escape');
    // The filter panel, and "Avise-me de novas vagas" saving its search (the second viewport finds it saved).
    await page.getByRole('button', { name: /^Filtrar/ }).click();
    await page.getByRole('button', { name: 'Avise-me de novas vagas' }).click();
    await visible(page.getByRole('status').filter({ hasText: /Alerta criado|já tem um alerta/ }));
    await check(page, `${label}_buscar-vagas-filtros`);

    // Her alert on Minha Conta, and the deletion page signed in up to its final confirmation (then cancelled).
    await page.goto('/minha-conta');
    await visible(page.getByRole('region', { name: 'Alertas de vagas' }).getByRole('button', { name: 'Excluir' }));
    await check(page, `${label}_minha-conta-alertas`);
    await page.goto('/excluir-conta');
    await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await visible(page.getByRole('dialog'));
    await check(page, `${label}_excluir-conta-confirmacao`);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/support');
    await visible(page.getByRole('heading', { name: 'Atendimento ao Cliente' }));
    await check(page, `${label}_support`);
  }, 240_000);
});

describe('keyboard only', () => {
  it('signs up and logs in without a mouse', async () => {
    const page = await site.newPage();
    const email = `teclado.${Date.now()}@exemplo.com`;
    await page.goto('/caregiver-signup');
    await visible(page.getByLabel('Nome'));
    // Tab from the top of the page to each field in order, typing as a keyboard user would.
    const typeInto = async (label: string, text: string) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.labels?.[0]?.textContent?.trim() ?? el?.getAttribute('aria-label') ?? '';
        });
        if (focused.startsWith(label)) {
          await page.keyboard.type(text);
          return;
        }
      }
      throw new Error(`could not reach "${label}" with Tab`);
    };
    await typeInto('Nome', 'Teclado Teste');
    await typeInto('Telefone (com DDD)', `3199${String(Date.now()).slice(-7)}`);
    await typeInto('Email', email);
    await typeInto('Senha', 'Teclado123');
    await typeInto('Confirmar senha', 'Teclado123');
    // Terms checkbox: Space ticks it; then Enter on 'Cadastrar'.
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Cadastrar' }).focus();
    await page.keyboard.press('Enter');
    await atPath(page, '/pre-registration-complete');

    const mail = await waitForMail(site.stack(), email, /Confirme seu cadastro/);
    await page.goto(/href="([^"]*\/verify-email\?[^"]*)"/.exec(mail.body.html ?? '')![1].replace(/&amp;/g, '&'));
    await visible(page.getByRole('heading', { level: 1, name: 'Cadastro feito com Sucesso!' }));

    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Teclado123');
    await page.keyboard.press('Enter');
    await atPath(page, '/minha-conta');
  }, 120_000);
});
