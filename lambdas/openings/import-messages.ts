import type { UnplacedCode } from '../base/places/cep-places';

/**
 * The operator import's pt-BR catalogue, shared by design by the import's two doors: `npm run import` (bin/import.ts)
 * and the team console's file upload (POST /api/equipe/vagas/arquivo), which run the same import
 * (lambdas/openings/operator-import.ts) and report the same reasons. No caregiver API path reads it (those read messages.ts).
 * A field's reason does not name the field: the report puts the file's column and the form's label before it
 * (contract/opening-problems.ts).
 */
export const importLabels = {
  /** How the report names each kind of record. */
  kind: { family: 'família', opening: 'vaga', notice: 'aviso' },
} as const;

export const importMessages = {
  idRequired: 'falta o identificador (letras, números, "-" ou "_").',
  idFormat: 'o identificador deve ter de 1 a 64 letras, números, "-" ou "_".',
  notText: 'deve ser um texto.',
  textTooLong: (max: number) => `pode ter no máximo ${max} caracteres.`,
  forbiddenCharacters: 'tem caracteres que não são permitidos (caracteres de controle, invisíveis ou de direção do texto).',
  notBoolean: 'deve ser sim ou não (no JSON: true ou false).',
  notIsoDate: 'deve ser uma data como 24/11/2026 ou 24/11/2026 10:00 (horário de Brasília), ou uma data e hora ISO 8601 (ex.: 2026-11-01T12:00:00Z).',
  unknownProfessionalType: (given: string) =>
    `"${given}" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro).`,
  professionalTypeRead: (given: string, read: string) => `Função "${given}" lida como "${read}".`,
  cepFormat: 'deve ter 8 dígitos (ex.: 01310-100).',
  medicacoesList: 'deve ser uma lista de textos.',
  tarefasMap: 'deve dar sim ou não a cada tarefa (ex.: Banho=sim | Cozinhar=não).',
  enderecoShape: 'deve ter apenas bairro e cidade.',
  noticeEmailRequired: 'informe o e-mail da cuidadora.',
  noticeEmailInvalid: 'o e-mail da cuidadora é inválido.',
  noticeMensagemRequired: 'informe a mensagem.',
  noticeMensagemTooLong: 'a mensagem pode ter no máximo 2000 caracteres.',
  noticeCreatedAt: 'deve ser segundos desde 1970 ou uma data ISO 8601.',
  notAList: 'deve ser uma lista.',
  fileShape: 'O arquivo deve ser um objeto JSON com as listas "families", "openings" e "notices".',
  unknownFields: (keys: string[]) => `campo não permitido: ${keys.join(', ')}.`,
  duplicateFamily: 'id repetido no arquivo.',
  duplicateOpening: 'id repetido para a mesma família no arquivo.',
  openingClosed: 'vaga encerrada pela equipe; a importação não a reabre.',
  unknownFamily: (clientId: string) => `família "${clientId}" não existe (nem no arquivo, nem na base).`,
  unknownCaregiver: (email: string) => `nenhuma cuidadora cadastrada com o e-mail ${email}.`,
  noId: '(sem id)',
  // import: an opening written without a place is listed last, without a distance
  // by the code services/cep-places.ts gives
  unplaced: {
    'no-cep': 'sem CEP: a vaga foi gravada, mas aparece sem distância.',
    'cep-invalid': 'CEP com formato inválido: a vaga foi gravada, mas aparece sem distância.',
    'cep-unknown': 'CEP não encontrado nos Correios (ViaCEP): a vaga foi gravada, mas aparece sem distância.',
    'lookup-failed': 'não foi possível consultar o CEP agora: a vaga foi gravada sem distância; importe o arquivo de novo para localizá-la.',
    'no-municipio': 'o município do CEP não está na tabela de coordenadas: a vaga foi gravada, mas aparece sem distância.',
  } satisfies Record<UnplacedCode, string>,
  openingChangedMeanwhile: 'a vaga foi alterada por outra importação ao mesmo tempo; importe o arquivo de novo.',
} as const;

/** What `npm run import` prints. */
export const importReportTexts = {
  usage: 'Uso: npm run import -- arquivo.json|arquivo.csv [--local]',
  line: (line: number) => `da linha ${line}`,
  unreadable: (file: string, reason: string) => `Não foi possível ler ${file} como JSON: ${reason}`,
  fileRefused: (reason: string) => `Arquivo recusado: ${reason}`,
  written: (families: number, openings: number, notices: number) => `Gravados: ${families} família(s), ${openings} vaga(s), ${notices} aviso(s).`,
  unchanged: (notices: number) => `Já existiam (mantidos como estão): ${notices} aviso(s).`,
  refusedCount: (count: number) => (count ? `Recusados: ${count}` : 'Recusados: nenhum.'),
  unplacedCount: (count: number) => `Gravadas sem localização (aparecem por último, sem distância): ${count}`,
  adjustedCount: (count: number) => `Gravadas com a função lida de outra forma: ${count}`,
} as const;
