import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

test('the e-mailed link confirms the account and shows the next steps', async () => {
  renderApp('/verify-email?email=ana%40exemplo.com.br&code=123456');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro feito com Sucesso!' })).toBeInTheDocument();
  expect(auth.confirmSignUp).toHaveBeenCalledTimes(1);
  expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'ana@exemplo.com.br', confirmationCode: '123456' });
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Disponível no Google Play' })).toBeInTheDocument();
});

test('the link opened again, for an account already confirmed, says so and offers "Entrar"', async () => {
  auth.confirmSignUp.mockRejectedValueOnce(auth.cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'));
  renderApp('/verify-email?email=ana%40exemplo.com.br&code=123456');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sua conta já está confirmada' })).toBeInTheDocument();
  expect(screen.getByText('Este link já foi usado e sua conta está ativa. Entre com seu e-mail e senha.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/expirou/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
  expect(pathname()).toBe('/login');
});

test('an expired code says so and can send a new e-mail', async () => {
  auth.confirmSignUp.mockRejectedValueOnce(auth.cognitoError('ExpiredCodeException'));
  renderApp('/verify-email?email=ana%40exemplo.com.br&code=123456');
  expect(await screen.findByRole('alert')).toHaveTextContent('Este código expirou.');
  await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
  expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'ana@exemplo.com.br' });
  expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo e-mail de confirmação');
});

test('resending for an account that is already confirmed says it is confirmed', async () => {
  auth.confirmSignUp.mockRejectedValueOnce(auth.cognitoError('ExpiredCodeException'));
  auth.resendSignUpCode.mockRejectedValueOnce(auth.cognitoError('InvalidParameterException', 'User is already confirmed.'));
  renderApp('/verify-email?email=ana%40exemplo.com.br&code=123456');
  await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sua conta já está confirmada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
});

test('an unknown account gets a Portuguese explanation, not a password message', async () => {
  auth.confirmSignUp.mockRejectedValueOnce(auth.cognitoError('UserNotFoundException', 'User does not exist.'));
  renderApp('/verify-email?email=outra%40exemplo.com.br&code=000000');
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível confirmar este cadastro.');
});
