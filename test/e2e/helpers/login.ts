import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../../infra/local/sample-data';
import { atPath } from './expect';

/** Signs the sample caregiver in through the login page (she lands on Minha Conta). */
export const loginAsSample = (page: Page) => loginAs(page, SAMPLE_ACCOUNT, '/minha-conta');

/** Signs the sample operator in through the login page (she lands on the console, /equipe). */
export const loginAsOperator = (page: Page) => loginAs(page, SAMPLE_OPERATOR, '/equipe');

async function loginAs(page: Page, user: { email: string; password: string }, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atPath(page, landing);
}
