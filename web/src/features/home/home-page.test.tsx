import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => auth.resetAuthMock());

/** The server as it behaves: a dismissal is kept on her record, and GET /api/me says so from then on. */
function api(plan: string, me: Record<string, unknown> = {}) {
  const record: Record<string, unknown> = { ...caregiver(plan), ...me };
  return mockApi({
    'GET /api/me': () => ({ body: record }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    // What /minha-conta reads when 'Gerenciar Assinaturas' takes her there
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/assinatura': () => ({ body: { subscription: null } }),
    'PUT /api/me/boas-vindas': () => {
      record.boasVindasDispensadas = true;
      return { body: { boasVindasDispensadas: true } };
    },
  });
}
const dismissals = (calls: ReturnType<typeof api>) => calls.calls.filter((c) => c.method === 'PUT' && c.path === '/api/me/boas-vindas');

test.each(['Sem Plano', ''])('the welcome dialog opens by itself when the plan is %p', async (plan) => {
  api(plan);
  renderApp('/home');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Gerenciar Assinaturas' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Disponível no Google Play' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Primeiro quero conhecer melhor o app' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.title).toBe('Início | Carey');
});

test('the welcome dialog closes with its close icon, and that dismissal is kept for her account', async () => {
  const calls = api('Sem Plano');
  renderApp('/home');
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fechar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(dismissals(calls)).toHaveLength(1));
});

test("once dismissed ('Primeiro quero conhecer melhor o app'), it does not come back on the next visit to /home", async () => {
  const calls = api('Sem Plano');
  renderApp('/home');
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Primeiro quero conhecer melhor o app' }));
  await waitFor(() => expect(dismissals(calls)).toHaveLength(1));
  await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Minha Conta' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
  await userEvent.click(await screen.findByRole('button', { name: 'Voltar para Home' }));
  await waitFor(() => expect(pathname()).toBe('/home'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.filter((c) => c.path === '/api/me').length).toBeGreaterThanOrEqual(2));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a caregiver without a plan who dismissed it on another device never sees it here', async () => {
  const calls = api('Sem Plano', { boasVindasDispensadas: true });
  renderApp('/home');
  expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.some((c) => c.path === '/api/me')).toBe(true));
  await act(() => new Promise((settled) => setTimeout(settled, 100))); // her record answered and rendered
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(dismissals(calls)).toHaveLength(0);
});

test('after the dialog that opened by itself closes, focus is on the page heading, not the body', async () => {
  api('Sem Plano');
  renderApp('/home');
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toHaveFocus();
});

test('Gerenciar Assinaturas goes to her plans on /minha-conta: brought into view and focused, not the top of the page', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  api('Sem Plano');
  renderApp('/home');
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gerenciar Assinaturas' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
  const plans = await screen.findByRole('heading', { level: 2, name: 'Minhas Assinaturas' });
  await waitFor(() => expect(plans).toHaveFocus());
  expect(scrolled).toEqual([plans]);
});

test('a subscriber sees no welcome dialog; the cards link to their pages; Sair signs out to /', async () => {
  const calls = api('Mensal');
  renderApp('/home');
  expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.some((c) => c.path === '/api/me')).toBe(true));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Buscar Vagas' })).toHaveAttribute('href', '/buscar-vagas');
  expect(within(main).getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/minha-conta');
  // 'Sair' is the header's, on every signed-in page.
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sair' }));
  await waitFor(() => expect(pathname()).toBe('/'));
  expect(auth.signOut).toHaveBeenCalled();
});
