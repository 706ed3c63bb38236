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
  await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Maria Cuidadora'));
  await userEvent.clear(screen.getByLabelText('Nome'));
  await userEvent.type(screen.getByLabelText('Nome'), 'Maria');
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('WhatsApp/Celular'), '11987654321');
  await userEvent.type(screen.getByLabelText('Mensagem'), 'Não consigo assinar.');
}

test("WhatsApp '123' or 'abc', a DDD Brazil does not have, and a name without letters are said before anything is sent", async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  await fill();
  const whatsapp = screen.getByLabelText('WhatsApp/Celular');
  for (const [typed, said] of [
    ['123', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['abc', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['(00) 98765-4321', 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).'],
  ]) {
    await userEvent.clear(whatsapp);
    await userEvent.type(whatsapp, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
  }
  await userEvent.clear(whatsapp);
  await userEvent.type(whatsapp, '+55 19 99887-7665');
  await userEvent.clear(screen.getByLabelText('Nome'));
  await userEvent.type(screen.getByLabelText('Nome'), '😀');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('O nome deve ter letras.')).toBeInTheDocument();
  expect(calls.calls.filter((c) => c.path === '/api/support')).toEqual([]);
});

test('texts of the page and the required fields', async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  expect(await screen.findByRole('heading', { level: 1, name: 'Atendimento ao Cliente' })).toBeInTheDocument();
  expect(screen.getByText('9h às 17h')).toBeInTheDocument();
  expect(screen.getByText('Respondemos em até 72 horas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.example/5511900000000');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Maria Cuidadora'));
  await userEvent.clear(screen.getByLabelText('Nome'));
  await userEvent.clear(screen.getByLabelText('Email'));
  for (const label of ['Nome', 'Email', 'WhatsApp/Celular', 'Mensagem']) expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByText('Todos os campos são obrigatórios.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getAllByRole('alert')).toHaveLength(4);
  expect(calls.calls.some((c) => c.path === '/api/support')).toBe(false);
});

test('her name and e-mail come from her profile, and she can change them', async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Maria Cuidadora'));
  expect(screen.getByLabelText('Email')).toHaveValue('maria@exemplo.com.br');
  expect(screen.getByLabelText('WhatsApp/Celular')).toHaveValue('');
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'outro@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('WhatsApp/Celular'), '11987654321');
  await userEvent.type(screen.getByLabelText('Mensagem'), 'Respondam neste e-mail.');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.');
  expect(calls.calls.find((c) => c.path === '/api/support')!.body).toEqual({
    nome: 'Maria Cuidadora',
    email: 'outro@exemplo.com.br',
    whatsapp: '11987654321',
    mensagem: 'Respondam neste e-mail.',
  });
});

test('her phone from her profile fills WhatsApp/Celular, and fills it again after a message is sent', async () => {
  const calls = mockApi({
    'GET /api/me': () => ({ body: { ...caregiver('Mensal'), phone: '31987654321' } }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'POST /api/support': () => ({ body: { success: true } }),
  });
  renderApp('/support');
  await waitFor(() => expect(screen.getByLabelText('WhatsApp/Celular')).toHaveValue('31987654321'));
  await userEvent.type(screen.getByLabelText('Mensagem'), 'Preciso de ajuda.');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.');
  expect(calls.calls.find((c) => c.path === '/api/support')!.body).toMatchObject({ whatsapp: '31987654321', mensagem: 'Preciso de ajuda.' });
  expect(screen.getByLabelText('WhatsApp/Celular')).toHaveValue('31987654321');
  expect(screen.getByLabelText('Mensagem')).toHaveValue('');
});

test('what she typed before the profile arrived is kept', async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  mockApi({
    'GET /api/me': () => new Promise((resolve) => (answer = resolve)),
    'GET /api/notices': () => ({ body: { items: [] } }),
  });
  renderApp('/support');
  await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
  answer({ body: caregiver('Mensal') });
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('maria@exemplo.com.br'));
  expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
});

test('success clears the message, keeps her name and e-mail from the profile, and shows the confirmation', async () => {
  const calls = api({ body: { success: true } });
  renderApp('/support');
  await fill();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.')).toBeInTheDocument();
  for (const label of ['WhatsApp/Celular', 'Mensagem']) expect(screen.getByLabelText(label)).toHaveValue('');
  expect(screen.getByLabelText('Nome')).toHaveValue('Maria Cuidadora');
  expect(screen.getByLabelText('Email')).toHaveValue('maria@exemplo.com.br');
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
