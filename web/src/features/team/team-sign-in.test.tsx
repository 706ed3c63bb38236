import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as QRCode from 'qrcode';
import { Amplify } from 'aws-amplify';
import * as auth from '../../testing/auth-mock';
import { mockApi, pathname, renderApp, testConfig } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const OPERATORS_POOL = testConfig.auth.operators.userPoolId;
const poolNow = () => Amplify.getConfig().Auth?.Cognito?.userPoolId;
const operatorSession = { tokens: { accessToken: { toString: () => 'token-da-equipe' } } };
const caregiverSession = { tokens: { accessToken: { toString: () => 'token-da-cuidadora' } } };

/** Sessions as Cognito keeps them: one per pool; Amplify answers for the pool it points at now. */
function sessions(held: { caregiver: boolean; operator: boolean }) {
  auth.fetchAuthSession.mockImplementation(async () => {
    if (poolNow() === OPERATORS_POOL) return held.operator ? operatorSession : { tokens: undefined };
    return held.caregiver ? caregiverSession : { tokens: undefined };
  });
  auth.signOut.mockImplementation(async () => {
    if (poolNow() === OPERATORS_POOL) held.operator = false;
    else held.caregiver = false;
  });
  return held;
}

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText('Email'), 'equipe@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  auth.resetAuthMock();
  Amplify.configure({ Auth: { Cognito: { userPoolId: testConfig.auth.userPoolId, userPoolClientId: testConfig.auth.userPoolClientId } } });
  mockApi({});
});

test('without an operator session /equipe shows its own sign-in, at the operators\' pool; password then the code lands in the console', async () => {
  const held = sessions({ caregiver: false, operator: false });
  renderApp('/equipe');
  expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  expect(poolNow()).toBe(OPERATORS_POOL);
  expect(screen.queryByText('Acesso restrito à equipe Carey.')).not.toBeInTheDocument();
  auth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
  await signInWithPassword();
  expect(auth.signIn).toHaveBeenCalledWith({ username: 'equipe@exemplo.com.br', password: 'Carey2024!', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  const field = await screen.findByLabelText('Código do app autenticador');
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');

  auth.confirmSignIn.mockRejectedValueOnce(auth.cognitoError('CodeMismatchException', 'Invalid code provided, please request a code again.'));
  await userEvent.type(field, '000000{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Código incorreto. Confira o código atual do app autenticador e tente de novo.');
  held.operator = true;
  await userEvent.clear(field);
  await userEvent.type(field, '123456{Enter}');
  expect(await screen.findByRole('navigation', { name: 'Painel da equipe' })).toBeInTheDocument();
  expect(auth.confirmSignIn.mock.calls.map(([input]) => input)).toEqual([{ challengeResponse: '000000' }, { challengeResponse: '123456' }]);
});

test('at the first sign-in she sees a QR code, the secret and an otpauth link, then confirms a code from her app', async () => {
  const held = sessions({ caregiver: false, operator: false });
  const getSetupUri = jest.fn((issuer: string, account: string) => new URL(`otpauth://totp/${issuer}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${issuer}`));
  auth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 'JBSWY3DPEHPK3PXP', getSetupUri } } });
  renderApp('/equipe');
  await signInWithPassword();
  expect(await screen.findByLabelText('Chave para digitar no app')).toHaveValue('JBSWY3DPEHPK3PXP');
  expect(getSetupUri).toHaveBeenCalledWith('Carey', 'equipe@exemplo.com.br');
  expect(screen.getByRole('link', { name: 'Abrir no app autenticador' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\/Carey:equipe@exemplo\.com\.br\?secret=JBSWY3DPEHPK3PXP/));
  // The same address as a QR code to scan beside the key (issue 41): the image is the encoding of that very address.
  const qr = await screen.findByRole('img', { name: 'QR Code do autenticador' });
  const svg = decodeURIComponent(qr.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
  expect(svg).toEqual(await QRCode.toString('otpauth://totp/Carey:equipe@exemplo.com.br?secret=JBSWY3DPEHPK3PXP&issuer=Carey', { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  const field = screen.getByLabelText('Código do app autenticador');
  await userEvent.type(field, '12a3{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('O código tem 6 dígitos.');
  expect(auth.confirmSignIn).not.toHaveBeenCalled();
  held.operator = true;
  await userEvent.type(field, '456{Enter}');
  expect(await screen.findByRole('navigation', { name: 'Painel da equipe' })).toBeInTheDocument();
  expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
});

test('an expired sign-in session goes back to the password with a message', async () => {
  sessions({ caregiver: false, operator: false });
  auth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
  renderApp('/equipe');
  await signInWithPassword();
  auth.confirmSignIn.mockRejectedValueOnce(auth.cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'));
  await userEvent.type(await screen.findByLabelText('Código do app autenticador'), '123456{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('O tempo para digitar o código acabou. Entre de novo com seu e-mail e senha.');
  expect(screen.getByLabelText('Senha')).toBeInTheDocument();
});

test('a caregiver signed in (caregivers\' pool) is told the console is the team\'s, with a way home, beside the sign-in', async () => {
  sessions({ caregiver: true, operator: false });
  // Amplify keeps her tokens under her app client's prefix: the SPA asks Cognito only when some are stored (lib/auth.ts)
  localStorage.setItem(`CognitoIdentityServiceProvider.${testConfig.auth.userPoolClientId}.ana.accessToken`, 'token-da-cuidadora');
  renderApp('/equipe');
  expect(await screen.findByText('Acesso restrito à equipe Carey.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Painel da equipe' })).not.toBeInTheDocument();
});

test("an operator's session opens the console; 'Sair' signs out of the operators' pool only and lands on the team's sign-in (Amplify still at the operators' pool for it)", async () => {
  const held = sessions({ caregiver: true, operator: true });
  renderApp('/equipe/atendimento');
  expect(await screen.findByRole('navigation', { name: 'Painel da equipe' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
  // The team's own sign-in at /equipe, never the caregivers' login.
  await waitFor(() => expect(pathname()).toBe('/equipe'));
  expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Painel da equipe' })).not.toBeInTheDocument();
  expect(held).toEqual({ caregiver: true, operator: false });
  expect(poolNow()).toBe(testConfig.auth.operators!.userPoolId);
});

test('an invited operator (temporary password) chooses her own of 12+ characters, then enrols her authenticator', async () => {
  sessions({ caregiver: false, operator: false });
  auth.signIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } });
  renderApp('/equipe');
  await signInWithPassword();
  const field = await screen.findByLabelText('Nova senha');
  expect(field).toHaveFocus();
  await userEvent.type(field, 'curta{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('A senha precisa ter pelo menos 12 caracteres.');
  expect(auth.confirmSignIn).not.toHaveBeenCalled();
  const getSetupUri = () => new URL('otpauth://totp/Carey:equipe@exemplo.com.br?secret=JBSWY3DPEHPK3PXP');
  auth.confirmSignIn.mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 'JBSWY3DPEHPK3PXP', getSetupUri } } });
  await userEvent.type(field, '-mas-agora-longa');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  expect(await screen.findByLabelText('Chave para digitar no app')).toHaveValue('JBSWY3DPEHPK3PXP');
  expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'curta-mas-agora-longa' });
  expect(screen.getByLabelText('Código do app autenticador')).toBeInTheDocument();
});
