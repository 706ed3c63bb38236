import { messages } from '../base/messages';

/**
 * The openings slice's Portuguese: the spec's error catalogue (§8) for facts an opening lacks, as the server
 * writes them (the alert e-mail). The SPA has the same words in web/src/features/openings/texts.ts.
 */
export const openingTexts = {
  noBairro: messages.bairroNaoInformado,
  bairroNotFound: messages.bairroNaoEncontrado,
  noCity: 'Cidade não informada',
  noFuncao: 'Função não informada',
} as const;
