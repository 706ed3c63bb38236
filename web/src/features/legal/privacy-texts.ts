import { SUPPORT_MESSAGE_RETENTION_DAYS } from '../../../../contract';

/**
 * pt-BR text of the privacy policy. `{email}` is the support address from the settings. A change here is a new
 * version: change `LEGAL_VERSIONS.privacidade` in contract/legal.ts in the same commit, and every caregiver accepts
 * it at her next sign-in.
 */
export const privacyTexts = {
  title: 'Política de Privacidade',
  updated: 'Última atualização: 27/11/2026',
  sections: [
    {
      heading: '1. Informações que coletamos',
      body: 'Coletamos os dados que você informa no cadastro (nome, telefone, e-mail, tipo de cadastro e gênero), a localização aproximada quando você permite, e informações de uso do serviço. A cada entrada na sua conta registramos a data, a hora, o endereço IP e a porta de onde você entrou, como exige o Marco Civil da Internet (art. 15).',
    },
    {
      heading: '2. Como usamos as informações',
      body: 'Usamos seus dados para criar e manter sua conta, mostrar vagas próximas, processar assinaturas, enviar avisos e responder às suas mensagens. Se você ativar as notificações no celular (em Minha Conta, em cada aparelho), guardamos o endereço de notificação e as chaves que o navegador desse aparelho nos entrega, e enviamos a ele: as vagas novas dos seus alertas (a função, o bairro e a distância, no máximo 5 por dia e nenhuma entre 22h e 7h) e os avisos da equipe para você (o texto do aviso).',
    },
    {
      heading: '3. Compartilhamento de informações',
      body: 'Não vendemos seus dados. Compartilhamos apenas o necessário com prestadores que nos ajudam a operar o serviço (hospedagem, e-mail e pagamentos) e quando a lei exigir. As notificações no celular passam pelo serviço de notificações do seu navegador (Google, Mozilla, Apple ou Microsoft), cifradas de ponta a ponta: esse serviço entrega a mensagem, mas não consegue lê-la.',
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
      heading: '6. O que a equipe Carey vê',
      body: 'A equipe Carey vê, no painel da equipe, o seu nome, e-mail, telefone, cidade, plano e as mensagens que você enviou ao atendimento, apenas para atender você, verificar contas e cuidar das vagas. Todo acesso da equipe aos seus dados (abrir o seu cadastro, buscar cuidadoras, baixar relatórios) e cada ação dela (um aviso enviado, uma conta verificada, bloqueada ou excluída, uma resposta ao atendimento) fica anotado no Registro da equipe, com quem fez e quando. O endereço IP e a porta dos seus registros de acesso nunca aparecem no painel.',
    },
    {
      heading: '7. Segurança',
      body: 'Protegemos seus dados com criptografia em trânsito e em repouso e com acesso restrito. O endereço IP e a porta dos registros de acesso são guardados cifrados: só podem ser abertos por um acesso de emergência da equipe, quando uma ordem judicial os pedir. Nenhum sistema é totalmente seguro, por isso também contamos com você para manter sua senha em sigilo.',
    },
    {
      heading: '8. Seus direitos',
      body: 'Você pode acessar, corrigir ou excluir seus dados a qualquer momento, conforme a Lei Geral de Proteção de Dados (LGPD). Em Minha Conta, "Baixar meus dados" entrega tudo o que guardamos sobre você, inclusive os consentimentos que você deu. A exclusão da conta pode ser pedida na página de exclusão de conta. Quando você exclui a conta, apagamos tudo o que identifica você, inclusive seus consentimentos; suas denúncias de vagas ficam com a equipe como prova, sem seu nome, e-mail e telefone. Só fica o que a lei manda guardar: os registros de acesso, por 6 meses e cifrados; o comprovante da exclusão e, se um e-mail nosso para você não pôde ser entregue, a marca disso, os dois só com um código calculado a partir do e-mail.',
    },
    {
      heading: '9. Alterações nesta política',
      body: 'Podemos atualizar esta política. A versão mais recente estará sempre nesta página, e quando ela mudar pediremos que você a aceite na sua próxima entrada, antes de continuar. Guardamos qual versão você aceitou, quando e de qual endereço IP.',
    },
  ],
  retentionHeading: '10. Por quanto tempo guardamos seus dados',
  retentionCaption: 'O que guardamos, por quanto tempo e por quê',
  retentionColumns: ['O quê', 'Por quanto tempo', 'Por quê'],
  retention: [
    ['Dados da conta (nome, e-mail, telefone, tipo de cadastro, gênero, localização, CEP, avisos e alertas de vagas)', 'Enquanto a conta existir; apagados quando você a exclui', 'Para prestar o serviço'],
    ['Notificações no celular (endereço de notificação e chaves de cada aparelho em que você as ativou)', 'Até você desativá-las no aparelho ou o navegador avisar que o aparelho não as recebe mais; apagadas quando você exclui a conta', 'Para enviar as notificações que você pediu'],
    ['Registros de acesso (data, hora, endereço IP e porta de cada entrada)', '6 meses a partir de cada entrada, mesmo depois da exclusão da conta; depois, apagados automaticamente', 'Obrigação legal: Marco Civil da Internet, art. 15; guardados em sigilo e cifrados'],
    ['Consentimentos (versões dos Termos de Uso e desta política que você aceitou, data, hora e endereço IP)', 'Enquanto a conta existir; apagados quando você a exclui', 'Para provar o seu consentimento (LGPD, art. 8º)'],
    ['Mensagens de atendimento', `${SUPPORT_MESSAGE_RETENTION_DAYS} dias a partir do envio; se você excluir a conta antes, seu nome, e-mail e telefone são retirados delas`, 'Para responder e acompanhar o atendimento'],
    ['Desistências de assinaturas com reembolso (quais assinaturas, para a equipe ver quantas foram)', 'Enquanto a conta existir; apagadas quando você a exclui', 'Para acompanhar desistências repetidas, que a equipe vê (Termos de Uso, 5.1)'],
    ['Registros de pagamento (assinaturas, faturas, reembolsos)', 'Ficam com a Stripe, nossa processadora de pagamentos, pelo prazo exigido pela legislação fiscal', 'Obrigação fiscal'],
    ['Comprovante de exclusão da conta', 'Sem prazo de exclusão; não contém seu nome, e-mail nem telefone, só um código derivado do e-mail, as datas e as etapas feitas', 'Para responder se os seus dados foram excluídos'],
    ['Registro das ações da equipe', 'Enquanto o serviço existir; quando você exclui a conta, fica só a ação, sem nada que identifique você', 'Para prestar contas do que a equipe fez'],
  ],
  encarregadoHeading: 'Encarregado',
  encarregadoBody: 'O encarregado pelo tratamento de dados pessoais (LGPD, art. 41) recebe seus pedidos e reclamações sobre privacidade e fala com a Autoridade Nacional de Proteção de Dados.',
  encarregadoContact: 'Encarregado: {nome}. E-mail: ',
  contactBody: 'Para outras dúvidas, escreva para {email}.',
};
