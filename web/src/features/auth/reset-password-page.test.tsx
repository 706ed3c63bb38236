import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

async function fill(code: string, password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('Código'), code);
  await userEvent.type(screen.getByLabelText('Nova senha'), password);
  await userEvent.type(screen.getByLabelText('Confirmar nova senha'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

test('the code and the new password are sent; then back to login with a confirmation', async () => {
  renderApp('/redefinir-senha?email=maria%40exemplo.com.br');
  await fill('654321', 'NovaSenha1!', 'NovaSenha1!');
  await waitFor(() => expect(pathname()).toBe('/login'));
  expect(auth.confirmResetPassword).toHaveBeenCalledWith({ username: 'maria@exemplo.com.br', confirmationCode: '654321', newPassword: 'NovaSenha1!' });
  expect(await screen.findByText('Senha alterada! Entre com a nova senha.')).toBeInTheDocument();
});

test('a wrong code is shown next to the code field, in Portuguese', async () => {
  auth.confirmResetPassword.mockRejectedValueOnce(auth.cognitoError('CodeMismatchException'));
  renderApp('/redefinir-senha?email=maria%40exemplo.com.br');
  await fill('000000', 'NovaSenha1!', 'NovaSenha1!');
  expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido.');
  expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
});

test('different passwords are refused before calling Cognito', async () => {
  renderApp('/redefinir-senha?email=maria%40exemplo.com.br');
  await fill('654321', 'NovaSenha1!', 'Outra1!');
  expect(screen.getByRole('alert')).toHaveTextContent('As senhas não coincidem.');
  expect(auth.confirmResetPassword).not.toHaveBeenCalled();
});

test('a short or common new password is refused next to the field, with the API\u2019s words, before calling Cognito', async () => {
  renderApp('/redefinir-senha?email=maria%40exemplo.com.br');
  await fill('654321', 'curta1', 'curta1');
  expect(await screen.findByRole('alert')).toHaveTextContent('A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.');
  await userEvent.clear(screen.getByLabelText('Nova senha'));
  await userEvent.clear(screen.getByLabelText('Confirmar nova senha'));
  await userEvent.type(screen.getByLabelText('Nova senha'), 'Password1');
  await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'Password1');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Esta senha está entre as mais usadas e vazadas na internet.'));
  expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  expect(auth.confirmResetPassword).not.toHaveBeenCalled();
});
