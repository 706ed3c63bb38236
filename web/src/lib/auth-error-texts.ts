import { passwordTexts } from '../../../contract';

/** What the SPA says for each Cognito (and Amplify) error (mapped in auth-errors.ts). */
export const authErrorTexts = {
  wrongCredentials: 'E-mail ou senha incorretos.',
  blocked: 'Seu acesso ao Carey está bloqueado. Se você pediu a exclusão da sua conta, ela está sendo concluída; se não, fale com o suporte pelo formulário de atendimento ou pelo WhatsApp.',
  unconfirmed: 'Sua conta ainda não foi confirmada. Abra o link que enviamos para o seu e-mail ou peça um novo.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  codeMismatch: 'Código inválido. Confira o código que enviamos para o seu e-mail.',
  expiredCode: 'Este código expirou. Peça um novo código.',
  usernameExists: 'Já existe uma conta com este e-mail.',
  // The same rule and words as the API (contract/password.ts).
  invalidPassword: passwordTexts.policy,
  commonPassword: passwordTexts.common,
  invalidParameter: 'Confira os dados informados e tente novamente.',
  emptyEmail: 'Informe seu e-mail.',
  emptyPassword: 'Informe sua senha.',
  emptyCode: 'Informe o código que enviamos para o seu e-mail.',
  userNotFound: 'Não encontramos uma conta com este e-mail.',
  alreadyConfirmed: 'Sua conta já estava confirmada.',
  network: 'Não foi possível conectar. Verifique sua internet e tente novamente.',
  generic: 'Não foi possível concluir a operação. Tente novamente.',
};

