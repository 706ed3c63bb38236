/** pt-BR messages of 'Reenviar e-mail de verificação' (the team console's API). */
export const verificationTexts = {
  alreadyConfirmed: 'O e-mail desta cuidadora já foi confirmado; não há verificação a reenviar.',
  noAccount: 'Esta cuidadora não tem acesso cadastrado para receber a verificação.',
  tooManyResends: 'Muitos envios de verificação para esta cuidadora. Aguarde alguns minutos e tente de novo.',
} as const;
