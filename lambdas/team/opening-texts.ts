/** pt-BR messages of the console's 'Vagas' (kept apart so the other screens' catalogue stays easy to merge). */
export const openingTexts = {
  openingNotFound: 'Vaga não encontrada.',
  openingRefInvalid: 'Identificador de vaga inválido.',
  fileRefused: (reason: string) => `Arquivo recusado: ${reason}`,
  fileTooLarge: (limitKb: number) => `Arquivo recusado: passa do limite de ${limitKb} KB por envio. O console envia um arquivo grande em partes.`,
  tooManyRecords: (count: number, max: number) =>
    `Arquivo recusado: ${count} registros em um envio, o limite é ${max}. O console envia um arquivo grande em partes.`,
  fileType: 'Envie o arquivo como CSV (Content-Type: text/csv) ou JSON (Content-Type: application/json).',
  noticesNotInFile: 'o envio de arquivo não aceita avisos ("notices"). Envie avisos pela página Avisos.',
  notJson: 'o arquivo não é um JSON válido.',
  familyRefInvalid: 'Identificador de família inválido: use letras, números, - ou _.',
  dayInvalid: 'Use a data no formato AAAA-MM-DD.',
  situationInvalid: 'Situação inválida: use abertas ou encerradas.',
  dayRangeInvalid: 'A data inicial deve ser anterior ou igual à final.',
  openingChangedMeanwhile: 'A vaga mudou enquanto isso. Recarregue a página e tente de novo.',
  familyNameRequired: 'Informe o nome da nova família.',
  familyExists: (id: string) => `Já existe uma família com o identificador "${id}": escolha-a pelo nome.`,
  openingExists: (id: string) => `Já existe uma vaga "${id}" nesta família.`,
  openingClosedNoCorrection: 'Esta vaga foi encerrada e não pode mais ser corrigida.',
  /** The one-off `scripts/fill-opening-cities.ts`: who the Registro names, and why an opening kept no city. */
  cityFill: {
    actor: 'Preenchimento de cidades pelo CEP (script)',
    cepWithoutCity: 'o CEP não indica a cidade: corrija a vaga no painel.',
    report: (found: number, filled: number, left: number) => `Vagas abertas com CEP e sem cidade: ${found}; cidade preenchida: ${filled}; sem cidade: ${left}.`,
  },
  familySearchTooLong: 'Busque a família por até 120 caracteres do nome.',
  elderGenderInvalid: 'Gênero do idoso: escolha Feminino ou Masculino, ou deixe sem informar.',
  startLabels: { selectedDate: 'Data de início', selectedTime: 'Horário' },
  dateImpossible: (label: string, date: string) => `${label}: a data ${date} não existe no calendário. Confira o dia e o mês (ex.: 28/02/2026).`,
  timeImpossible: (label: string, time: string) => `${label}: ${time} não é um horário válido. Use de 00:00 a 23:59.`,
  formShape: 'Envie a vaga com a família ("familia") e os campos da vaga ("vaga").',
} as const;
