/**
 * `npm run screenshots`: every screen and dialog of the SPA (the team's console too; and the local checkout and billing portal pages, and the
 * unsubscribe pages of the alert e-mails) at 360 and 1280 px into
 * screenshots/ (git-ignored), plus screenshots/contact-sheet.png with all of them, composed by Chromium itself.
 * Runs on its own local stack (free ports, seeded); builds the SPA first when web/dist is stale. Console warnings
 * and errors met on the way are printed at the end (the e2e journey asserts there are none); the "400" lines of
 * steps refused on purpose (a wrong password, bad unsubscribe links) are only counted.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildWebIfStale } from '../infra/local/web-build';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { seedSampleData } from '../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../infra/local/sample-data';
import { LOCAL_ALERTS_TOKEN_SECRET } from '../infra/local/settings';
import { signUnsubscribeToken } from '../lambdas/alerts/unsubscribe-token';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/bench/chromium';
import { waitForMail } from '../test/e2e/helpers/site';
import { openingsTexts } from '../web/src/features/openings/texts';
import { captureConsole } from './screenshot-console';
import { consoleProblems, contactSheet, expectingRefusal, newPage, OUT, refusalsSeen, shoot, shots, VIEWPORTS, type Viewport } from './screenshot-camera';

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/minha-conta');
}

/** The unsubscribe link of the sample caregiver's alert e-mails (signed as the digest job signs it), and two bad ones. */
function unsubscribeLinks(stack: LocalStack, uid: string) {
  const url = (token: string) => `${stack.siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    valid: url(signUnsubscribeToken(uid, LOCAL_ALERTS_TOKEN_SECRET, new Date())),
    expired: url(signUnsubscribeToken(uid, LOCAL_ALERTS_TOKEN_SECRET, new Date(Date.now() - 90 * 86_400_000))),
    invalid: url('link-copiado-pela-metade'),
  };
}

async function capture(browser: Browser, stack: LocalStack, viewport: Viewport, sampleUid: string, totpSecret: string) {
  await captureConsole(browser, stack, viewport, totpSecret);
  const v = viewport.label;
  // Public pages.
  const page = await newPage(browser, stack, viewport);
  for (const [p, name] of [
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/caregiver-signup', 'caregiver-signup'],
    ['/pre-registration-complete', 'pre-registration-complete'],
    ['/termos-de-uso', 'termos-de-uso'],
    ['/politica-de-privacidade', 'politica-de-privacidade'],
    ['/redefinir-senha', 'redefinir-senha'],
    ['/verify-email', 'verify-email-invalid-link'],
    ['/pagina-que-nao-existe', 'not-found'],
    ['/excluir-conta', 'excluir-conta-sem-login'],
  ]) {
    await page.goto(p);
    await page.locator('h1').first().waitFor();
    await shoot(page, v, name);
  }
  await page.goto('/caregiver-signup');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByRole('alert').first().waitFor();
  await shoot(page, v, 'caregiver-signup-errors');

  // Login refused location: the quiet note.
  const noGeo = await newPage(browser, stack, viewport, false);
  await noGeo.goto('/login');
  await noGeo.getByLabel('Email').fill('ninguem@exemplo.com');
  await noGeo.getByLabel('Senha', { exact: true }).fill('SenhaErrada1');
  await expectingRefusal(async () => {
    await noGeo.getByRole('button', { name: 'Login', exact: true }).click();
    await noGeo.getByRole('alert').first().waitFor();
    await noGeo.getByRole('status').filter({ hasText: 'localização' }).waitFor().catch(() => undefined);
    await shoot(noGeo, v, 'login-error-and-location-note');
  });

  // Signed in, without a plan (the sample caregiver). First /buscar-vagas without a position (location refused; on
  // the first viewport only, since she has one afterwards): newest first, the one-line request, the CEP field.
  await login(noGeo, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await noGeo.goto('/buscar-vagas');
  await noGeo.getByRole('button', { name: 'Detalhes da Vaga' }).first().waitFor();
  if (await noGeo.getByRole('button', { name: 'Informar CEP' }).isVisible()) {
    await shoot(noGeo, v, 'buscar-vagas-sem-posicao', { viewportOnly: true });
    await noGeo.getByRole('button', { name: 'Informar CEP' }).click();
    await shoot(noGeo, v, 'buscar-vagas-informar-cep', { viewportOnly: true });
  }
  await noGeo.context().close();

  await login(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  await page.getByRole('button', { name: 'Assinar plano Mensal' }).waitFor();
  await shoot(page, v, 'minha-conta-sem-plano');
  await page.goto('/home');
  // Dismissed once, the welcome dialog stays dismissed for her account (issue 43): it shows on the first viewport only.
  if (viewport === VIEWPORTS[0]) {
    await page.getByRole('dialog').waitFor();
    await shoot(page, v, 'home-welcome-dialog');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' }).waitFor();
  await shoot(page, v, 'home');
  await page.getByRole('button', { name: /Avisos/ }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, v, 'notices-panel');
  await page.keyboard.press('Escape');
  await page.goto('/buscar-vagas');
  await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().waitFor();
  await shoot(page, v, 'buscar-vagas');
  await page.mouse.wheel(0, 1600);
  await page.getByRole('button', { name: 'Voltar ao topo' }).waitFor();
  await shoot(page, v, 'buscar-vagas-voltar-ao-topo', { viewportOnly: true });
  await page.getByRole('button', { name: 'Voltar ao topo' }).click();
  await page.waitForFunction(() => window.scrollY === 0);
  await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, v, 'details-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Entrar em Contato' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, v, 'contact-dialog-sem-plano');
  await page.keyboard.press('Escape');
  // The filter panel, and its search saved as a job alert ("Avise-me de novas vagas").
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  await page.getByLabel('Função').waitFor();
  await shoot(page, v, 'buscar-vagas-filtros');
  await page.getByRole('button', { name: 'Avise-me de novas vagas' }).click();
  await page.getByRole('status').filter({ hasText: /Alerta criado|já tem um alerta/ }).waitFor();
  await shoot(page, v, 'buscar-vagas-filtros-alerta-criado');
  // The link of an alert e-mail: /buscar-vagas?vaga=<id> opens that opening's details.
  const firstId = await page.evaluate(() => document.querySelector('.opening-list h2')?.id.replace(/^vaga-/, '') ?? '');
  await page.goto(`/buscar-vagas?vaga=${encodeURIComponent(firstId)}`);
  await page.getByRole('dialog').waitFor();
  await shoot(page, v, 'buscar-vagas-link-do-email');
  await page.goto('/buscar-vagas?vaga=vaga-encerrada');
  await page.getByRole('status').filter({ hasText: openingsTexts.linkedMissing }).waitFor();
  await shoot(page, v, 'buscar-vagas-link-vaga-encerrada', { viewportOnly: true });
  await page.goto('/minha-conta');
  await page.getByRole('region', { name: 'Alertas de vagas' }).getByRole('button', { name: 'Excluir' }).first().waitFor();
  await shoot(page, v, 'minha-conta-com-alertas');

  // The unsubscribe pages of the alert e-mails (served by the API, no login): ask, done, expired, invalid.
  const links = unsubscribeLinks(stack, sampleUid);
  await page.goto(links.valid);
  await page.getByRole('button', { name: 'Não quero mais receber alertas' }).waitFor();
  await shoot(page, v, 'alertas-cancelar');
  await page.getByRole('button', { name: 'Não quero mais receber alertas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Alertas cancelados' }).waitFor();
  await shoot(page, v, 'alertas-cancelados');
  for (const [name, link] of [['alertas-link-expirado', links.expired], ['alertas-link-invalido', links.invalid]] as const) {
    await expectingRefusal(async () => {
      await page.goto(link);
      await page.locator('h1').waitFor();
      await shoot(page, v, name);
    });
  }

  // /excluir-conta signed in, up to its final confirmation (cancelled).
  await page.goto('/excluir-conta');
  await page.getByRole('button', { name: 'Continuar' }).waitFor();
  await shoot(page, v, 'excluir-conta');
  await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, v, 'excluir-conta-confirmacao');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/support');
  await page.getByRole('heading', { name: 'Atendimento ao Cliente' }).waitFor();
  await shoot(page, v, 'support');
  await page.context().close();

  // A new caregiver: sign-up, e-mail confirmation, checkout on the local payment page, subscriber screens.
  const fresh = await newPage(browser, stack, viewport);
  const email = `tela.${v}.${Date.now()}@exemplo.com`;
  await fresh.goto('/caregiver-signup');
  await fresh.getByLabel('Nome').fill('Ana Exemplo');
  await fresh.getByLabel('Telefone (com DDD)').fill(`1199${String(Date.now()).slice(-7)}`);
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByLabel('Senha', { exact: true }).fill('Segura123');
  await fresh.getByLabel('Confirmar senha').fill('Segura123');
  await fresh.getByRole('checkbox').check();
  await fresh.getByRole('button', { name: 'Cadastrar' }).click();
  await fresh.waitForURL((u) => u.pathname === '/pre-registration-complete');
  await shoot(fresh, v, 'pre-registration-complete-flash');
  const mail = await waitForMail(stack, email, /Confirme seu cadastro/);
  await fresh.goto(/href="([^"]*\/verify-email\?[^"]*)"/.exec(mail.body.html ?? '')![1].replace(/&amp;/g, '&'));
  await fresh.getByRole('heading', { level: 1, name: 'Cadastro feito com Sucesso!' }).waitFor();
  await shoot(fresh, v, 'verify-email');
  await login(fresh, email, 'Segura123');
  await fresh.getByRole('button', { name: 'Assinar plano Mensal' }).click();
  await fresh.getByRole('dialog', { name: 'Como você quer pagar?' }).getByRole('radio', { name: 'Cartão de crédito' }).check();
  await fresh.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await fresh.getByRole('button', { name: 'Pagar' }).waitFor();
  await shoot(fresh, v, 'checkout-local');
  await fresh.getByRole('button', { name: 'Pagar' }).click();
  await fresh.getByRole('heading', { level: 1, name: 'Assinatura Confirmada!' }).waitFor({ timeout: 30_000 });
  await shoot(fresh, v, 'assinatura-sucesso');
  await fresh.getByRole('button', { name: 'Ir para Minha Conta' }).click();
  await fresh.getByText('Você é um assinante do plano "Mensal"').waitFor();
  await shoot(fresh, v, 'minha-conta-assinante');
  await fresh.goto('/buscar-vagas');
  await fresh.getByRole('button', { name: 'Entrar em Contato' }).first().click();
  await fresh.getByRole('dialog').waitFor();
  await shoot(fresh, v, 'contact-dialog-assinante');
  await fresh.keyboard.press('Escape');
  // The local stand-in of Stripe's billing portal, from 'Gerenciar assinatura'.
  await fresh.goto('/minha-conta');
  await fresh.getByRole('button', { name: 'Gerenciar assinatura' }).click();
  await fresh.getByRole('button', { name: 'Cancelar assinatura' }).waitFor();
  await shoot(fresh, v, 'billing-portal-local');
  await fresh.context().close();
}

async function main() {
  buildWebIfStale();
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const stack = await startLocalStack({ ports: 'free' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { uid, operatorTotpSecret } = await seedSampleData(stack);
    for (const viewport of VIEWPORTS) await capture(browser, stack, viewport, uid, operatorTotpSecret);
    await contactSheet(browser);
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`${shots.length} screenshots and contact-sheet.png in ${path.relative(process.cwd(), OUT)}/`);
  if (refusalsSeen() > 0) console.log(`(${refusalsSeen()} console lines of requests refused on purpose, a wrong password and bad links, are not counted.)`);
  if (consoleProblems.length > 0) {
    console.log(`\nConsole warnings and errors (${consoleProblems.length}):`);
    for (const p of consoleProblems) console.log(`  ${p}`);
  } else {
    console.log('No console warnings or errors.');
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
