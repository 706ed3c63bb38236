import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import * as external from '../../lib/external';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));
jest.mock('../../lib/external', () => ({ goToExternal: jest.fn(), openOurTab: jest.fn(), saveJsonFile: jest.fn() }));

beforeEach(() => {
  auth.resetAuthMock();
  jest.mocked(external.goToExternal).mockClear();
});

function api(refused?: { status: number; message: string }) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'POST /api/checkout': (body) => {
      if (refused) return { status: refused.status, body: { message: refused.message } };
      const { plan, formaDePagamento } = body as { plan: string; formaDePagamento?: string };
      return { body: { id: 'cs_1', url: `http://localhost:12111/checkout/${plan}-${formaDePagamento ?? 'cartao'}` } };
    },
  });
}

async function openDialog(plan: 'Mensal' | 'Trimestral') {
  await userEvent.click(await screen.findByRole('button', { name: `Assinar plano ${plan}` }));
  return screen.findByRole('dialog', { name: 'Como você quer pagar?' });
}

test.each([
  ['Cartão de crédito', 'Mensal', 'cartao', { plan: 'Mensal', formaDePagamento: 'cartao' }],
  ['Pix Automático', 'Mensal', 'pix-automatico', { plan: 'Mensal', formaDePagamento: 'pix-automatico' }],
  ['Pix, sem renovação automática', 'Trimestral', 'pix', { plan: 'Trimestral', formaDePagamento: 'pix' }],
  ['Pix Automático', 'Trimestral', 'pix-automatico', { plan: 'Trimestral', formaDePagamento: 'pix-automatico' }],
] as const)("'%s' for %s (%s) posts the plan and how she pays, and goes to the checkout's page", async (choice, plan, method, expected) => {
  const calls = api();
  renderApp('/minha-conta');
  const dialog = await openDialog(plan);
  await userEvent.click(within(dialog).getByRole('radio', { name: choice }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
  await waitFor(() => expect(external.goToExternal).toHaveBeenCalledWith(`http://localhost:12111/checkout/${plan}-${method}`));
  const posted = calls.calls.filter((c) => c.path === '/api/checkout');
  expect(posted).toHaveLength(1);
  expect(posted[0].body).toEqual(expected);
});

test('three choices, each with one line of what it means; nothing is sent before she chooses', async () => {
  const calls = api();
  renderApp('/minha-conta');
  const dialog = await openDialog('Mensal');
  expect(within(dialog).getByRole('group', { name: 'Forma de pagamento do plano Mensal' })).toBeInTheDocument();
  const radios = within(dialog).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual(['cartao', 'pix-automatico', 'pix']);
  expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  expect(within(dialog).getByRole('radio', { name: 'Pix Automático' })).toHaveAccessibleDescription(
    'Renova a cada período direto da sua conta no banco: você autoriza uma vez no app do seu banco e pode cancelar lá ou aqui.',
  );
  expect(within(dialog).getByRole('radio', { name: 'Pix, sem renovação automática' })).toHaveAccessibleDescription(
    'Você paga um período e tem acesso até o fim dele; avisamos antes de acabar.',
  );
  expect(within(dialog).getByRole('radio', { name: 'Cartão de crédito' })).toHaveAccessibleDescription('Cobrado no cartão a cada período, até você cancelar.');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Escolha uma forma de pagamento.');
  expect(calls.calls.filter((c) => c.path === '/api/checkout')).toHaveLength(0);
  expect(external.goToExternal).not.toHaveBeenCalled();
});

test('the dialog is modal and keyboard-operable: focus inside, arrows choose, Escape closes and gives focus back', async () => {
  const calls = api();
  renderApp('/minha-conta');
  const opener = await screen.findByRole('button', { name: 'Assinar plano Trimestral' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Como você quer pagar?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveFocus();
  await userEvent.tab();
  expect(within(dialog).getByRole('radio', { name: 'Cartão de crédito' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(within(dialog).getByRole('radio', { name: 'Pix Automático' })).toBeChecked();
  // The focus stays in the dialog: from the last button Tab comes back to its first control.
  await userEvent.tab();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
  await userEvent.tab();
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
  expect(calls.calls.filter((c) => c.path === '/api/checkout')).toHaveLength(0);
});

test.each([
  [409, 'Você já tem um plano ativo.', 'Você já tem um plano ativo.'],
  [400, 'Escolha como pagar: cartão de crédito, Pix Automático ou Pix.', 'Escolha como pagar: cartão de crédito, Pix Automático ou Pix.'],
  [500, 'Internal error at line 3', 'Não foi possível iniciar o pagamento. Tente novamente.'],
  [503, 'Pagamentos indisponíveis', 'Não foi possível iniciar o pagamento. Tente novamente.'],
] as const)('a checkout answered %s shows "%s" as: %s', async (status, message, shown) => {
  api({ status, message });
  renderApp('/minha-conta');
  const dialog = await openDialog('Mensal');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Pix, sem renovação automática' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar para o pagamento' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  expect(external.goToExternal).not.toHaveBeenCalled();
});
