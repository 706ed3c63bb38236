/**
 * Sample families, openings and notices for the local stack. Deterministic, varied, and with some fields left
 * out on purpose so that every fallback in the spec's error catalogue shows up somewhere.
 */
import type { ImportFile } from '../../lambdas/domain/import-file';
import type { Family, Opening } from '../../lambdas/domain/opening';

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

const familyNames = [
  'Família Souza', 'Família Oliveira', 'Família Santos', 'Família Pereira', 'Família Lima', 'Família Carvalho',
  'Família Ribeiro', 'Família Almeida', 'Família Costa', 'Família Gomes', 'Família Martins', undefined,
];
const ceps = ['01310100', '04538133', '05407002', '22071900', '22410003', '30130010', '80010000', '90010150', '04094050', '13015904', '99999999', undefined];
const cities = ['São Paulo', 'São Paulo', 'São Paulo', 'Rio de Janeiro', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'São Paulo', 'Campinas', undefined, 'São Paulo'];
const tipos = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)', undefined];
const detalhes = [
  'Procuramos cuidador(a) para acompanhar minha mãe de 82 anos durante o dia, com ajuda na alimentação e higiene.',
  'Acompanhante para consultas médicas e passeios duas vezes por semana.',
  'Enfermeiro(a) para administrar medicação e curativos no período noturno.',
  undefined,
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

export function sampleData(now = new Date('2026-11-01T12:00:00.000Z')): SampleData {
  const families: Family[] = familyNames.map((name, i) => ({
    id: `familia-${String(i + 1).padStart(2, '0')}`,
    ...(name ? { name } : {}),
    ...(i % 4 === 0 ? {} : { avatar: `/img/familias/${(i % 6) + 1}.svg` }),
  }));
  const openings: SampleData['openings'] = [];
  for (let i = 0; i < 36; i++) {
    const family = families[i % families.length];
    const createdAt = new Date(now.getTime() - i * 5 * 3600 * 1000).toISOString();
    const cityIndex = (i * 7) % cities.length;
    const cep = ceps[cityIndex];
    const city = cities[cityIndex];
    openings.push(
      strip({
        id: `vaga-${String(i + 1).padStart(3, '0')}`,
        clientId: family.id,
        createdAt,
        cep,
        tipoProfissional: tipos[i % tipos.length],
        detalhesVaga: detalhes[i % detalhes.length],
        generoIdoso: i % 3 === 0 ? 'Masculino' : 'Feminino',
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
  const data = sampleData();
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
