/** pt-BR answers of the consent routes (lambdas/caregivers/consent.ts). */
export const consentTexts = {
  consentOutdated: 'Os Termos de Uso ou a Política de Privacidade mudaram enquanto você lia. Recarregue a página e leia a versão atual.',
  consentPending: 'Atualizamos os Termos de Uso e a Política de Privacidade. Leia e aceite as novas versões para continuar.',
  versionsRequired: 'Informe as versões dos Termos de Uso e da Política de Privacidade que você aceita.',
} as const;
