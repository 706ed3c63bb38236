/** pt-BR texts of the step that asks for the new terms' acceptance at sign-in (consent-step.tsx). */
export const consentTexts = {
  title: 'Atualizamos nossos termos',
  intro: 'Antes de continuar, leia e aceite a versão atual dos nossos Termos de Uso e da nossa Política de Privacidade.',
  why: 'Guardamos qual versão você aceitou, quando e de qual endereço IP, para poder mostrar o seu consentimento, como pede a LGPD.',
  termsLink: 'Termos de Uso',
  privacyLink: 'Política de Privacidade',
  newTab: '(abre em nova aba)',
  accept: 'Aceitar e continuar',
  signOut: 'Sair',
};
