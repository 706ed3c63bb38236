import type { Catalogue } from '../base/catalogue';
/** The Portuguese texts of the account e-mails (rendered by account-emails-template.ts). */
export const accountEmailTexts = {
  signature: 'Equipe Carey',
  verification: {
    subject: 'Confirme seu cadastro no Carey',
    received: 'Olá! Recebemos seu cadastro no Carey.',
    useButton: 'Para confirmar seu e-mail, use o botão abaixo:',
    button: 'Confirmar meu cadastro',
    notYou: 'Se você não se cadastrou, ignore esta mensagem.',
  },
  passwordReset: {
    subject: 'Redefinição de senha do Carey',
    asked: 'Recebemos um pedido para redefinir sua senha.',
    codeIs: 'Seu código de verificação é:',
    notYou: 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  },
  temporaryPassword: {
    subject: 'Seu acesso ao Carey',
    userIs: 'Seu usuário é',
    passwordIs: 'e sua senha temporária é',
  },
  signupAttempt: {
    subject: 'Alguém tentou criar uma conta no Carey com os seus dados',
    /** What the attempt e-mail says was used: the spec's words for each taken contact. */
    taken: { email: 'o seu e-mail', phone: 'o seu telefone', 'email-and-phone': 'o seu e-mail e o seu telefone' },
    someone: (taken: string) => `Olá! Alguém tentou criar uma conta com ${taken}.`,
    nothingCreated: 'Você já tem uma conta no Carey, e nenhuma conta nova foi criada.',
    ifYou: 'Se foi você, entre com o seu e-mail e a sua senha em',
    forgot: 'Se esqueceu a senha, use "Esqueci minha senha" nessa página.',
    ifNotYou: 'Se não foi você, ignore esta mensagem: a sua conta continua como está.',
  },
} as const;

export type AccountEmailTexts = Catalogue<typeof accountEmailTexts>;
export type TakenContact = keyof AccountEmailTexts['signupAttempt']['taken'];
