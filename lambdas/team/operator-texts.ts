/** The server's pt-BR messages about operators: who may use the console (roles) and the 'Operadoras' page. */
export const operatorTexts = {
  notAnOperator: 'Seu acesso ao painel da equipe foi removido ou desativado. Fale com uma pessoa da Administração da Carey.',
  roleRefused: (role: string) => `Seu papel (${role}) não permite esta ação no painel da equipe.`,
  segmentAdminOnly: 'Avisos para mais de uma cuidadora são enviados pela Administração; envie para uma cuidadora.',
  idInvalid: 'Identificador de operadora inválido.',
  notFound: 'Operadora não encontrada.',
  emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  nameRequired: 'Informe o nome da operadora.',
  nameTooLong: (max: number) => `O nome pode ter no máximo ${max} caracteres.`,
  roleInvalid: 'Escolha um papel: Administração, Atendimento ou Leitura.',
  alreadyOperator: 'Já existe uma operadora ativa com este e-mail.',
  accountExists: 'Já existe uma conta com este e-mail; convide a operadora com outro endereço.',
  notSelf: 'Você não pode remover a sua própria conta de operadora.',
  lastAdmin: 'É preciso manter pelo menos uma operadora com o papel Administração.',
  reauthenticationRequired: (minutes: number) => `Para convidar, mudar o papel ou remover uma operadora, é preciso ter entrado no painel nos últimos ${minutes} minutos. Saia, entre de novo e volte a Operadoras.`,
  inviteLimit: (max: number) => `Você já convidou ${max} operadoras hoje, o limite por pessoa da equipe. Tente de novo amanhã ou peça a outra pessoa da Administração.`,
  changedMeanwhile: 'Os dados desta operadora mudaram enquanto isso. Recarregue a página e tente de novo.',
} as const;
