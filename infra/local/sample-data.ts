/**
 * Sample families, openings and notices for the local stack. Deterministic (times relative to now), varied, and with
 * some fields left out on purpose so that every fallback in the spec's error catalogue shows up somewhere.
 */
import type { ImportFile } from '../../lambdas/openings/import-file';
import type { Family, Opening } from '../../lambdas/openings/opening';

export interface SampleData {
  families: Family[];
  openings: Omit<Opening, 'bairro'>[];
  /** Notices for the sample caregiver (reference; mensagem; age in hours, absent = time unknown). */
  notices: { id: string; mensagem: string; hoursAgo?: number; horario?: string }[];
}

export const SAMPLE_ACCOUNT = {
  name: 'Maria Cuidadora',
  email: 'maria@exemplo.com.br',
  password: 'Carey2024!',
  phone: '11987654321',
  tipoDeCadastro: 'Cuidador',
  genero: 'Feminino',
};

/** The sample operator of the team's console (Painel da equipe), in the Cognito group `equipe`. */
export const SAMPLE_OPERATOR = { email: 'equipe@exemplo.com.br', password: 'Carey2024!' };

const familyNames = [
  'Família Souza', 'Família Oliveira', 'Família Santos', 'Família Pereira', 'Família Lima', 'Família Carvalho',
  'Família Ribeiro', 'Família Almeida', 'Família Costa', 'Família Gomes', 'Família Martins', undefined,
];
// Real CEPs of São Paulo, Campinas and Rio de Janeiro (the ViaCEP and geocoder fixtures hold them), so "Mais
// próximas" visibly reorders the list; Belo Horizonte is placed by its municipality only (not in the geocoder
// fixture); an unknown CEP and a missing one are listed last, without a distance. 18 places, each used twice.
const places: [cep: string | undefined, cidade: string | undefined][] = [
  ['01310100', 'São Paulo'], ['13025320', 'Campinas'], ['22071900', 'Rio de Janeiro'], ['05407002', 'São Paulo'],
  ['13083852', 'Campinas'], ['22410003', 'Rio de Janeiro'], ['30130010', 'Belo Horizonte'], ['03310000', 'São Paulo'],
  ['13015904', 'Campinas'], ['20271150', 'Rio de Janeiro'], ['99999999', undefined], ['04538133', 'São Paulo'],
  ['13045000', 'Campinas'], ['22640100', 'Rio de Janeiro'], ['02012000', 'São Paulo'], [undefined, 'São Paulo'],
  ['01001000', 'São Paulo'], ['05508010', 'São Paulo'],
];
const tipos = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)', undefined];
// Each text goes with its type (same index) and with the elder it speaks of.
const detalhes: { texto?: string; generoIdoso?: string }[] = [
  { texto: 'Procuramos cuidador(a) para acompanhar minha mãe de 82 anos durante o dia, com ajuda na alimentação e higiene.', generoIdoso: 'Feminino' },
  { texto: 'Acompanhante para levar meu pai a consultas médicas e passeios duas vezes por semana.', generoIdoso: 'Masculino' },
  { texto: 'Enfermeiro(a) para administrar a medicação e os curativos da minha avó no período noturno.', generoIdoso: 'Feminino' },
  {},
];
const medicacoes = [['Losartana', 'Metformina'], [], ['Donepezila'], undefined];
const tarefas: (Record<string, boolean> | undefined)[] = [
  { 'Higiene pessoal': true, 'Preparar refeições': true, 'Administrar medicação': false, Companhia: true },
  { 'Acompanhar em consultas': true, 'Passeios': true, 'Higiene pessoal': false },
  { 'Administrar medicação': true, 'Curativos': true, 'Aferir pressão': true },
  {},
  undefined,
];
const contratos = ['CLT', 'Diarista', 'Autônomo', undefined];
const diarias = ['Diária de 12 horas', 'Diária de 24 horas', undefined];

/**
 * Times are relative to `now`: the newest opening is an hour old, the oldest about a week, so a stack started on any
 * date shows the same list and the close-old-openings job (60 days by default) leaves the sample openings open.
 */
export function sampleData(now = new Date(Date.now() - 3600 * 1000)): SampleData {
  const families: Family[] = familyNames.map((name, i) => ({
    id: `familia-${String(i + 1).padStart(2, '0')}`,
    ...(name ? { name } : {}),
    ...(i % 4 === 0 ? {} : { avatar: `/img/familias/${(i % 6) + 1}.svg` }),
  }));
  const openings: SampleData['openings'] = [];
  for (let i = 0; i < 36; i++) {
    const family = families[i % families.length];
    const createdAt = new Date(now.getTime() - i * 5 * 3600 * 1000).toISOString();
    const [cep, city] = places[(i * 7) % places.length];
    const about = detalhes[i % detalhes.length];
    openings.push(
      strip({
        id: `vaga-${String(i + 1).padStart(3, '0')}`,
        clientId: family.id,
        createdAt,
        cep,
        tipoProfissional: tipos[i % tipos.length],
        detalhesVaga: about.texto,
        generoIdoso: about.generoIdoso ?? (i % 3 === 0 ? 'Masculino' : 'Feminino'),
        necessidadeEspecial: i % 5 === 0,
        possuiComorbidade: i % 2 === 0,
        medicacoes: medicacoes[i % medicacoes.length],
        tarefas: tarefas[i % tarefas.length],
        generoPreferencia: ['Feminino', 'Masculino', 'Indiferente'][i % 3],
        selectedDate: i % 6 === 5 ? undefined : new Date(now.getTime() + (i + 3) * 86400000).toISOString().slice(0, 10),
        selectedTime: ['08:00', '19:00', '07:30'][i % 3],
        enderecoCompleto: i % 9 === 8 ? undefined : strip({ bairro: undefined, cidade: city }),
        dataCriacao: i % 8 === 7 ? undefined : createdAt,
        tipoContrato: contratos[i % contratos.length],
        diariaTipo: diarias[i % diarias.length],
      }),
    );
  }
  const notices = [
    { id: 'boas-vindas', mensagem: 'Bem-vinda ao Carey! Complete seu perfil no aplicativo para aparecer para as famílias.', hoursAgo: 2 },
    { id: 'novas-vagas', mensagem: 'Novas vagas de cuidador(a) foram publicadas perto de você.', hoursAgo: 26 },
    // No time known: the list shows the spec's fallback text instead.
    { id: 'documentos', mensagem: 'Lembrete: envie seus documentos pelo aplicativo para verificar sua conta.', horario: 'há 3 dias' },
  ];
  return { families, openings, notices };
}

function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The sample data as an operator import file (the format of `npm run import`), so the dev seed goes through the
 * same validation and write path as an operator's file. Notice times are relative to `noticesNow`.
 */
export function sampleImportFile(noticesNow: Date = new Date()): ImportFile {
  const data = sampleData(new Date(noticesNow.getTime() - 3600 * 1000));
  const nowSeconds = Math.floor(noticesNow.getTime() / 1000);
  return {
    families: data.families,
    openings: data.openings,
    notices: data.notices.map((n) =>
      strip({
        id: n.id,
        email: SAMPLE_ACCOUNT.email,
        mensagem: n.mensagem,
        createdAt: n.hoursAgo === undefined ? undefined : nowSeconds - n.hoursAgo * 3600,
        horario: n.horario,
      }),
    ),
  };
}
