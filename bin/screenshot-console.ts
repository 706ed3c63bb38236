import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../infra/local/stack';
import { SAMPLE_OPERATOR } from '../infra/local/sample-data';
import { totpCode } from '../infra/local/totp';
import { teamTexts } from '../web/src/features/team/texts';
import { newPage, shoot, type StorageState, type Viewport } from './screenshot-camera';

/** The console's screens, each by its menu link and its h1 (`npm run screenshots`, bin/screenshots.ts). */
const SCREENS = [
  [teamTexts.nav.overview, 'visao-geral'],
  [teamTexts.nav.openings, 'vagas'],
  [teamTexts.nav.notices, 'avisos'],
  [teamTexts.nav.support, 'atendimento'],
  [teamTexts.nav.caregivers, 'cuidadoras'],
  [teamTexts.nav.operators, 'operadoras'],
  [teamTexts.nav.audit, 'registro'],
] as const;

/** The sample operator's session (signed in through /equipe once: password and her authenticator's code), reused. */
let kept: StorageState | undefined;

async function operatorPage(browser: Browser, stack: LocalStack, viewport: Viewport, totpSecret: string): Promise<Page> {
  if (kept) {
    const page = await newPage(browser, stack, viewport, true, kept);
    await page.goto('/equipe');
    return page;
  }
  const page = await newPage(browser, stack, viewport);
  await page.goto('/equipe');
  await page.getByLabel('Email').fill(SAMPLE_OPERATOR.email);
  await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_OPERATOR.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByLabel('Código do app autenticador').fill(totpCode(totpSecret));
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await page.getByRole('heading', { level: 1, name: 'Visão geral' }).waitFor();
  kept = await page.context().storageState();
  return page;
}

/** Every console screen through its menu, and the openings file's help (beside 'Baixar modelo CSV') on its own. */
export async function captureConsole(browser: Browser, stack: LocalStack, viewport: Viewport, totpSecret: string) {
  const page = await operatorPage(browser, stack, viewport, totpSecret);
  const nav = page.getByRole('navigation', { name: 'Painel da equipe' });
  for (const [name, file] of SCREENS) {
    await nav.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await shoot(page, viewport.label, `equipe-${file}`);
  }
  await nav.getByRole('link', { name: 'Vagas', exact: true }).click();
  const help = page.getByRole('button', { name: 'Baixar modelo CSV' });
  await help.scrollIntoViewIfNeeded();
  await shoot(page, viewport.label, 'equipe-vagas-ajuda-csv', { viewportOnly: true });
  await page.context().close();
}
