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
