/** pt-BR texts of `npm run operator` (operators in their own pool, docs/decisions/047-operators-pool.md). */
export const operatorTotpTexts = {
  /** the name Cognito keeps for her authenticator */
  deviceName: 'Carey equipe',
  caregiverEmail: (email: string) =>
    `${email} já é uma conta de cuidadora: uma operadora usa um e-mail só dela, nunca o de uma conta do site. Nada foi criado.`,
  migrated: (moved: string[], already: string[]) =>
    `Migradas para o pool das operadoras: ${moved.length ? moved.join(', ') : 'nenhuma'}. Já estavam lá: ${already.length ? already.join(', ') : 'nenhuma'}.`,
} as const;
