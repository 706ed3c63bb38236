import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../../infra/local/sample-data';
import type { LocalStack } from '../../../infra/local/stack';
import { totpCode } from '../../../infra/local/totp';
import { atPath, visible } from './expect';

/** Signs the sample caregiver in through the login page (she lands on Minha Conta). */
export const loginAsSample = (page: Page) => loginAs(page, SAMPLE_ACCOUNT, '/minha-conta');

async function loginAs(page: Page, user: { email: string; password: string }, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atPath(page, landing);
}

/**
 * Signs an enrolled operator in through the console's own sign-in (/equipe, the operators' pool; decision 047):
 * password, then the code computed from her TOTP secret as her authenticator app would (the seed's sample operator's
 * is in the stack's `operatorTotpSecrets`). She lands on 'Visão geral'.
 */
export async function loginAsOperator(page: Page, stack: LocalStack, account: { email: string; password: string } = SAMPLE_OPERATOR) {
  const secret = stack.operatorTotpSecrets.get(account.email);
  if (!secret) throw new Error(`${account.email} is not an enrolled operator of this stack`);
  await page.goto('/equipe');
  await fillOperatorPassword(page, account);
  await page.getByLabel('Código do app autenticador').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
  await atPath(page, '/equipe');
}

/** The console sign-in's first step: 'Email', 'Senha', 'Entrar'. */
export async function fillOperatorPassword(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
