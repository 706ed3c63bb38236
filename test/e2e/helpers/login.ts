import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT } from '../../../infra/local/sample-data';
import { atPath } from './expect';

/** Signs the sample caregiver in through the login page (she lands on Minha Conta). */
export async function loginAsSample(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
  await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atPath(page, '/minha-conta');
}
