import { mapAuthError } from './auth-errors';

const error = (name: string, message = name) => Object.assign(new Error(message), { name });

test.each([
  ['NotAuthorizedException', 'Incorrect username or password.', 'wrong-credentials', 'E-mail ou senha incorretos.'],
  ['NotAuthorizedException', 'User is disabled.', 'blocked', 'Seu acesso ao Carey está bloqueado. Se você pediu a exclusão da sua conta, ela está sendo concluída; se não, fale com o suporte pelo formulário de atendimento ou pelo WhatsApp.'],
  ['NotAuthorizedException', 'Password attempts exceeded', 'too-many-attempts', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ['NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED', 'already-confirmed', 'Sua conta já estava confirmada.'],
  ['UserNotConfirmedException', 'User is not confirmed.', 'unconfirmed', 'Sua conta ainda não foi confirmada. Abra o link que enviamos para o seu e-mail ou peça um novo.'],
  ['LimitExceededException', 'Attempt limit exceeded', 'too-many-attempts', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ['ForbiddenException', 'Request not allowed due to WAF block.', 'too-many-attempts', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
  ['CodeMismatchException', 'Invalid code', 'code-mismatch', 'Código inválido. Confira o código que enviamos para o seu e-mail.'],
  ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'expired-code', 'Este código expirou. Peça um novo código.'],
  ['UsernameExistsException', 'User already exists', 'username-exists', 'Já existe uma conta com este e-mail.'],
  ['InvalidPasswordException', 'Password did not conform with policy', 'invalid-password', 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.'],
  ['SomethingNew', 'English text', 'other', 'Não foi possível concluir a operação. Tente novamente.'],
])('%s (%s) → Portuguese', (name, message, kind, text) => {
  expect(mapAuthError(error(name, message))).toEqual({ kind, message: text });
});

test('context changes what an error means to the caregiver', () => {
  expect(mapAuthError(error('UserNotFoundException'), 'reset').message).toBe('Não encontramos uma conta com este e-mail.');
  expect(mapAuthError(error('UserNotFoundException'), 'sign-in').message).toBe('E-mail ou senha incorretos.');
  expect(mapAuthError(error('InvalidPasswordException'), 'sign-in').message).toBe('E-mail ou senha incorretos.');
  expect(mapAuthError(error('InvalidParameterException', 'User is already confirmed.')).kind).toBe('already-confirmed');
});
