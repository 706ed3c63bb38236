import { SUPPORT_MESSAGE_RETENTION_DAYS } from '../../../../contract';

/** pt-BR texts of the terms of use and the privacy policy. `{email}` is the support address from the settings. */
export const legalTexts = {
  termsTitle: 'Termos de Uso',
  updated: 'Última atualização: 24/06/2024',
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
      heading: '6. Alterações',
      body: 'Podemos alterar estes termos. Quando isso acontecer, publicaremos a nova versão nesta página com a data de atualização.',
    },
    {
      heading: '7. Contato',
      body: 'Dúvidas sobre estes termos? Escreva para {email}.',
    },
  ],
  privacyTitle: 'Política de Privacidade',
  privacy: [
    {
      heading: '1. Informações que coletamos',
      body: 'Coletamos os dados que você informa no cadastro (nome, telefone, e-mail, tipo de cadastro e gênero), a localização aproximada quando você permite, e informações de uso do serviço.',
    },
    {
      heading: '2. Como usamos as informações',
      body: 'Usamos seus dados para criar e manter sua conta, mostrar vagas próximas, processar assinaturas, enviar avisos e responder às suas mensagens.',
    },
    {
      heading: '3. Compartilhamento de informações',
      body: 'Não vendemos seus dados. Compartilhamos apenas o necessário com prestadores que nos ajudam a operar o serviço (hospedagem, e-mail e pagamentos) e quando a lei exigir.',
    },
    {
      heading: '4. Dados das pessoas idosas nas vagas',
      body: 'As vagas são publicadas pelas famílias e só são vistas por cuidadores cadastrados, apenas no que é preciso para decidir sobre a vaga: o tipo de profissional, a descrição da vaga, o gênero da pessoa idosa, se ela tem necessidade especial e se tem comorbidade (sim ou não), os medicamentos que usa, as tarefas pedidas, a preferência de gênero do cuidador, o dia e o horário de início, o bairro e a cidade, a data da vaga, o tipo de contrato e o tipo de diária, com o nome e a foto da família. O CEP, o endereço e a localização da família nunca são mostrados.',
    },
    {
      heading: '5. Mensagens de atendimento',
      body: `Guardamos as mensagens enviadas pelo formulário de atendimento (nome, e-mail, WhatsApp e mensagem) para respondê-las, por ${SUPPORT_MESSAGE_RETENTION_DAYS} dias a partir do envio; depois disso, elas são apagadas automaticamente. Se você tiver uma conta e a excluir antes, seu nome, e-mail e telefone são retirados das mensagens que enviou.`,
    },
    {
      heading: '6. Segurança',
      body: 'Protegemos seus dados com criptografia em trânsito e em repouso e com acesso restrito. Nenhum sistema é totalmente seguro, por isso também contamos com você para manter sua senha em sigilo.',
    },
    {
      heading: '7. Seus direitos',
      body: 'Você pode acessar, corrigir ou excluir seus dados a qualquer momento, conforme a Lei Geral de Proteção de Dados (LGPD). A exclusão da conta pode ser pedida na página de exclusão de conta.',
    },
    {
      heading: '8. Alterações nesta política',
      body: 'Podemos atualizar esta política. A versão mais recente estará sempre nesta página.',
    },
    {
      heading: '9. Contato',
      body: 'Para falar sobre privacidade, escreva para {email}.',
    },
  ],
  backToLogin: 'Voltar para o início',
};
