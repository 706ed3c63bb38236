import type { TeamOpeningDetail, TeamOpeningFields } from '../../../../contract/team-openings';

/** The form's draft: every field as the operator types it. */
export const TEXT_FIELDS = ['cep', 'tipoProfissional', 'detalhesVaga', 'bairro', 'cidade', 'generoIdoso', 'necessidadeEspecial', 'possuiComorbidade', 'medicacoes', 'tarefas', 'generoPreferencia', 'selectedDate', 'selectedTime', 'tipoContrato', 'diariaTipo'] as const;
export type Draft = Record<(typeof TEXT_FIELDS)[number], string>;
type Stored = TeamOpeningDetail['vaga'];

const saoPaulo = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** An ISO instant as Excel in Brazil writes it (`24/11/2026 10:00`, São Paulo time): what the import reads back. */
export const brazilianDateTime = (iso: string) => saoPaulo.format(new Date(iso)).replace(',', '');
const boolText = (value: boolean | undefined) => (value === undefined ? '' : value ? 'sim' : 'nao');
const textBool = (text: string) => (text === '' ? undefined : text === 'sim');
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

export function draftOf(o?: Stored): Draft {
  return {
    cep: o?.cep ?? '',
    tipoProfissional: o?.tipoProfissional ?? '',
    detalhesVaga: o?.detalhesVaga ?? '',
    bairro: o?.enderecoCompleto?.bairro ?? '',
    cidade: o?.enderecoCompleto?.cidade ?? '',
    generoIdoso: o?.generoIdoso ?? '',
    necessidadeEspecial: boolText(o?.necessidadeEspecial),
    possuiComorbidade: boolText(o?.possuiComorbidade),
    medicacoes: (o?.medicacoes ?? []).join('\n'),
    tarefas: Object.entries(o?.tarefas ?? {}).filter(([, v]) => v).map(([k]) => k).join('\n'),
    generoPreferencia: o?.generoPreferencia ?? '',
    selectedDate: o?.selectedDate ?? '',
    selectedTime: o?.selectedTime ?? '',
    tipoContrato: o?.tipoContrato ?? '',
    diariaTipo: o?.diariaTipo ?? '',
  };
}

/**
 * The fields sent: the stored record's own (what the form does not show, such as 'dataCriacao', is kept), each shown
 * field as typed; empty means not informed. Never 'Publicada em': the server dates an opening when it first stores it.
 */
export function fieldsOf(draft: Draft, stored?: Stored): TeamOpeningFields {
  const { id: _i, clientId: _c, bairro: _b, encerradaEm: _e, createdAt: _d, ...kept } = stored ?? ({} as Partial<Stored>);
  const text = (value: string) => value.trim() || undefined;
  const tasksBefore = Object.entries(stored?.tarefas ?? {}).filter(([, v]) => !v);
  const tarefas = [...lines(draft.tarefas).map((name) => [name, true] as const), ...tasksBefore];
  const endereco = { bairro: text(draft.bairro), cidade: text(draft.cidade) };
  const fields: TeamOpeningFields = {
    ...kept,
    cep: text(draft.cep),
    tipoProfissional: text(draft.tipoProfissional),
    detalhesVaga: text(draft.detalhesVaga),
    generoIdoso: text(draft.generoIdoso),
    necessidadeEspecial: textBool(draft.necessidadeEspecial),
    possuiComorbidade: textBool(draft.possuiComorbidade),
    medicacoes: lines(draft.medicacoes).length ? lines(draft.medicacoes) : stored?.medicacoes && stored.medicacoes.length === 0 ? [] : undefined,
    tarefas: tarefas.length ? Object.fromEntries(tarefas) : undefined,
    enderecoCompleto: endereco.bairro || endereco.cidade ? endereco : undefined,
    generoPreferencia: text(draft.generoPreferencia),
    selectedDate: text(draft.selectedDate),
    selectedTime: text(draft.selectedTime),
    tipoContrato: text(draft.tipoContrato),
    diariaTipo: text(draft.diariaTipo),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TeamOpeningFields;
}
