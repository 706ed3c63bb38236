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
  const link = `${siteUrl}/verify-email?email=${encodeURIComponent(email)}&code=${code}`;
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
