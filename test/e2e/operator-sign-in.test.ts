import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { addOperator } from '../../lambdas/team/operator-setup';
import { operatorRoleTexts as role } from '../../contract/operator-role-texts';
import type { OperatorRole } from '../../contract/operators';
import { addEnrolledOperator } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { totpCode } from '../../infra/local/totp';
import { api, mailbox, signInOperator } from '../integration/helpers/local-stack';
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

/**
 * An enrolled operator with `papel`, signed in at /equipe, once the console shows her role: from then on, what is
 * missing is missing for her role, not still loading.
 */
async function consoleAs(email: string, papel: OperatorRole) {
  const account = { email, password: 'senha-longa-da-equipe' };
  await addEnrolledOperator(site.stack(), { ...account, name: papel, role: papel });
  const page = await site.newPage({ viewport: DESKTOP });
  await loginAsOperator(page, site.stack(), account);
  const nav = page.getByRole('navigation', { name: 'Painel da equipe' });
  await visible(nav.getByText(`Seu papel: ${papel}`));
  return { page, nav };
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

  it("an invited operator's first sign-in at 1280 px: temporary password, 'Nova senha', then the QR code and key at once, code, Visão geral", async () => {
    const stack = site.stack();
    const email = 'convidada.e2e@exemplo.com.br';
    const admin = (await signInOperator(stack, SAMPLE_OPERATOR)).accessToken;
    expect((await api(stack, '/api/equipe/operadoras', { method: 'POST', json: { email, name: 'Convidada', role: role.readOnly }, token: admin })).status).toBe(201);
    const letter = (await mailbox(stack)).find((m) => m.destination.to.includes(email));
    const temporaryPassword = /<strong>([^<]+)<\/strong>/.exec(letter?.body.html ?? '')?.[1];
    expect(temporaryPassword).toEqual(expect.any(String));

    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto('/equipe');
    await fillOperatorPassword(page, { email, password: temporaryPassword! });
    await (await visible(page.getByLabel('Nova senha'))).fill('minha-senha-de-operadora');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    // The enrolment comes right after the new password (as Cognito does when MFA is required), never the console.
    const qr = await visible(page.getByRole('img', { name: 'QR Code do autenticador' }));
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = await (await visible(page.getByLabel('Chave para digitar no app'))).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByRole('navigation', { name: 'Painel da equipe' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'equipe_convidada-autenticador');
    await page.getByLabel('Código do app autenticador').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Visão geral' }));
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
    // The team's own sign-in, not the caregivers' login.
    await atPath(page, '/equipe');
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

  it("each role sees the console's actions it may take, and only those ('Leitura' reads; 'Atendimento' sends notices)", async () => {
    const { page, nav } = await consoleAs('leitura.painel@exemplo.com.br', role.readOnly);
    expect(await nav.getByRole('link', { name: 'Operadoras' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Vagas', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Vagas' }));
    await visible(page.getByRole('cell', { name: 'Aberta', exact: true }).first());
    await visible(page.getByText('Com o seu papel, esta parte do painel é só para consulta.'));
    for (const name of ['Enviar arquivo', 'Encerrar vaga']) expect({ name, count: await page.getByRole('button', { name }).count() }).toEqual({ name, count: 0 });
    expect(await page.getByRole('link', { name: 'Nova vaga' }).count()).toBe(0);
    await expectAccessible(page, 'vagas-leitura');

    await nav.getByRole('link', { name: 'Avisos', exact: true }).click();
    await visible(page.getByText('Com o seu papel, esta parte do painel é só para consulta.'));
    expect(await page.getByRole('button', { name: 'Enviar aviso' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Cuidadoras', exact: true }).click();
    await page.getByRole('link', { name: SAMPLE_ACCOUNT.name }).click();
    await visible(page.getByText('Com o seu papel, esta parte do painel é só para consulta.'));
    for (const name of ['Marcar conta como verificada', 'Bloquear acesso', 'Excluir conta (LGPD)']) expect({ name, count: await page.getByRole('button', { name }).count() }).toEqual({ name, count: 0 });

    // 'Atendimento' sends notices but does not manage openings.
    const { page: other, nav: hers } = await consoleAs('atendimento.painel@exemplo.com.br', role.support);
    await hers.getByRole('link', { name: 'Avisos', exact: true }).click();
    await visible(other.getByRole('button', { name: 'Enviar aviso' }));
    await hers.getByRole('link', { name: 'Vagas', exact: true }).click();
    await visible(other.getByRole('cell', { name: 'Aberta', exact: true }).first());
    expect(await other.getByRole('button', { name: 'Encerrar vaga' }).count()).toBe(0);
  });
});
