/** pt-BR texts of /minha-conta, /assinatura-sucesso and /excluir-conta. */
export const accountTexts = {
  title: 'Minha Conta',
  personalData: 'Dados Cadastrais',
  name: 'Nome',
  email: 'Email',
  tipoDeCadastro: 'Tipo de Cadastro',
  accountStatus: 'Documentos',
  // Her documents, checked by the team after she sends them in the Carey app (not her e-mail, confirmed at sign-up).
  verified: 'Documentos verificados pela equipe',
  notVerified: 'Ainda não verificados: envie seus documentos pelo app Carey.',
  subscription: 'Assinatura',
  subscriptions: 'Minhas Assinaturas',
  needPlan: 'Você precisa de um plano para entrar em contato com as vagas.',
  discount: (percent: number) => `${percent}% de desconto na primeira mensalidade de qualquer plano!`,
  coupon: 'Use o cupom',
  couponOnce: 'O cupom vale para o primeiro mês da sua primeira assinatura, uma vez só.',
  /** She has paid Carey before: the server gives her no coupon at checkout (issue 50), so the cards promise none. */
  couponUsed: (coupon: string) => `Você já assinou o Carey antes: o cupom ${coupon} vale só para a primeira assinatura, e os planos abaixo são cobrados pelo preço cheio.`,
  couponOnPlan: (percent: number, amount: string) => `Com o cupom: ${percent}% de desconto no primeiro mês (menos ${amount})`,
  benefits: ['Contatos ilimitados', 'Acesso a todas as funcionalidades', 'Mais famílias interessadas', 'Fale com todas as vagas'],
  subscribe: (plan: string) => `Assinar plano ${plan}`,
  redirecting: 'Redirecionando para o pagamento...',
  checkoutFailed: 'Não foi possível iniciar o pagamento. Tente novamente.',
  subscriber: (plan: string) => `Você é um assinante do plano "${plan}"`,
  manage: 'Gerenciar assinatura',
  portalFailed: 'Não foi possível abrir o portal da assinatura. Tente novamente.',
  deleteAccount: 'Deletar Conta',
  back: 'Voltar para Home',
  loadFailed: 'Não foi possível carregar seus dados. Tente novamente.',
  notInformed: 'Não informado',
  // /assinatura-sucesso
  successTitle: 'Assinatura Confirmada!',
  waitingTitle: 'Confirmando sua assinatura',
  waiting: 'Estamos confirmando seu pagamento. Isso leva só alguns segundos.',
  slowTitle: 'Pagamento em processamento',
  slow: 'A confirmação do pagamento está demorando mais que o normal. Assim que ela chegar, seu plano aparecerá em Minha Conta. Se o plano não aparecer em alguns minutos, fale com o suporte.',
  welcome: 'Bem-vindo(a) ao Carey! Obrigado por assinar.',
  thanks: 'Agora você pode entrar em contato com as famílias pelo app Carey. Baixe o app para começar:',
  // A second tab's Pix, paid while another plan was already live: given back in full (decision 084)
  givenBackTitle: 'Seu Pix foi devolvido',
  givenBack: (amount: string, plan: string) =>
    `Quando este Pix de ${amount} foi pago, você já tinha o plano ${plan} ativo, pago em outra aba ou de outra forma. Por isso não cobramos duas vezes: devolvemos o valor integral à sua conta pelo Pix.`,
  givenBackHint: 'Seu plano continua o mesmo. Enviamos a confirmação da devolução por e-mail.',
  goToAccount: 'Ir para Minha Conta',
};

