import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';
import * as external from '../../lib/external';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));
jest.mock('../../lib/external', () => ({ goToExternal: jest.fn(), openOurTab: jest.fn(), saveFile: jest.fn(), saveJsonFile: jest.fn() }));

beforeEach(() => {
  auth.resetAuthMock();
  jest.mocked(external.goToExternal).mockClear();
});

function api(plan: string) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver(plan) }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'POST /api/checkout': (body) => ({ body: { id: 'cs_1', url: `http://localhost:12111/checkout/${(body as { plan: string }).plan}` } }),
    'POST /api/billing-portal': () => ({ body: { url: 'http://localhost:12111/portal' } }),
    'GET /api/me/assinatura': () => ({ body: { subscription: null } }),
  });
}

test('without a plan: data, discount banner, coupon and the two plan cards; choosing one goes to checkout', async () => {
  const calls = api('Sem Plano');
  renderApp('/minha-conta');
  expect(await screen.findByRole('heading', { name: 'Dados Cadastrais' })).toBeInTheDocument();
  expect(screen.getByText('Maria Cuidadora')).toBeInTheDocument();
  expect(screen.getByText('maria@exemplo.com.br')).toBeInTheDocument();
  expect(screen.getByText('Assinatura').nextElementSibling).toHaveTextContent('Sem Plano');
  expect(screen.getByRole('heading', { name: 'Minhas Assinaturas' })).toBeInTheDocument();
  expect(screen.getByText('50% de desconto na primeira mensalidade de qualquer plano!')).toBeInTheDocument();
  expect(screen.getByText('CAREYCUIDADORES')).toBeInTheDocument();
  const mensal = screen.getByRole('region', { name: 'Mensal' });
  expect(mensal).toHaveTextContent('R$ 36,90');
  expect(mensal).toHaveTextContent('Com o cupom: 50% de desconto no primeiro mês (menos R$ 18,45)');
  expect(screen.getByText('O cupom vale para o primeiro mês da sua primeira assinatura, uma vez só.')).toBeInTheDocument();
  const trimestral = screen.getByRole('region', { name: 'Trimestral' });
  expect(trimestral).toHaveTextContent('R$ 90,90');
  expect(trimestral).toHaveTextContent('R$ 30,30 por mês');
  expect(trimestral).toHaveTextContent('Desconto especial');
  expect(trimestral).toHaveTextContent('Com o cupom: 50% de desconto no primeiro mês (menos R$ 15,15)');
  expect(screen.queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();

  await userEvent.click(within(trimestral).getByRole('button', { name: 'Assinar plano Trimestral' }));
  const dialog = await screen.findByRole('dialog', { name: 'Como você quer pagar?' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Cartão de crédito' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
  await waitFor(() => expect(external.goToExternal).toHaveBeenCalledWith('http://localhost:12111/checkout/Trimestral'));
  expect(calls.calls.find((c) => c.path === '/api/checkout')!.body).toEqual({ plan: 'Trimestral', formaDePagamento: 'cartao' });
  expect(screen.getByRole('button', { name: 'Assinar plano Mensal' })).toBeInTheDocument();
});

/** 'Sem Plano', with what the server says of her coupon (GET /api/me/assinatura). */
function withoutPlan(billing: { couponAvailable: boolean }) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/assinatura': () => ({ body: { subscription: null, ...billing } }),
  });
}

test('without a plan, having paid Carey before: no coupon promised (the server says it is used), one line says why; the cards keep their prices', async () => {
  withoutPlan({ couponAvailable: false });
  renderApp('/minha-conta');
  expect(await screen.findByText('Você já assinou o Carey antes: o cupom CAREYCUIDADORES vale só para a primeira assinatura, e os planos abaixo são cobrados pelo preço cheio.')).toBeInTheDocument();
  expect(screen.queryByText('50% de desconto na primeira mensalidade de qualquer plano!')).not.toBeInTheDocument();
  expect(screen.queryByText('Use o cupom', { exact: false })).not.toBeInTheDocument();
  for (const [plan, price] of [['Mensal', 'R$ 36,90'], ['Trimestral', 'R$ 90,90']]) {
    const card = screen.getByRole('region', { name: plan });
    expect(card).toHaveTextContent(price);
    expect(card).not.toHaveTextContent('Com o cupom');
    expect(within(card).getByRole('button', { name: `Assinar plano ${plan}` })).toBeInTheDocument();
  }
});

