/** pt-BR texts of /home and its welcome dialog. */
export const homeTexts = {
  title: 'Bem-vindo ao Carey App',
  pageTitle: 'Início',
  intro: 'O que você quer fazer hoje?',
  openings: 'Buscar Vagas',
  openingsText: 'Veja as vagas publicadas pelas famílias.',
  account: 'Minha Conta',
  accountText: 'Seus dados e sua assinatura.',
  welcomeTitle: 'Boas-vindas ao Carey!',
  welcomeIntro: 'Para começar a conversar com as famílias, siga três passos:',
  step1: 'Tenha uma assinatura válida.',
  manageSubscriptions: 'Gerenciar Assinaturas',
  step2: 'Baixe o app Carey.',
  step3: 'Envie seus documentos e verifique sua conta.',
  advice:
    'Recomendamos manter todo o contato com as famílias dentro do app: mensagens de texto, pedidos de verificação de antecedentes e chamadas de vídeo. Assim você fica mais protegido(a).',
  later: 'Primeiro quero conhecer melhor o app',
};
