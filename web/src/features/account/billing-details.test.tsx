import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import type { BillingSummary } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

// jsdom has no layout: scrolling is recorded, so a test can say which element was brought into view.
const scrolledIntoView = jest.fn();
beforeEach(() => {
  auth.resetAuthMock();
  scrolledIntoView.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView(this);
  };
});

const summary = (over: Partial<BillingSummary> = {}): BillingSummary => ({
  plan: 'Mensal',
  state: 'ativa',
  paymentMethod: 'cartao',
  renewWithPix: false,
  lastPayment: { amountLabel: 'R$ 18,45', dateLabel: '24/11/2026', coupon: 'CAREYCUIDADORES', discountLabel: 'R$ 18,45' },
  nextCharge: { amountLabel: 'R$ 36,90', dateLabel: '24/12/2026' },
  accessUntilLabel: '24/12/2026',
  withdrawal: { available: true, untilLabel: '01/12/2026' },
  ...over,
});

function api(first: BillingSummary, outcome: 'reembolso' | 'fim-do-periodo') {
  let cancelled = false;
  return mockApi({
    'GET /api/me': () => ({ body: caregiver(cancelled && outcome === 'reembolso' ? 'Sem Plano' : 'Mensal') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/assinatura': () => ({ body: { subscription: cancelled ? (outcome === 'reembolso' ? null : { ...first, state: 'cancelamento-agendado', nextCharge: null }) : first } }),
    'POST /api/me/assinatura/cancelamento': () => {
      cancelled = true;
      return { body: { outcome, message: outcome === 'reembolso' ? 'Assinatura cancelada. Devolvemos R$ 18,45 ao seu cartão em 24/11/2026.' : 'Renovação cancelada. Você continua com acesso até 24/12/2026.' } };
    },
  });
}

test('shows what she pays, and within 7 days withdraws through the dialog: refund message, then Sem Plano', async () => {
  const calls = api(summary(), 'reembolso');
  renderApp('/minha-conta');
  expect(await screen.findByText('Próxima cobrança')).toBeInTheDocument();
  expect(screen.getByText('Próxima cobrança').nextElementSibling).toHaveTextContent('24/12/2026, R$ 36,90');
  expect(screen.getByText('Último pagamento').nextElementSibling).toHaveTextContent('R$ 18,45 em 24/11/2026 com o cupom CAREYCUIDADORES');
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar e pedir reembolso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar e pedir reembolso' });
  expect(dialog).toHaveTextContent('devolvemos todo o valor pago (R$ 18,45)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
  const refunded = await screen.findByText(/Devolvemos R\$ 18,45/);
  // The confirmation opens where the plan's rows were: it is brought into view and takes the focus.
  const notice = refunded.closest('[tabindex="-1"]');
  expect(notice).not.toBeNull();
  expect(scrolledIntoView).toHaveBeenCalledWith(notice);
  expect(notice).toHaveFocus();
  await waitFor(() => expect(screen.getByText('Assinatura').nextElementSibling).toHaveTextContent('Sem Plano'));
  expect(screen.getByRole('button', { name: 'Assinar plano Mensal' })).toBeInTheDocument();
  expect(calls.calls.find((c) => c.path === '/api/me/assinatura/cancelamento')!.body).toEqual({});
});

test('after 7 days: no refund offered; cancelling stops the renewal and says until when', async () => {
  api(summary({ withdrawal: { available: false, untilLabel: null } }), 'fim-do-periodo');
  renderApp('/minha-conta');
  expect(await screen.findByText('Próxima cobrança')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancelar e pedir reembolso' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar renovação' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar renovação' });
  expect(dialog).toHaveTextContent('Você continua com acesso até 24/12/2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
  expect(await screen.findByText('Renovação cancelada. Você continua com acesso até 24/12/2026.')).toBeInTheDocument();
  expect(await screen.findByText('Acesso até')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancelar renovação' })).not.toBeInTheDocument();
});

test('a failed payment says what to do', async () => {
  api(summary({ state: 'pagamento-falhou', withdrawal: { available: false, untilLabel: null } }), 'fim-do-periodo');
  renderApp('/minha-conta');
  expect(await screen.findByRole('alert')).toHaveTextContent('Atualize o cartão em "Gerenciar assinatura"');
});
