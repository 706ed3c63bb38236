import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, pathname, renderApp } from '../../testing/render-app';
import * as external from '../../lib/external';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));
jest.mock('../../lib/external', () => ({ goToExternal: jest.fn() }));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

async function fillForm(values: { phone?: string; password?: string; confirm?: string; terms?: boolean }) {
  await userEvent.type(await screen.findByLabelText('Nome'), 'Ana Souza');
  if (values.phone) await userEvent.type(screen.getByLabelText('Telefone (com DDD)'), values.phone);
  await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), values.password ?? 'Senha123!');
  await userEvent.type(screen.getByLabelText('Confirmar senha'), values.confirm ?? 'Senha123!');
  if (values.terms) await userEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

test('fields, defaults and links are those of the spec', async () => {
  renderApp('/caregiver-signup');
  expect(await screen.findByLabelText('Tipo de cadastro')).toHaveValue('Cuidador');
  expect(within(screen.getByLabelText('Tipo de cadastro')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Acompanhante', 'Cuidador', 'Enfermeiro(a)']);
  expect(screen.getByLabelText('Gênero de nascimento')).toHaveValue('');
  expect(screen.getByLabelText('Telefone (com DDD)')).toHaveAttribute('maxLength', '11');
  const terms = screen.getByRole('checkbox', { name: /Termos de Uso.*Política de Privacidade/ });
  expect(terms).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-de-uso');
  expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/politica-de-privacidade');
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(external.goToExternal).toHaveBeenCalledWith('https://carey.example');
});

test('every problem shows at once beside its field, the first field with one takes the focus, nothing is sent', async () => {
  const api = mockApi({});
  renderApp('/caregiver-signup');
  await fillForm({ phone: '1199', confirm: 'Outra123!' });
  await submit();
  const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
  expect(alerts).toEqual([
    'O número de telefone deve ter 11 dígitos, incluindo o DDD.',
    'As senhas não coincidem.',
    'Você precisa aceitar os Termos de Uso e a Política de Privacidade.',
  ]);
  expect(screen.getByLabelText('Confirmar senha')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Telefone (com DDD)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid', 'true');
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(screen.getByLabelText('Telefone (com DDD)')).toHaveFocus();

  // Mended one by one, each message goes with its own problem.
  await userEvent.clear(screen.getByLabelText('Confirmar senha'));
  await userEvent.type(screen.getByLabelText('Confirmar senha'), 'Senha123!');
  await userEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
  await submit();
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['O número de telefone deve ter 11 dígitos, incluindo o DDD.']);
  expect(api.calls).toHaveLength(0);
});

test("a DDD Brazil does not have, and a name without letters, are said beside their fields before anything is sent", async () => {
  const api = mockApi({});
  renderApp('/caregiver-signup');
  await userEvent.type(await screen.findByLabelText('Nome'), '😀😀');
  await fillForm({ phone: '00987654321', terms: true });
  await userEvent.clear(screen.getByLabelText('Nome'));
  await userEvent.type(screen.getByLabelText('Nome'), '😀😀');
  await submit();
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'O nome deve ter letras.',
    'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).',
  ]);
  expect(api.calls).toHaveLength(0);
});

test('an empty form says everything it lacks, not only the terms', async () => {
  const api = mockApi({});
  renderApp('/caregiver-signup');
  await screen.findByLabelText('Nome');
  await submit();
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'Informe seu nome.',
    'O número de telefone deve ter 11 dígitos, incluindo o DDD.',
    'Informe um e-mail válido.',
    'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.',
    'Você precisa aceitar os Termos de Uso e a Política de Privacidade.',
  ]);
  await new Promise((frame) => requestAnimationFrame(frame));
  expect(screen.getByLabelText('Nome')).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('a common leaked password is refused next to the password field without calling the API', async () => {
  const api = mockApi({ 'POST /api/signup': () => ({ status: 201, body: { uid: 'novo' } }) });
  renderApp('/caregiver-signup');
  await fillForm({ phone: '11987654321', password: 'Password1', confirm: 'Password1', terms: true });
  await submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Esta senha está entre as mais usadas e vazadas na internet. Escolha uma senha menos comum.');
  expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('a server error appears next to its field', async () => {
  mockApi({ 'POST /api/signup': () => ({ status: 400, body: { message: 'O número de telefone deve ter 11 dígitos, incluindo o DDD.', field: 'phone' } }) });
  renderApp('/caregiver-signup');
  await fillForm({ phone: '11987654321', terms: true });
  await submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('O número de telefone deve ter 11 dígitos, incluindo o DDD.');
  expect(screen.getByLabelText('Telefone (com DDD)')).toHaveAccessibleDescription(expect.stringContaining('O número de telefone deve ter 11 dígitos, incluindo o DDD.'));
  expect(pathname()).toBe('/caregiver-signup');
});

test('success sends the spec body and shows the confirmation on /pre-registration-complete', async () => {
  const api = mockApi({ 'POST /api/signup': () => ({ status: 201, body: { uid: 'novo' } }) });
  renderApp('/caregiver-signup');
  await fillForm({ phone: '11987654321', terms: true });
  await userEvent.selectOptions(screen.getByLabelText('Gênero de nascimento'), 'Feminino');
  await submit();
  expect(await screen.findByText('Cadastro realizado com sucesso! Por favor, verifique seu e-mail.')).toBeInTheDocument();
  expect(pathname()).toBe('/pre-registration-complete');
  expect(api.calls[0].body).toEqual({
    name: 'Ana Souza',
    phone: '11987654321',
    email: 'ana@exemplo.com.br',
    password: 'Senha123!',
    confirmPassword: 'Senha123!',
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    acceptedTerms: true,
  });
  expect(screen.getByRole('link', { name: 'Disponível no Google Play' })).toHaveAttribute('href', 'https://play.example/carey');
  expect(screen.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute('href', 'https://apps.example/carey');
});
