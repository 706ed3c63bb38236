import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => auth.resetAuthMock());

test('signed out, it goes to /login', async () => {
  auth.signedOut();
  renderApp('/assinatura-sucesso');
  await waitFor(() => expect(pathname()).toBe('/login'));
});

test('waits with "Carregando..." until the webhook has set the plan', async () => {
  let plan = 'Sem Plano';
  const calls = mockApi({ 'GET /api/me': () => ({ body: caregiver(plan) }) });
  renderApp('/assinatura-sucesso');
  expect(await screen.findByText('Carregando...')).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.length).toBeGreaterThanOrEqual(1));
  expect(screen.queryByRole('heading', { name: 'Assinatura Confirmada!' })).not.toBeInTheDocument();
  plan = 'Mensal';
  expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura Confirmada!' }, { timeout: 4000 })).toBeInTheDocument();
  expect(calls.calls.length).toBeGreaterThanOrEqual(2);
  await userEvent.click(screen.getByRole('button', { name: 'Ir para Minha Conta' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
});

test('if the confirmation takes too long, it says so in Portuguese', async () => {
  mockApi({ 'GET /api/me': () => ({ body: caregiver('Sem Plano') }) });
  jest.useFakeTimers();
  try {
    renderApp('/assinatura-sucesso');
    for (let i = 0; i < 40 && !screen.queryByRole('heading', { level: 1, name: 'Pagamento em processamento' }); i++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento em processamento' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A confirmação do pagamento está demorando mais que o normal');
    expect(screen.getByRole('button', { name: 'Ir para Minha Conta' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("the second tab's Pix, given back because her plan was already live: the page says so and why, never 'Assinatura Confirmada!'", async () => {
  let checkout: Record<string, unknown> = { situacao: 'aguardando' };
  const calls = mockApi({
    // her card plan, paid in the other tab, is already there
    'GET /api/me': () => ({ body: caregiver('Mensal') }),
    'GET /api/me/assinatura': () => ({ body: { subscription: null, checkout } }),
  });
  renderApp('/assinatura-sucesso?session_id=cs_test_pix2');
  await waitFor(() => expect(calls.calls.some((c) => c.path === '/api/me/assinatura' && c.url.searchParams.get('sessao') === 'cs_test_pix2')).toBe(true));
  expect(screen.queryByRole('heading', { name: 'Assinatura Confirmada!' })).not.toBeInTheDocument();
  checkout = { situacao: 'devolvido', motivo: 'plano-ativo', valorLabel: 'R$ 36,90', planoAtivo: 'Mensal' };
  expect(await screen.findByRole('heading', { level: 1, name: 'Seu Pix foi devolvido' }, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Quando este Pix de R$ 36,90 foi pago, você já tinha o plano Mensal ativo, pago em outra aba ou de outra forma. Por isso não cobramos duas vezes: devolvemos o valor integral à sua conta pelo Pix.',
  );
  expect(screen.getByText('Seu plano continua o mesmo. Enviamos a confirmação da devolução por e-mail.')).toBeInTheDocument();
  expect(screen.queryByText('Bem-vindo(a) ao Carey! Obrigado por assinar.')).not.toBeInTheDocument();
});

test('a checkout the server confirms: Assinatura Confirmada!', async () => {
  mockApi({ 'GET /api/me/assinatura': () => ({ body: { subscription: null, checkout: { situacao: 'confirmado' } } }) });
  renderApp('/assinatura-sucesso?session_id=cs_test_card');
  expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura Confirmada!' })).toBeInTheDocument();
  expect(screen.getByText('Bem-vindo(a) ao Carey! Obrigado por assinar.')).toBeInTheDocument();
});