/** /excluir-conta (LGPD account deletion) and 'Baixar meus dados' on /minha-conta. */
export const deleteAccountTexts = {
  title: 'Excluir conta',
  intro: 'Aqui você exclui sua conta do Carey e os dados que guardamos sobre você, como garante a Lei Geral de Proteção de Dados (LGPD).',
  deletedHeading: 'O que será apagado',
  deleted: [
    'Seu cadastro: nome, e-mail, telefone, tipo de cadastro e gênero.',
    'Sua posição: a última localização do seu aparelho e o CEP que você digitou em Buscar Vagas, com o bairro e a cidade dele.',
    'Seu acesso: você não conseguirá mais entrar com este e-mail e senha.',
    'Seus avisos.',
    'Seus alertas de vagas, as vagas que eles encontraram e os e-mails de alerta ainda não enviados.',
    'Sua assinatura: ela é cancelada na hora, sem novas cobranças. Dentro dos 7 dias para desistir, devolvemos o valor integral, como em \'Cancelar e pedir reembolso\'; depois deles, nada é devolvido.',
    'Os pagamentos que você deixou em aberto: eles são cancelados. Se um Pix que você já confirmou no app do banco for pago depois da exclusão, devolvemos o valor integral.',
    'Seu nome, e-mail e telefone nas mensagens que você enviou ao suporte.',
    'Os consentimentos que você deu aos Termos de Uso e à Política de Privacidade (versões, datas e endereço IP).',
    'Seu nome e e-mail no painel da equipe Carey: as ações da equipe continuam registradas, sem nada que identifique você.',
  ],
  keptHeading: 'O que fica guardado, por lei',
  kept: [
    'Os registros de pagamento das assinaturas que você já pagou ficam com a Stripe, nossa processadora de pagamentos, pelo prazo exigido pela lei fiscal.',
    'O texto das mensagens que você enviou ao suporte, sem nada que identifique você.',
    'Suas denúncias de vagas, sem nada que identifique você (seu nome, e-mail e telefone saem também do texto): elas são a prova que a equipe usa contra vagas falsas.',
    'Um comprovante da exclusão, com a data e um código calculado a partir do seu e-mail (não o e-mail em si), para podermos confirmar que seus dados foram apagados se você perguntar.',
    'Os registros de acesso (data, hora, endereço IP e porta de cada vez que você entrou na conta), por 6 meses a partir de cada entrada, como exige o Marco Civil da Internet (art. 15). Eles ficam cifrados, só podem ser abertos por ordem judicial e depois são apagados automaticamente.',
    'Se um e-mail nosso para você não pôde ser entregue, a marca disso guarda só o mesmo código calculado a partir do e-mail, para não voltarmos a escrever para um endereço que não recebe.',
  ],
  /** Her plan, as GET /api/me/assinatura answers it: what the deletion does to her money. */
  planHeading: 'Sua assinatura',
  refundInWindow: (amount: string, until: string, byPix: boolean) =>
    `Você está no prazo de 7 dias para desistir da assinatura (até ${until}): ao excluir a conta, devolvemos o valor integral, ${amount}, ${byPix ? 'à sua conta pelo Pix' : 'ao seu cartão'}, como em 'Cancelar e pedir reembolso'.`,
  noRefund: (accessUntil: string) =>
    `O prazo de 7 dias para desistir da assinatura já terminou: ao excluir a conta, nada é devolvido, e o seu acesso, que iria até ${accessUntil}, termina na hora.`,
  irreversible: 'A exclusão não pode ser desfeita. Se quiser usar o Carey de novo, você poderá fazer um novo cadastro com o mesmo e-mail e telefone.',
  signInFirst: 'Para excluir sua conta, entre primeiro com seu e-mail e senha. Depois você volta para esta página.',
  signIn: 'Entrar para excluir minha conta',
  passwordHeading: 'Confirme que é você',
  password: 'Senha',
  passwordHint: 'Digite a senha da sua conta.',
  passwordRequired: 'Digite sua senha para continuar.',
  continue: 'Continuar',
  confirmTitle: 'Excluir sua conta definitivamente?',
  confirmText: 'Seus dados serão apagados e sua assinatura será cancelada. Isso não pode ser desfeito.',
  confirm: 'Excluir minha conta',
  cancel: 'Cancelar',
  checkingPassword: 'Conferindo sua senha...',
  deleting: 'Excluindo sua conta...',
  doneTitle: 'Conta excluída',
  doneHint: 'Você saiu da sua conta. Obrigado por ter usado o Carey.',
  goHome: 'Ir para o início',
  failed: 'Não foi possível excluir sua conta agora. Tente novamente em alguns instantes.',
  // 'Baixar meus dados' on /minha-conta
  myData: 'Meus dados',
  myDataText: 'Baixe um documento com todos os dados que o Carey guarda sobre você, para ler ou imprimir. O formato JSON leva os mesmos dados para outros sistemas.',
  download: 'Baixar meus dados',
  downloadJson: 'Baixar em formato JSON',
  downloading: 'Preparando seus dados...',
  downloaded: (file: string) => `Pronto! O arquivo ${file} foi baixado.`,
  downloadFailed: 'Não foi possível baixar seus dados. Tente novamente.',
};

/** The dialog 'Como você quer pagar?' that 'Assinar plano ...' opens (payment-method-dialog.tsx, issue 39). */
export const paymentChoiceTexts = {
  title: 'Como você quer pagar?',
  legend: (plan: string) => `Forma de pagamento do plano ${plan}`,
  choices: {
    cartao: { label: 'Cartão de crédito', hint: 'Cobrado no cartão a cada período, até você cancelar.' },
    'pix-automatico': {
      label: 'Pix Automático',
      hint: 'Renova a cada período direto da sua conta no banco: você autoriza uma vez no app do seu banco e pode cancelar lá ou aqui.',
    },
    pix: { label: 'Pix, sem renovação automática', hint: 'Você paga um período e tem acesso até o fim dele; avisamos antes de acabar.' },
  },
  chooseOne: 'Escolha uma forma de pagamento.',
  continue: 'Continuar para o pagamento',
  cancel: 'Voltar',
};
