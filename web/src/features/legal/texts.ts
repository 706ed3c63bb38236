/** pt-BR texts of the terms of use and the privacy policy. `{email}` is the support address from the settings. */
export const legalTexts = {
  termsTitle: 'Termos de Uso',
  updated: 'Última atualização: 27/11/2026',
  terms: [
    {
      heading: '1. Aceitação dos termos',
      body: 'Ao criar uma conta ou usar o Carey, você concorda com estes Termos de Uso e com a nossa Política de Privacidade. Se não concordar, não use o serviço.',
    },
    {
      heading: '2. Quem pode usar',
      body: 'Para usar o Carey você precisa ter pelo menos 18 anos de idade e fornecer informações verdadeiras, completas e atualizadas.',
    },
    {
      heading: '3. Sua conta',
      body: 'Você é responsável por manter a confidencialidade da sua senha e por todas as atividades realizadas na sua conta. Avise-nos imediatamente se perceber qualquer uso não autorizado.',
    },
    {
      heading: '4. O papel do Carey',
      body: 'O Carey é uma plataforma que aproxima cuidadores e famílias. O Carey não emprega nenhum cuidador e não é responsável pela conduta dos usuários, dentro ou fora da plataforma. Cada usuário é responsável por verificar as informações e combinar as condições de trabalho.',
    },
    {
      heading: '5. Planos e pagamentos',
      body: 'Para entrar em contato com as vagas é preciso ter um plano ativo. Os pagamentos são processados por um provedor de pagamentos seguro, e você pode gerenciar ou cancelar sua assinatura a qualquer momento em Minha Conta.',
    },
    {
      heading: '5.1. Direito de arrependimento',
      body: 'Você pode desistir de uma assinatura em até 7 dias contados do primeiro pagamento (Código de Defesa do Consumidor, art. 49), em Minha Conta, no botão "Cancelar e pedir reembolso": devolvemos todo o valor pago e a assinatura termina na hora. Esse direito vale para cada assinatura que você contratar, sem limite e sem custo. Cada desistência fica registrada na sua conta, e a equipe do Carey vê quantas você fez. Se assinar e desistir repetidas vezes, a equipe pode entrar em contato para entender o que aconteceu; o reembolso nunca é negado dentro do prazo.',
    },
    {
      heading: '6. Alterações',
      body: 'Podemos alterar estes termos. Quando isso acontecer, publicaremos a nova versão nesta página com a data de atualização.',
    },
    {
      heading: '7. Contato',
      body: 'Dúvidas sobre estes termos? Escreva para {email}.',
    },
  ],
  backToLogin: 'Voltar para o início',
};
