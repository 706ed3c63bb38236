/** pt-BR words of the phone and name rules (contract/phone.ts), shown by the API and the SPA alike. */
export const phoneTexts = {
  digits: 'O número de telefone deve ter 11 dígitos, incluindo o DDD.',
  areaCode: 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).',
  supportDigits: 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.',
  nameLetters: 'O nome deve ter letras.',
} as const;
