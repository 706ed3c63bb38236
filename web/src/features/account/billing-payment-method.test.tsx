import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import * as external from '../../lib/external';
import type { BillingSummary } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));
jest.mock('../../lib/external', () => ({ goToExternal: jest.fn(), openOurTab: jest.fn(), saveJsonFile: jest.fn() }));

beforeEach(() => {
  auth.resetAuthMock();
  jest.mocked(external.goToExternal).mockClear();
});

const summary = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  plan: 'Trimestral',
  state: 'ativa',
  paymentMethod: 'cartao',
  renewWithPix: false,
  lastPayment: { amountLabel: 'R$ 90,90', dateLabel: '24/11/2026', coupon: null, discountLabel: null },
  nextCharge: { amountLabel: 'R$ 90,90', dateLabel: '24/02/2027' },
  accessUntilLabel: '24/02/2027',
  withdrawal: { available: false, untilLabel: null },
  ...over,
});

function api(subscription: BillingSummary, checkoutRefused?: { status: number; message: string }) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Trimestral') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/assinatura': () => ({ body: { subscription } }),
    'POST /api/billing-portal': () => ({ body: { url: 'http://localhost:12111/portal' } }),
    'POST /api/checkout': (body) => checkoutRefused ? { status: checkoutRefused.status, body: { message: checkoutRefused.message } } : ({ body: { id: 'cs_2', url: `http://localhost:12111/checkout/${(body as { formaDePagamento: string }).formaDePagamento}` } }),
  });
}

test("a card: 'Forma de pagamento: Cartão de crédito', 'Próxima cobrança', 'Cancelar renovação', no 'Renovar com Pix'", async () => {
  api(summary());
  renderApp('/minha-conta');
  expect(await screen.findByText('Forma de pagamento: Cartão de crédito')).toBeInTheDocument();
  expect(screen.getByText('Próxima cobrança').nextElementSibling).toHaveTextContent('24/02/2027, R$ 90,90');
  expect(screen.getByRole('button', { name: 'Cancelar renovação' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Renovar com Pix' })).not.toBeInTheDocument();
});

test("Pix Automático: 'Forma de pagamento: Pix Automático' and 'Próxima cobrança' (date and amount); a failed charge speaks of the bank", async () => {
  api(summary({ paymentMethod: 'pix-automatico', state: 'pagamento-falhou' }));
  renderApp('/minha-conta');
  expect(await screen.findByText('Forma de pagamento: Pix Automático')).toBeInTheDocument();
  expect(screen.getByText('Próxima cobrança').nextElementSibling).toHaveTextContent('24/02/2027, R$ 90,90');
  expect(screen.queryByText('Acesso até')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Confira no app do seu banco se a autorização continua ativa');
  expect(screen.queryByRole('button', { name: 'Renovar com Pix' })).not.toBeInTheDocument();
});

test("a one-off Pix outside its last 7 days: 'Forma de pagamento: Pix', 'Acesso até', no 'Próxima cobrança', nothing to renew or stop", async () => {
  // Even were the server to send a next charge, a one-off Pix has none.
  api(summary({ paymentMethod: 'pix', renewWithPix: false }));
  renderApp('/minha-conta');
  expect(await screen.findByText('Forma de pagamento: Pix')).toBeInTheDocument();
  expect(screen.getByText('Acesso até').nextElementSibling).toHaveTextContent('24/02/2027');
  expect(screen.queryByText('Próxima cobrança')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Renovar com Pix' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancelar renovação' })).not.toBeInTheDocument();
});

test("a one-off Pix in its last 7 days: 'Renovar com Pix' opens a Pix checkout for her plan", async () => {
  const calls = api(summary({ paymentMethod: 'pix', renewWithPix: true, nextCharge: null }));
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Renovar com Pix' }));
  await waitFor(() => expect(external.goToExternal).toHaveBeenCalledWith('http://localhost:12111/checkout/pix'));
  expect(calls.calls.filter((c) => c.path === '/api/checkout').map((c) => c.body)).toEqual([{ plan: 'Trimestral', formaDePagamento: 'pix' }]);
});

test('within 7 days a Pix payment is withdrawn with its refund by Pix, not to a card', async () => {
  api(summary({ paymentMethod: 'pix', withdrawal: { available: true, untilLabel: '01/12/2026' } }));
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar e pedir reembolso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar e pedir reembolso' });
  expect(dialog).toHaveTextContent('devolvemos todo o valor pago (R$ 90,90) pelo Pix');
  expect(dialog).not.toHaveTextContent('cartão');
});

test('two Pix payments in the window: the dialog states the total refunded (the server\'s sum), not the last payment', async () => {
  api(summary({ paymentMethod: 'pix', lastPayment: { amountLabel: 'R$ 36,90', dateLabel: '26/11/2026', coupon: null, discountLabel: null }, withdrawal: { available: true, untilLabel: '01/12/2026', refundLabel: 'R$ 55,35' } }));
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar e pedir reembolso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar e pedir reembolso' });
  expect(dialog).toHaveTextContent('devolvemos todo o valor pago (R$ 55,35) pelo Pix');
  expect(dialog).not.toHaveTextContent('R$ 36,90');
});

test("'Renovar com Pix' refused by the server (409) shows the server's words; a 500 shows the general message", async () => {
  api(summary({ paymentMethod: 'pix', renewWithPix: true, nextCharge: null }), { status: 409, message: 'Estamos preparando o seu pagamento. Tente de novo em alguns segundos.' });
  const view = renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Renovar com Pix' }));
  expect(await screen.findByText('Estamos preparando o seu pagamento. Tente de novo em alguns segundos.')).toBeInTheDocument();
  expect(screen.queryByText('Não foi possível iniciar o pagamento. Tente novamente.')).not.toBeInTheDocument();
  view.unmount();
  api(summary({ paymentMethod: 'pix', renewWithPix: true, nextCharge: null }), { status: 500, message: 'Internal error at line 3' });
  renderApp('/minha-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Renovar com Pix' }));
  expect(await screen.findByText('Não foi possível iniciar o pagamento. Tente novamente.')).toBeInTheDocument();
  expect(screen.queryByText('Internal error at line 3')).not.toBeInTheDocument();
  expect(external.goToExternal).not.toHaveBeenCalled();
});

test("'Gerenciar assinatura' (Stripe's portal) is not offered for a one-off Pix, and stays for a card and Pix Automático", async () => {
  api(summary({ paymentMethod: 'pix' }));
  const view = renderApp('/minha-conta');
  expect(await screen.findByText('Forma de pagamento: Pix')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument());
  view.unmount();
  for (const paymentMethod of ['cartao', 'pix-automatico'] as const) {
    api(summary({ paymentMethod }));
    const other = renderApp('/minha-conta');
    expect(await screen.findByText(/^Forma de pagamento: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerenciar assinatura' }));
    await waitFor(() => expect(external.goToExternal).toHaveBeenCalledWith('http://localhost:12111/portal'));
    jest.mocked(external.goToExternal).mockClear();
    other.unmount();
  }
});
