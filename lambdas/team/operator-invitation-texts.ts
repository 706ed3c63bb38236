import type { Catalogue } from '../base/catalogue';

/**
 * The invitation e-mail of the operators' pool (rendered by operator-invitation-template.ts into the pool's own
 * invitation template: Cognito fills in the temporary password).
 */
export const operatorInvitationTexts = {
  subject: 'Seu acesso ao painel da equipe Carey',
  hello: 'Olá! Você foi convidada para o painel da equipe Carey.',
  userIs: 'Seu usuário é o seu e-mail: este endereço, para onde enviamos esta mensagem.',
  passwordIs: 'Sua senha temporária é',
  passwordLasts: (days: number) => `Ela vale ${days} dias.`,
  openAt: 'Abra',
  signInWith: 'e entre com o seu e-mail e a senha temporária. Depois:',
  steps: [
    'Crie a sua senha nova (12 caracteres ou mais).',
    'Cadastre o Carey no seu app autenticador (Google Authenticator, Microsoft Authenticator ou outro): leia o QR code ou digite a chave que a página mostra.',
    'Digite o código de 6 dígitos que o app mostra, em “Código do app autenticador”.',
  ],
  button: 'Abrir o painel da equipe',
  later: 'Nas próximas vezes, entre com o seu e-mail, a sua senha e o código do app.',
  expired: 'Se a senha temporária vencer, peça um novo convite a quem administra a equipe.',
  notYou: 'Se você não esperava este convite, ignore esta mensagem.',
  signature: 'Equipe Carey',
} as const;

export type OperatorInvitationTexts = Catalogue<typeof operatorInvitationTexts>;
