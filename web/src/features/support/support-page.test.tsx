import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => auth.resetAuthMock());

function api(answer: { status?: number; body: unknown }) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Mensal') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'POST /api/support': () => answer,
  });
}

async function fill() {
  await userEvent.type(await screen.findByLabelText('Nome'), 'Maria');
  await userEvent.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('WhatsApp/Celular'), '11987654321');
  await userEvent.type(screen.getByLabelText('Mensagem'), 'Não consigo assinar.');
}

test('texts of the page and the required fields', async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  expect(await screen.findByRole('heading', { level: 1, name: 'Atendimento ao Cliente' })).toBeInTheDocument();
  expect(screen.getByText('9h às 17h')).toBeInTheDocument();
  expect(screen.getByText('Respondemos em até 72 horas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.example/5511900000000');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getAllByRole('alert')).toHaveLength(4);
  expect(calls.calls.some((c) => c.path === '/api/support')).toBe(false);
});

test('success clears the form and shows the confirmation', async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.')).toBeInTheDocument();
  for (const label of ['Nome', 'Email', 'WhatsApp/Celular', 'Mensagem']) expect(screen.getByLabelText(label)).toHaveValue('');
  expect(calls.calls.find((c) => c.path === '/api/support')!.body).toEqual({
    nome: 'Maria',
    email: 'maria@exemplo.com.br',
    whatsapp: '11987654321',
    mensagem: 'Não consigo assinar.',
  });
});

test('a failure keeps what was typed and shows the error', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api({ status: 502, body: { success: false, error: 'Não foi possível enviar sua mensagem agora.' } });
  renderApp('/support');
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar sua mensagem agora.');
  expect(screen.getByLabelText('Mensagem')).toHaveValue('Não consigo assinar.');
});

test('Voltar para Home goes home', async () => {
  api({ body: { success: true } });
  renderApp('/support');
  await userEvent.click(await screen.findByRole('button', { name: 'Voltar para Home' }));
  await waitFor(() => expect(pathname()).toBe('/home'));
});
