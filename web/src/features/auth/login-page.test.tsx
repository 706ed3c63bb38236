import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, pathname, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

function mockGeolocation(outcome: 'granted' | 'denied' | 'unsupported') {
  const geolocation =
    outcome === 'unsupported'
      ? undefined
      : {
          getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
            outcome === 'granted'
              ? ok({ coords: { latitude: -23.5, longitude: -46.6 } } as GeolocationPosition)
              : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
  mockGeolocation('granted');
  mockApi({ 'PUT /api/me/location': () => ({ status: 204 }), 'GET /api/me': () => ({ body: {} }), 'GET /api/notices': () => ({ body: { items: [] } }) });
});

async function fill(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
}

test('the password toggle shows and hides the password', async () => {
  renderApp('/');
  const password = await screen.findByLabelText('Senha');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
  expect(password).toHaveAttribute('type', 'password');
  expect(document.title).toMatch(/Carey/);
});

test('password reset needs the e-mail, then asks the API for a code and opens the code page', async () => {
  const { calls } = mockApi({ 'POST /api/password-reset': () => ({ status: 202, body: { message: 'Email de redefinição de senha enviado!' } }) });
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira seu email para redefinir a senha.');
  expect(calls).toHaveLength(0);

  await fill('maria@exemplo.com.br', '');
  await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
  expect(await screen.findByText('Email de redefinição de senha enviado!')).toBeInTheDocument();
  expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/password-reset', { email: 'maria@exemplo.com.br' }]]);
  expect(pathname()).toBe('/redefinir-senha');
  expect(screen.getByLabelText('Email')).toHaveValue('maria@exemplo.com.br');
});

test('a refused reset request (too many attempts) is shown in Portuguese, inline', async () => {
  mockApi({ 'POST /api/password-reset': () => ({ status: 429, body: { message: 'Muitas tentativas seguidas. Tente novamente em 40 minutos.' } }) });
  renderApp('/login');
  await fill('maria@exemplo.com.br', '');
  await userEvent.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas seguidas. Tente novamente em 40 minutos.');
  expect(pathname()).toBe('/login');
});

test('a wrong password is shown in Portuguese, inline', async () => {
  auth.signIn.mockRejectedValueOnce(auth.cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
  renderApp('/');
  await fill('maria@exemplo.com.br', 'errada');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  expect(pathname()).toBe('/');
});

test('the local stand-in\'s InvalidPasswordException at sign-in also reads as a wrong password', async () => {
  auth.signIn.mockRejectedValueOnce(auth.cognitoError('InvalidPasswordException', 'Invalid password'));
  renderApp('/');
  await fill('maria@exemplo.com.br', 'errada');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
});

test('an unconfirmed account offers to resend the confirmation e-mail', async () => {
  auth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
  renderApp('/');
  await fill('nova@exemplo.com.br', 'Senha123!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sua conta ainda não foi confirmada');
  await userEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
  expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'nova@exemplo.com.br' });
  expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo e-mail de confirmação');
});

test('too many attempts has its own message', async () => {
  auth.signIn.mockRejectedValueOnce(auth.cognitoError('LimitExceededException'));
  renderApp('/');
  await fill('maria@exemplo.com.br', 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas');
});

test('a successful login goes to /minha-conta and saves the location', async () => {
  const api = mockApi({ 'PUT /api/me/location': () => ({ status: 204 }), 'GET /api/me': () => ({ body: { name: 'Maria', email: 'm@x.br', tipoDeCadastro: 'Cuidador', tipodeconta: 'Mensal' } }), 'GET /api/notices': () => ({ body: { items: [] } }) });
  renderApp('/');
  await fill('maria@exemplo.com.br', 'Carey2024!');
  auth.fetchAuthSession.mockResolvedValue(auth.signedInSession);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
  expect(auth.signIn).toHaveBeenCalledWith({ username: 'maria@exemplo.com.br', password: 'Carey2024!', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/api/me/location')).toBe(true));
  const put = api.calls.find((c) => c.path === '/api/me/location')!;
  expect(put.body).toEqual({ latitude: -23.5, longitude: -46.6 });
  expect(put.authorization).toBe('Bearer token-de-teste');
});

test.each([
  ['denied', 'Permissão para acessar a localização foi negada'],
  ['unsupported', 'Geolocalização não é suportada pelo seu navegador.'],
] as const)('location %s shows the message without blocking login', async (outcome, message) => {
  mockGeolocation(outcome);
  // Keep the caregiver on the page long enough to read the message: sign-in waits for a click elsewhere.
  let finish: (v: unknown) => void = () => undefined;
  auth.signIn.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
  renderApp('/');
  await fill('maria@exemplo.com.br', 'Carey2024!');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  // A quiet note (status), not an error the caregiver made (no alert).
  expect(await screen.findByRole('status')).toHaveTextContent(message);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  finish({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
});

test.each(['before', 'after'] as const)('a refused login shows only its own error, no location note (the browser answers %s the refusal)', async (when) => {
  let deny: () => void = () => undefined;
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => (deny = () => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError)) },
    configurable: true,
  });
  let refuse: () => void = () => undefined;
  auth.signIn.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = () => reject(auth.cognitoError('NotAuthorizedException', 'Incorrect username or password.')))));
  renderApp('/');
  await fill('maria@exemplo.com.br', 'SenhaErrada1');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(auth.signIn).toHaveBeenCalled());
  if (when === 'before') {
    deny();
    expect(await screen.findByText('Permissão para acessar a localização foi negada')).toBeInTheDocument();
    refuse();
  } else {
    refuse();
    await screen.findByRole('alert');
    deny();
  }
  expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  await act(() => new Promise((settled) => setTimeout(settled, 50))); // a late answer from the browser has landed
  expect(screen.queryByText('Permissão para acessar a localização foi negada')).not.toBeInTheDocument();
});

test('Cadastre-se opens the sign-up chooser', async () => {
  renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Cadastre-se' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Como você quer se cadastrar?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Motorista/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Comerciante/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Serviços/ })).toHaveTextContent('Em breve');
  await userEvent.click(screen.getByRole('button', { name: 'Cuidador' }));
  expect(await screen.findByLabelText('Telefone (com DDD)')).toBeInTheDocument();
});
