/** pt-BR texts of `npm run operator -- totp | verificar` (operators' TOTP MFA). */
export const operatorTotpTexts = {
  alreadyTotp: 'Esta operadora já usa o app autenticador (TOTP): o login já pede o código.',
  changePasswordFirst: 'Troque primeiro a senha temporária: entre uma vez no console com ela e defina a sua.',
  signInFailed: 'E-mail ou senha incorretos.',
  codeRefused: 'Código do app autenticador recusado. Confira o relógio do celular e tente de novo.',
  scan: (uri: string) => `Adicione esta conta ao app autenticador (Google Authenticator, Authy, 1Password…):\n${uri}`,
  askPassword: 'Senha da operadora: ',
  askCode: 'Código de 6 dígitos do app autenticador: ',
  enrolled: (email: string) => `TOTP ativado para ${email}: a partir de agora o login pede o código do app autenticador.`,
  poolRequired: 'Defina USER_POOL_ID e USER_POOL_CLIENT_ID (o pool de usuários do Carey e o cliente do site) ou use --local.',
  allHaveTotp: (count: number) => `Todas as ${count} operadora(s) da equipe usam TOTP.`,
  withoutTotp: (emails: string[]) => `Operadora(s) da equipe sem TOTP (rode npm run operator -- totp <email>):\n${emails.map((e) => `  - ${e}`).join('\n')}`,
} as const;
