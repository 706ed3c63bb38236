import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { atPath, visible } from './helpers/expect';
import { useSite, waitForMail } from './helpers/site';

const site = useSite();

async function login(page: import('playwright-core').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await atPath(page, '/minha-conta');
}

describe('a caregiver without a plan', () => {
  it('is asked to subscribe from the contact dialog, and "Assinar um Plano" leads to her plans on Minha Conta, first on the screen', async () => {
    const page = await site.newPage();
    await login(page, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    await page.goto('/buscar-vagas');
    await page.getByRole('button', { name: 'Entrar em Contato' }).first().click();
    const contact = await visible(page.getByRole('dialog'));
    await contact.getByRole('button', { name: 'Assinar um Plano' }).click();
    await atPath(page, '/minha-conta');
    await visible(page.getByRole('button', { name: 'Assinar plano Trimestral' }));
    // Her plans are what she sees first: their heading focused and at the top of the phone's screen, not ~1,400 px down.
    const plans = page.getByRole('heading', { level: 2, name: 'Minhas Assinaturas' });
    await page.waitForFunction(() => document.activeElement?.id === 'minhas-assinaturas');
    const top = (await plans.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()!.height / 3);
  }, 90_000);
});

describe('password reset', () => {
  it('goes from the login screen through the e-mailed code to a new password that works', async () => {
    const page = await site.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await visible(page.getByText('Por favor, insira seu email para redefinir a senha.'));
    await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await visible(page.getByText('Email de redefinição de senha enviado!'));
    const mail = await waitForMail(site.stack(), SAMPLE_ACCOUNT.email, /Redefinição de senha/);
    const code = /<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')![1];
    await page.goto(`/redefinir-senha?email=${encodeURIComponent(SAMPLE_ACCOUNT.email)}`);
    await page.getByLabel('Código').fill(code);
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha123');
    await page.getByLabel('Confirmar nova senha').fill('NovaSenha123');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await visible(page.getByText('Senha alterada! Entre com a nova senha.'));
    await login(page, SAMPLE_ACCOUNT.email, 'NovaSenha123');
  }, 90_000);
});
