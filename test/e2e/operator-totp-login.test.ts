import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { enrolOperatorTotp } from '../../lambdas/team/cognito';
import { addOperator } from '../../lambdas/team/operator-setup';
import { totpCode } from '../helpers/totp';
import { atPath, visible } from './helpers/expect';
import { axeViolations } from './helpers/axe';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();
const OPERATOR = { email: 'totp.login@exemplo.com.br', password: 'Carey2024!totp' };

describe("an operator enrolled in TOTP signs in to the console with her authenticator code", () => {
  it('asks for the code after the password, refuses a wrong one in Portuguese, and the right one lands on /equipe', async () => {
    const cognito = new CognitoIdentityProviderClient({ endpoint: site.stack().cognitoEndpoint });
    await addOperator(cognito, { userPoolId: site.stack().userPoolId, email: OPERATOR.email, password: OPERATOR.password });
    let secret = '';
    await enrolOperatorTotp(cognito, {
      clientId: site.stack().userPoolClientId,
      email: OPERATOR.email,
      password: OPERATOR.password,
      askCode: async (uri) => {
        secret = new URL(uri).searchParams.get('secret')!;
        return totpCode(secret);
      },
    });

    const page = await site.newPage({ viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Senha', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const field = await visible(page.getByLabel('Código do app autenticador'));
    expect(await field.evaluate((input) => [input.getAttribute('autocomplete'), input.getAttribute('inputmode'), document.activeElement === input])).toEqual(['one-time-code', 'numeric', true]);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect({ width: viewport.width, violations: await axeViolations(page) }).toEqual({ width: viewport.width, violations: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `login_totp_${viewport.width}`);
    }

    // A wrong code (one that is not the current one): Cognito refuses it, the page says so and keeps the field.
    site.expectConsoleProblem(/^\/login: \[error\] Failed to load resource: the server responded with a status of 400/);
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('alert').filter({ hasText: 'Código incorreto. Confira o código atual do app autenticador e tente de novo.' }));
    expect(new URL(page.url()).pathname).toBe('/login');

    await field.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await atPath(page, '/equipe');
    await visible(page.getByRole('navigation', { name: 'Painel da equipe' }));
  });
});
