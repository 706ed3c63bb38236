import type { Category } from '../test/reliability/report';

/** What the operator and developer tools print (pt-BR); `npm run job`'s texts are in job-texts.ts. */
export const deletionReceiptTexts = {
  usage: 'Uso: npm run deletion-receipt -- email@exemplo.com.br [--local]',
  none: (hash: string) => `Nenhuma exclusão de conta registrada para este e-mail (hash ${hash}).`,
  receipt: (requestedAt: string, completedAt: string, hash: string) => `Conta excluída: pedido em ${requestedAt}, concluído em ${completedAt} (hash ${hash}).`,
  requestedBy: (operatorId: string, email?: string) => `  pedido pela equipe: ${email ?? 'e-mail não registrado'} (${operatorId})`,
} as const;

/** What the operator tools print when they would reach AWS without a region of their own. */
export const regionTexts = {
  noRegion: 'Defina AWS_REGION=sa-east-1 (a região da stack): a região do perfil da AWS não vale aqui, ou use --local.',
} as const;

export const devTexts = {
  seeded: (families: number, openings: number) => `Dados de exemplo criados: ${families} famílias, ${openings} vagas.`,
  running: (siteUrl: string, seconds: string) => `Carey rodando em ${siteUrl}  (pronto em ${seconds} s)`,
  mailbox: 'Caixa de e-mails local:',
  pushService: 'Notificações (push):',
  sampleAccount: 'Conta de exemplo:',
  team: 'Equipe (/equipe):',
  totpSecret: (secret: string) => `(segredo TOTP do app autenticador: ${secret})`,
  /** State kept from before the operators' own pool: her account there does not exist yet. */
  totpMissing: '(o estado local é de antes do pool das operadoras: rode npm run dev -- --reset)',
  cognito: 'Cognito local:',
  cognitoPool: (pool: string) => `(pool ${pool})`,
  dynamo: 'DynamoDB local:',
  dynamoTable: (table: string) => `(tabela ${table})`,
  stripe: 'Stripe local:',
  stop: 'Ctrl-C para parar. Estado em .local/state (npm run dev -- --reset para recomeçar).',
} as const;

export const operatorTexts = {
  usage: 'Uso: npm run operator -- add email@exemplo.com.br [--papel Administração|Atendimento|Leitura] [--nome <nome>] [--local --senha <senha>] | migrar [--local]',
  noTable: 'Defina TABLE_NAME (a tabela do Carey, onde fica o registro da operadora) ou use --local.',
  roleInvalid: 'Papel inválido: use Administração, Atendimento ou Leitura.',
  noPool: 'Defina OPERATORS_USER_POOL_ID e USER_POOL_ID (o pool das operadoras e o das cuidadoras, saídas da stack) ou use --local.',
  created: (email: string) => `Operadora criada no pool das operadoras: ${email} (o primeiro login cadastra o app autenticador)`,
  added: (email: string) => `Esta operadora já existe: ${email} (nada mudou)`,
  role: (role: string) => `Papel: ${role}`,
} as const;

export const reliabilityTexts = {
  /** The categories the hardening tests record under (test/reliability/report.ts), in the report's order. */
  categories: ['entrada inválida', 'autorização', 'concorrência', 'falhas', 'abuso', 'cabeçalhos', 'exclusão de conta'] satisfies Category[],
  category: 'categoria',
  cases: 'casos',
  failures: 'falhas',
  lost: 'registros perdidos ou corrompidos',
  total: 'total',
  lostItem: (problem: string) => `  perdido/corrompido: ${problem}`,
} as const;

export const anyTimeTexts = {
  later: '+400 dias',
  newYearsEve: '31/12/2027 23:30 em São Paulo (01/01/2028 02:30 UTC)',
  running: (label: string, faketime: string) => `Testes unitários com o relógio em ${label} (faketime -f '${faketime}')…`,
  passed: (label: string) => `  ${label}: passaram.`,
  failed: (label: string, code: number | null) => `  ${label}: falharam (código ${code ?? 'sem código'}).`,
  noFaketime: 'faketime não encontrado: instale o pacote faketime do Debian (apt-get install faketime).',
} as const;

export const screenshotsTexts = {
  pageTitle: 'Carey: todas as telas',
  sheetTitle: (shots: number) => `Carey — ${shots} telas e diálogos (360 e 1280 px)`,
} as const;

export const accessRecordsTexts = {
  usage:
    'Uso: npx tsx bin/access-records.ts chaves [--arquivo=caminho]\n     npx tsx bin/access-records.ts abrir <uid> [--local | --chave-privada=arquivo]  (AWS: TABLE_NAME e ACCESS_RECORDS_SECRET_ID, com o papel de acesso de emergência)',
  publicKey: 'Chave pública (stages.<estágio>.accessRecordsPublicKey em cdk.json):',
  privateKeyFile: (file: string) => `Chave privada gravada em ${file} (só você pode ler). Ponha-a no segredo carey/<estágio>/access-records-private-key e apague o arquivo.`,
  none: (uid: string) => `Nenhum registro de acesso guardado para ${uid}.`,
  record: (em: string, ip: string, porta: number | null, guardadoAte: string) => `${em}  IP ${ip}  porta ${porta ?? '-'}  (guardado até ${guardadoAte})`,
  unreadable: (em: string) => `${em}  não foi possível abrir (chave privada errada?)`,
} as const;

/** `npm run push-device`: a phone with notifications on, against `npm run dev` (bin/push-device.ts). */
export const pushDeviceTexts = {
  noStack: (site: string) => `Nenhum Carey local em ${site}: rode npm run dev em outro terminal (ou diga onde com --site=).`,
  signInFailed: (email: string) => `Não foi possível entrar como ${email}: confira --email= e --password=.`,
  refused: (status: number, message: string) => `O Carey recusou o aparelho (${status}): ${message}`,
  on: (email: string, endpoint: string) =>
    `Notificações ativadas para ${email} neste aparelho de teste (${endpoint}).\nEnvie um aviso a ela pelo Painel da equipe ('Avisos'), ou importe uma vaga que combine com um alerta dela: cada push aparece aqui. Ctrl-C desativa.`,
  push: (title: string, body: string, url: string) => `\n🔔 ${title}\n   ${body}\n   ${url}`,
  off: 'Notificações desativadas neste aparelho de teste.',
  offFailed: (status: number) => `Não foi possível desativar o aparelho (${status}); o primeiro push a ele o remove.`,
} as const;