test('without a plan and the coupon still hers (the server says so): the banner and each card\u2019s discount stay', async () => {
  withoutPlan({ couponAvailable: true });
  renderApp('/minha-conta');
  expect(await screen.findByText('50% de desconto na primeira mensalidade de qualquer plano!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Trimestral' })).toHaveTextContent('Com o cupom: 50% de desconto no primeiro mês (menos R$ 15,15)'));
  expect(screen.queryByText(/Você já assinou o Carey antes/)).not.toBeInTheDocument();
});

test('with a plan: the subscriber line and "Gerenciar assinatura", no plan cards', async () => {
  api('Mensal');
  renderApp('/minha-conta');
  expect(await screen.findByText('Você é um assinante do plano "Mensal"')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Assinar plano/ })).not.toBeInTheDocument();
  expect(screen.queryByText('CAREYCUIDADORES')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Gerenciar assinatura' }));
  await waitFor(() => expect(external.goToExternal).toHaveBeenCalledWith('http://localhost:12111/portal'));
});

test('a failed checkout says so in Portuguese', async () => {
  mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'POST /api/checkout': () => ({ status: 502, body: { message: 'Erro interno.' } }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Assinar plano Mensal' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Pix Automático' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível iniciar o pagamento. Tente novamente.');
  expect(external.goToExternal).not.toHaveBeenCalled();
});

test('Deletar Conta opens the deletion page in a new tab; Voltar para Home goes home', async () => {
  api('Mensal');
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Deletar Conta' }));
  expect(external.openOurTab).toHaveBeenCalledWith('https://carey.example/excluir-conta', 'carey-excluir-conta');
  await userEvent.click(screen.getByRole('button', { name: 'Voltar para Home' }));
  await waitFor(() => expect(pathname()).toBe('/home'));
});

test("'Baixar meus dados' saves the document the server wrote for her to read; 'Baixar em formato JSON' the machine-readable file", async () => {
  const documentHtml = '<!doctype html><html lang="pt-BR"><head><title>Meus dados no Carey</title></head><body><h1>Meus dados no Carey</h1></body></html>';
  const exported = { geradoEm: '2026-11-22T21:00:00-03:00', perfil: { uid: 'u1', nome: 'Maria Cuidadora' } };
  const calls = mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/me/export': (_body, url) => (url.searchParams.get('formato') === 'html' ? { text: documentHtml } : { body: exported }),
  });
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
  expect(await screen.findByText('Pronto! O arquivo meus-dados-carey.html foi baixado.')).toBeInTheDocument();
  expect(external.saveFile).toHaveBeenCalledWith('meus-dados-carey.html', documentHtml, 'text/html;charset=utf-8');
  expect(external.saveJsonFile).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Baixar em formato JSON' }));
  expect(await screen.findByText('Pronto! O arquivo meus-dados-carey.json foi baixado.')).toBeInTheDocument();
  expect(external.saveJsonFile).toHaveBeenCalledWith('meus-dados-carey.json', exported);
  expect(external.saveFile).toHaveBeenCalledTimes(1);
  expect(calls.calls.filter((c) => c.path === '/api/me/export').map((c) => c.url.searchParams.get('formato'))).toEqual(['html', 'json']);
});

test('a failed download says so in Portuguese', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/export': () => ({ status: 503, body: { message: 'O serviço está temporariamente indisponível.' } }),
  });
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível baixar seus dados. Tente novamente.');
});

test("'Documentos' speaks of her documents, sent in the app, never of her (confirmed) e-mail", async () => {
  const calls = api('Sem Plano');
  renderApp('/minha-conta');
  expect(await screen.findByText('Documentos')).toBeInTheDocument();
  expect(screen.getByText('Documentos').nextElementSibling).toHaveTextContent('Ainda não verificados: envie seus documentos pelo app Carey.');
  expect(screen.queryByText('Conta não verificada')).not.toBeInTheDocument();
  expect(calls.calls.some((c) => c.path === '/api/me')).toBe(true);
});
