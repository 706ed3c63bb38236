import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { addOperator } from '../../lambdas/team/operator-setup';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { totpCode } from '../../infra/local/totp';
import { atPath, visible } from './helpers/expect';
import { axeViolations } from './helpers/axe';
import { fillOperatorPassword, loginAsOperator, loginAsSample } from './helpers/login';
import { DESKTOP, PHONE, screenshot, useSite } from './helpers/site';

const site = useSite();

/** Axe at the laptop width and at 360 px, with a screenshot of each. */
async function expectAccessible(page: Parameters<typeof screenshot>[0], name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect({ screen: name, width: viewport.width, violations: await axeViolations(page) }).toEqual({ screen: name, width: viewport.width, violations: [] });
    await screenshot(page, `equipe_${name}`);
  }
}

describe("The console's own sign-in (operators' pool, TOTP required)", () => {
  it('a new operator (added with the CLI) enrols her authenticator at her first sign-in on /equipe and lands on Visão geral', async () => {
    const stack = site.stack();
    const account = { email: 'nova.operadora@exemplo.com.br', password: 'senha-longa-da-equipe' };
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
    expect(await addOperator(cognito, { operatorsPoolId: stack.operatorsPoolId, caregiversPoolId: stack.userPoolId, ...account })).toEqual({ created: true, sub: expect.any(String) });

    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto('/equipe');
    await visible(page.getByRole('button', { name: 'Entrar', exact: true }));
    expect(await page.getByText('Acesso restrito à equipe Carey.').count()).toBe(0);
    await expectAccessible(page, 'entrar');

    await fillOperatorPassword(page, account);
    const secretField = await visible(page.getByLabel('Chave para digitar no app'));
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const link = page.getByRole('link', { name: 'Abrir no app autenticador' });
    expect(await link.getAttribute('href')).toBe(`otpauth://totp/Carey:${account.email}?secret=${secret}&issuer=Carey`);
    await expectAccessible(page, 'cadastro-autenticador');

    // A wrong code is told in Portuguese and she can try again (Cognito's 400 shows in the console: expected).
    site.expectConsoleProblem(/^\/equipe: \[error\] Failed to load resource: .*400/);
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    await page.getByLabel('Código do app autenticador').fill(wrong);
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await visible(page.getByText('Código incorreto. Confira o código atual do app autenticador e tente de novo.'));
    await page.getByLabel('Código do app autenticador').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    await visible(page.getByRole('navigation', { name: 'Painel da equipe' }));

    // Enrolled: her next sign-in asks for the code only.
    stack.operatorTotpSecrets.set(account.email, secret);
    const next = await site.newPage({ viewport: DESKTOP });
    await loginAsOperator(next, stack, account);
  });

  it('the sample operator signs in with a code computed from her secret; the code step is accessible; Sair ends her session', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto('/equipe');
    await fillOperatorPassword(page, SAMPLE_OPERATOR);
    await visible(page.getByLabel('Código do app autenticador'));
    expect(await page.getByLabel('Chave para digitar no app').count()).toBe(0);
    await expectAccessible(page, 'codigo');
    await page.getByLabel('Código do app autenticador').fill(totpCode(site.stack().operatorTotpSecrets.get(SAMPLE_OPERATOR.email)!));
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
    await page.getByRole('button', { name: 'Sair' }).click();
    await atPath(page, '/');
    await page.goto('/equipe');
    await visible(page.getByRole('button', { name: 'Entrar', exact: true }));
  });

  it("a caregiver's session does not open the console: the team-only sentence, the way home and the console's own sign-in", async () => {
    const page = await site.newPage();
    await loginAsSample(page);
    await page.goto('/equipe');
    await visible(page.getByText('Acesso restrito à equipe Carey.'));
    await visible(page.getByRole('button', { name: 'Entrar', exact: true }));
    expect(await axeViolations(page)).toEqual([]);
    // Her caregiver session is untouched: home still opens signed in.
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await atPath(page, '/home');
  });
});
