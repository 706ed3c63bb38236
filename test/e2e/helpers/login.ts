import type { Page } from 'playwright-core';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../../infra/local/sample-data';
import type { LocalStack } from '../../../infra/local/stack';
import { totpCode } from '../../../infra/local/totp';
import { atPath, visible } from './expect';
import type { PageOptions, StorageState } from './site';

/**
 * Signs the sample caregiver in through the login page (she lands on Minha Conta). With geolocation granted (the
 * default of `site.newPage`), it also waits until her sign-in has saved the device's position: the page saves it
 * without waiting (sign-in never blocks on it), so otherwise whether her next /buscar-vagas is nearest first or newest
 * first would depend on which request landed first (docs/testing.md, "Flakes are bugs").
 */
export const loginAsSample = (page: Page) => loginAs(page, SAMPLE_ACCOUNT, '/minha-conta');

async function loginAs(page: Page, user: { email: string; password: string }, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  const granted = (await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)) === 'granted';
  const positionSaved = granted ? positionSave(page) : undefined;
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atPath(page, landing);
  await positionSaved;
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

/**
 * One sign-in through the UI a file, its session reused: the first page signs in as `signIn` does (the login page,
 * the console's password and TOTP code) and its storage (Amplify's tokens in localStorage) is kept; every later page
 * opens a new context with that storage (playwright's storageState) and `arrive`s where the sign-in lands. For tests
 * about what a signed-in person does, not about signing in: the sign-ins themselves are proved through the UI by
 * operator-sign-in, new-caregiver, accessibility (keyboard) and the first page of each file that uses this.
 */
export function signedInOnce(open: (options?: PageOptions) => Promise<Page>, signIn: (page: Page) => Promise<void>, arrive: (page: Page) => Promise<void>) {
  let kept: StorageState | undefined;
  return async (options: PageOptions = {}): Promise<Page> => {
    if (kept) {
      const page = await open({ ...options, storageState: kept });
      await arrive(page);
      return page;
    }
    const page = await open(options);
    await signIn(page);
    kept = await page.context().storageState();
    return page;
  };
}

/** The sample caregiver's pages, signed in once a file (`signedInOnce`): each lands on Minha Conta, signed in. */
export const sampleCaregiverPages = (open: (options?: PageOptions) => Promise<Page>) =>
  signedInOnce(open, loginAsSample, async (page) => {
    await page.goto('/minha-conta');
    await visible(page.getByRole('heading', { name: 'Dados Cadastrais' }));
    await atPath(page, '/minha-conta');
  });

/** The sample operator's console pages, signed in once a file (`signedInOnce`): each lands on 'Visão geral'. */
export const operatorPages = (open: (options?: PageOptions) => Promise<Page>, stack: () => LocalStack) =>
  signedInOnce(open, (page) => loginAsOperator(page, stack()), async (page) => {
    await page.goto('/equipe');
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    await atPath(page, '/equipe');
  });

/**
 * The answer to the position a sign-in through the login page saves without waiting (PUT /api/me/location,
 * `login-page.tsx`: sign-in never blocks on it). Taken before 'Login' is pressed and awaited after, by a test whose
 * next read depends on her position being stored (docs/testing.md, "Flakes are bugs").
 */
export const positionSave = (page: Page) => page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/me/location');
