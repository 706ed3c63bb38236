import { formatDateTimeSP, writtenCep, writtenPhone, type AccountExport } from '../../contract';
import { escapeHtml } from '../base/html';
import { formatBrl } from '../subscriptions/plans';
import { exportDocumentTexts } from './export-document-texts';

type Texts = typeof exportDocumentTexts;
type Row = [label: string, value: string | undefined];

/** A label and its value; an absent value reads 'Não informado', never an empty cell. */
const rows = (items: Row[], t: Texts) =>
  `<dl>${items.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value?.trim() ? value : t.notInformed)}</dd>`).join('')}</dl>`;

/** One section: its heading, then its records (each a list item), or 'Nenhum registro.'. */
function section(id: string, title: string, records: Row[][], t: Texts, note?: string): string {
  const body = records.length === 0 ? `<p>${escapeHtml(t.none)}</p>` : records.length === 1 ? rows(records[0], t) : `<ol>${records.map((r) => `<li>${rows(r, t)}</li>`).join('')}</ol>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${note ? `<p>${escapeHtml(note)}</p>` : ''}${body}</section>`;
}

const when = (iso: string | undefined) => (iso ? formatDateTimeSP(iso) || iso : undefined);
const named = (map: Record<string, string>, code: string | undefined) => (code === undefined ? undefined : (map[code] ?? code));
const pushService = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

function profileRows(data: AccountExport, t: Texts): Row[] {
  const p = data.perfil;
  const l = t.profile;
  return [
    [l.name, p.nome],
    [l.email, p.email],
    [l.phone, p.telefone ? writtenPhone(p.telefone) : p.telefone],
    [l.tipoDeCadastro, p.tipoDeCadastro],
    [l.genero, p.genero],
    [l.status, p.verificacao],
    [l.tipodeconta, p.tipodeconta],
    [l.planoescolhido, p.planoescolhido],
    [l.dataCadastro, when(p.dataCadastro)],
    [l.campotipoCadastro, p.campotipoCadastro],
    ...(p.foto ? [[l.avatar, p.foto] as Row] : []),
    [l.uid, p.uid],
  ];
}

function subscriptionRows(data: AccountExport, t: Texts): Row[] {
  const s = data.assinatura;
  const l = t.subscription;
  return [
    [t.profile.tipodeconta, s.tipodeconta],
    [l.paymentMethod, named(l.paymentMethods, s.formaDePagamento)],
    ...(s.acessoAte ? [[l.accessUntil, when(s.acessoAte)] as Row] : []),
    [l.status, named(l.states, s.situacao)],
    [l.updatedAt, when(s.atualizadoEm)],
    ...(s.desistencias?.length ? [[l.desistencias, String(s.desistencias.length)] as Row] : []),
  ];
}

function paymentRecords(data: AccountExport, t: Texts): Row[][] {
  const l = t.payment;
  return data.pagamentos.map((p) => [
    [l.paidAt, when(p.pagoEm)],
    [l.amount, formatBrl(p.valorCentavos)],
    ...(p.descontoCentavos > 0 ? [[l.discount, formatBrl(p.descontoCentavos)] as Row] : []),
    [l.plan, p.plano],
    [l.refunds, p.reembolsos.length === 0 ? l.noRefund : p.reembolsos.map((r) => l.refund(formatBrl(r.valorCentavos), when(r.em)!, named(l.refundStates, r.situacao)!)).join('; ')],
    [l.id, p.id],
  ]);
}

function positionRecords(data: AccountExport, t: Texts): Row[][] {
  const l = t.position;
  const records: Row[][] = [];
  const d = data.ultimaLocalizacao;
  if (d) records.push([[l.device, `${l.point(d.latitude, d.longitude)} ${l.at(when(d.registradaEm)!)}`]]);
  const c = data.posicaoPorCep;
  if (c) records.push([[l.cep, `${l.cepPlace(writtenCep(c.cep), c.bairro, c.cidade)} ${l.at(when(c.registradaEm)!)}`]]);
  return records;
}

function claimRecords(data: AccountExport, t: Texts): Row[][] {
  const l = t.claim;
  return [
    ...(data.reservas.telefone ? [[[l.phone, writtenPhone(data.reservas.telefone.telefone)], [l.since, when(data.reservas.telefone.dataCadastro)]] as Row[]] : []),
    ...(data.reservas.email ? [[[l.email, data.reservas.email.email], [l.since, when(data.reservas.email.dataCadastro)]] as Row[]] : []),
  ];
}

const STYLE =
  'body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c2733;background:#fff}' +
  'main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:24px;color:#08524e}h2{font-size:19px;margin-top:28px;border-bottom:1px solid #d5dce3;color:#08524e}' +
  'dl{display:grid;grid-template-columns:minmax(8em,40%) 1fr;gap:4px 12px;margin:8px 0}dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}' +
  'ol{padding-left:1.4em}li{margin-bottom:12px;border-bottom:1px dashed #d5dce3}' +
  '@media (max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:6px}}' +
  '@media print{body{font-size:12pt}h2{break-after:avoid}li{break-inside:avoid}}';

/**
 * 'Baixar meus dados': the export as a document a person reads (docs/decisions/076-readable-export.md). One HTML
 * file, no script, no outside resource (it opens offline and prints), lang pt-BR; every value escaped; every date
 * in São Paulo's time as Brazilians write it; amounts in reais.
 */
export function renderExportDocument(data: AccountExport, t: Texts = exportDocumentTexts): string {
  const s = t.sections;
  const body = [
    section('cadastro', s.profile, [profileRows(data, t)], t),
    section('assinatura', s.subscription, [subscriptionRows(data, t)], t),
    section('pagamentos', s.payments, paymentRecords(data, t), t),
    section('consentimentos', s.consents, data.consentimentos.map((c) => [[t.consent.acceptedAt, when(c.aceitoEm)], [t.consent.terms, t.consent.termsOf(c.termos)], [t.consent.privacy, t.consent.privacyOf(c.privacidade)], [t.consent.ip, c.ip], [t.consent.origin, named(t.consent.origins, c.origem)]]), t),
    section('entradas', s.signIns, data.acessos.map((a) => [[t.signIn.at, when(a.em)], [t.signIn.keptUntil, when(a.guardadoAte)]]), t, t.signIn.sealed),
    section('alertas', s.alerts, data.alertas.map((a) => [[t.alert.createdAt, when(a.criadoEm)], [t.alert.tipo, a.tipoProfissional ?? t.alert.any], [t.alert.cidade, a.cidade ?? t.alert.any], [t.alert.raio, a.raioKm === null ? t.alert.any : t.alert.km(a.raioKm)]]), t),
    section('denuncias', s.reports, data.denuncias.map((r) => [[t.report.createdAt, when(r.criadoEm)], [t.report.reason, t.report.reasons[r.motivo] ?? r.motivo], ...(r.texto ? [[t.report.text, r.texto] as Row] : []), [t.report.opening, `${r.clienteId}/${r.vagaId}`]]), t),
    section('avisos', s.notices, data.avisos.map((n) => [[t.notice.time, n.criadoEm ? when(n.criadoEm) : n.horario], [t.notice.message, n.mensagem], [t.notice.state, named(t.notice.states, n.situacao)]]), t),
    section('suporte', s.support, data.mensagensAoSuporte.map((m) => [[t.support.sentAt, when(m.criadoEm)], [t.support.name, m.nome], [t.support.email, m.email], [t.support.whatsapp, m.whatsapp], [t.support.message, m.mensagem], [t.support.state, named(t.support.states, m.situacao)]]), t),
    section('aparelhos', s.devices, (data.notificacoesNoCelular ?? []).map((d) => [[t.device.service, pushService(d.endereco)], [t.device.since, when(d.ativadoEm)]]), t),
    section('localizacao', s.positions, positionRecords(data, t), t),
    section('reservas', s.claims, claimRecords(data, t), t),
  ].join('');
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro(when(data.geradoEm)!))}</p><p>${escapeHtml(t.lgpd)}</p>${body}</main></body></html>`
  );
}
