import { putNotice, newNoticeId } from '../../lambdas/notices/data/notices';
import { findEmailClaim } from '../../lambdas/caregivers/data/caregivers';
import { atPath, visible } from './helpers/expect';
import { screenshot, useSite, waitForMail } from './helpers/site';
import { axeViolations } from './helpers/axe';

const site = useSite();

describe('a new caregiver, from sign-up to subscriber', () => {
  it('signs up, confirms the e-mail, logs in, subscribes, browses, reads a notice, asks for support and signs out', async () => {
    const page = await site.newPage();
    const email = `nova.${Date.now()}@exemplo.com`;

    // Sign-up errors come in the spec's order.
    await page.goto('/caregiver-signup');
    await page.getByLabel('Nome').fill('Joana Teste');
    await page.getByLabel('Telefone (com DDD)').fill('2199');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByLabel('Confirmar senha').fill('Outra123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'As senhas não coincidem.' }));
    await page.getByLabel('Confirmar senha').fill('Segura123');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Você precisa aceitar os Termos de Uso e a Política de Privacidade.' }));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'O número de telefone deve ter 11 dígitos, incluindo o DDD.' }));
    await page.getByLabel('Telefone (com DDD)').fill(`2198${String(Date.now()).slice(-7)}`);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await atPath(page, '/pre-registration-complete');
    await visible(page.getByRole('link', { name: 'Disponível no Google Play' }));

    // The verification e-mail is in the local mailbox; its link confirms the account.
    const mail = await waitForMail(site.stack(), email, /Confirme seu cadastro/);
    const link = /href="([^"]*\/verify-email\?[^"]*)"/.exec(mail.body.html ?? '')![1].replace(/&amp;/g, '&');
    await page.goto(link);
    await visible(page.getByRole('heading', { level: 1, name: 'Cadastro feito com Sucesso!' }));
    await screenshot(page, 'journey_verify-email');
    expect(await axeViolations(page)).toEqual([]);

    // Login (location granted) lands on Minha Conta with the plans on offer.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await atPath(page, '/minha-conta');
    await visible(page.getByText('CAREYCUIDADORES'));

    // The home page welcomes a caregiver without a plan.
    await page.getByRole('link', { name: 'Carey' }).click();
    await atPath(page, '/home');
    const welcome = await visible(page.getByRole('dialog'));
    await visible(welcome.getByRole('button', { name: 'Gerenciar Assinaturas' }));
    await welcome.getByRole('button', { name: 'Fechar' }).click();

    // Checkout through the local payment page; the webhook makes them a subscriber.
    await page.getByRole('main').getByRole('link', { name: 'Minha Conta' }).click();
    await page.getByRole('button', { name: 'Assinar plano Mensal' }).click();
    await page.getByRole('dialog', { name: 'Como você quer pagar?' }).getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await visible(page.getByRole('heading', { name: /Assinar o plano Mensal/ }));
    await page.getByLabel('Cupom de desconto').fill('CAREYCUIDADORES');
    await page.getByRole('button', { name: 'Aplicar cupom' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'CAREYCUIDADORES aplicado' }));
    await page.getByRole('button', { name: 'Pagar' }).click();
    await atPath(page, '/assinatura-sucesso', 20_000);
    await visible(page.getByRole('heading', { level: 1, name: 'Assinatura Confirmada!' }), 20_000);
    await screenshot(page, 'journey_assinatura-sucesso');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ir para Minha Conta' }).click();
    await visible(page.getByText('Você é um assinante do plano "Mensal"'));

    // Openings: details and contact dialogs, with the subscriber's wording.
    await page.goto('/buscar-vagas');
    await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().click();
    const details = await visible(page.getByRole('dialog'));
    await details.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Entrar em Contato' }).first().click();
    const contact = await visible(page.getByRole('dialog'));
    await visible(contact.getByText(/assinante do plano/));
    await page.keyboard.press('Escape');

    // A notice from the team: marking it read lowers the badge.
    const { uid } = (await findEmailClaim(email))!;
    const createdAt = Math.floor(Date.now() / 1000);
    await putNotice({ id: newNoticeId(createdAt), userId: uid, mensagem: 'Aviso de teste da equipe', status: 'nao lido', createdAt });
    await page.reload();
    await page.getByRole('button', { name: /Avisos.*1/ }).click();
    await page.getByRole('button', { name: 'Marcar como lido' }).first().click();
    await visible(page.getByText('Você não tem avisos novos'));
    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: 'Avisos', exact: true }));

    // Support: the message arrives in the mailbox.
    await page.getByRole('button', { name: 'Suporte' }).click();
    await atPath(page, '/support');
    // Her name and e-mail come from her profile.
    await page.waitForFunction(() => (document.querySelector('input[autocomplete="email"]') as HTMLInputElement | null)?.value);
    expect([await page.getByLabel('Nome').inputValue(), await page.getByLabel('Email').inputValue()]).toEqual(['Joana Teste', email]);
    await page.getByLabel('WhatsApp/Celular').fill('21987654321');
    await page.getByLabel('Mensagem').fill('Olá, preciso de ajuda com meu cadastro.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await visible(page.getByText('Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.'));
    const support = await waitForMail(site.stack(), 'suporte@carey.local', /.+/);
    expect(support.body.text ?? support.body.html).toContain('preciso de ajuda com meu cadastro');

    // Sair: back to '/'; a protected page opened now goes to the login, which brings her back to it.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Sair' }).click();
    await atPath(page, '/');
    await page.goto('/buscar-vagas');
    await atPath(page, '/login');
    expect(new URL(page.url()).search).toBe('?voltar=%2Fbuscar-vagas');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await atPath(page, '/buscar-vagas');

    // The link opened again: the account is confirmed, and 'Entrar' is offered. The browser logs Cognito's 400, the
    // one console line this journey expects.
    site.expectConsoleProblem(/^\/verify-email: \[error\] Failed to load resource: the server responded with a status of 400/);
    await page.goto(link);
    await visible(page.getByRole('heading', { level: 1, name: 'Sua conta já está confirmada' }));
    await screenshot(page, 'journey_verify-email-again');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
  }, 180_000);
});
