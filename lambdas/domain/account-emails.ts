import { sitePaths } from '../../contract';

/**
 * The Portuguese e-mails that Cognito sends (through the CustomMessage trigger). `code` is Cognito's placeholder
 * ({####}); it appears exactly once per message because some implementations replace only the first.
 */
export interface AccountEmail {
  subject: string;
  html: string;
}

const wrap = (body: string) =>
  `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">${body}<p>Equipe Carey</p></div>`;

export function verificationEmail(siteUrl: string, email: string, code: string): AccountEmail {
  const link = `${siteUrl}${sitePaths.verifyEmail}?email=${encodeURIComponent(email)}&code=${code}`;
  return {
    subject: 'Confirme seu cadastro no Carey',
    html: wrap(
      `<p>Olá! Recebemos seu cadastro no Carey.</p>` +
        `<p>Para confirmar seu e-mail, use o botão abaixo:</p>` +
        `<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px">Confirmar meu cadastro</a></p>` +
        `<p>Se você não se cadastrou, ignore esta mensagem.</p>`,
    ),
  };
}

export function passwordResetEmail(code: string): AccountEmail {
  return {
    subject: 'Redefinição de senha do Carey',
    html: wrap(
      `<p>Recebemos um pedido para redefinir sua senha.</p>` +
        `<p>Seu código de verificação é: <strong>${code}</strong></p>` +
        `<p>Se você não pediu, ignore esta mensagem: sua senha continua a mesma.</p>`,
    ),
  };
}

export function temporaryPasswordEmail(username: string, code: string): AccountEmail {
  return {
    subject: 'Seu acesso ao Carey',
    html: wrap(`<p>Seu usuário é ${username} e sua senha temporária é <strong>${code}</strong>.</p>`),
  };
}

/** What the attempt e-mail says was used: the spec's words for each taken contact. */
const takenWords = { email: 'o seu e-mail', phone: 'o seu telefone', 'email-and-phone': 'o seu e-mail e o seu telefone' } as const;

/**
 * To the owner of an account whose e-mail or phone someone used at sign-up (the API answers that sign-up like any
 * other, so only the owner learns that the account exists). Nothing the caller typed is quoted.
 */
export function signupAttemptEmail(siteUrl: string, taken: keyof typeof takenWords): AccountEmail {
  return {
    subject: 'Alguém tentou criar uma conta no Carey com os seus dados',
    html: wrap(
      `<p>Olá! Alguém tentou criar uma conta com ${takenWords[taken]}.</p>` +
        `<p>Você já tem uma conta no Carey, e nenhuma conta nova foi criada.</p>` +
        `<p>Se foi você, entre com o seu e-mail e a sua senha em <a href="${siteUrl}${sitePaths.login}">${siteUrl}${sitePaths.login}</a>. Se esqueceu a senha, use "Esqueci minha senha" nessa página.</p>` +
        `<p>Se não foi você, ignore esta mensagem: a sua conta continua como está.</p>`,
    ),
  };
}
