import { PASSWORD_MIN_LENGTH } from './password';

/** pt-BR words of the caregiver password rule (contract/password.ts), shown by the API and the SPA alike. */
export const passwordTexts = {
  policy: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com pelo menos uma letra e um número.`,
  common: 'Esta senha está entre as mais usadas e vazadas na internet. Escolha uma senha menos comum.',
} as const;
