import { hasPlan, saoPauloIsoInstant, type AccountExport, type Consent, type ExportedPayment, type Instant, type JobAlert, type Notice, type OpeningReportExport } from '../../contract';
import type { Caregiver, Location } from '../caregivers/caregiver';
import { exportLegend } from './export-legend';

/** What the export reads, as stored (English field names, UTC instants, epoch seconds): `buildAccountExport` shapes it. */
export interface ExportSources {
  caregiver: Caregiver;
  phoneClaim?: { phone: string; name?: string; dataCadastro?: string };
  emailClaim?: { email: string; name?: string; dataCadastro?: string };
  notices: Notice[];
  supportMessages: { id: string; createdAt: string; nome?: string; email?: string; whatsapp?: string; mensagem: string; status: string }[];
  alerts: (JobAlert & { centro?: { latitude: number; longitude: number } })[];
  reports: OpeningReportExport[];
  /** Her access records: when she signed in, and when the table's TTL removes the record (epoch seconds). */
  signIns?: { em: string; expiresAt: number }[];
  /** Her payments and refunds on Stripe (none without a Stripe customer). */
  payments?: ExportedPayment[];
  /** The devices that receive her notifications (docs/decisions/074-web-push.md). */
  pushDevices?: { endpoint: string; keys: { p256dh: string; auth: string }; createdAt: string }[];
}

/** Every instant of the file, one way: São Paulo's clock and offset (a stored value that is no instant stays as it was). */
const instant = (at: Instant): string => saoPauloIsoInstant(at) || String(at);
const epochSeconds = (s: number) => instant(s * 1000);
/** Only the fields that are set (a null is a value, 'any', except in her profile, where it is a field never filled). */
const set = <T extends Record<string, unknown>>(o: T, nullIsUnset = false) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(nullIsUnset && v === null))) as T;
const location = (l: Location | undefined) => l && { latitude: l.latitude, longitude: l.longitude, registradaEm: instant(l.timestamp) };
const claim = (c: { name?: string; dataCadastro?: string }) => ({ nome: c.name, dataCadastro: c.dataCadastro === undefined ? undefined : instant(c.dataCadastro) });

function profile(c: Caregiver): AccountExport['perfil'] {
  return set({
    uid: c.uid,
    nome: c.name,
    email: c.email,
    telefone: c.phone,
    verificacao: c.status,
    tipoDeCadastro: c.tipoDeCadastro,
    genero: c.genero,
    tipodeconta: c.tipodeconta,
    campotipoCadastro: c.campotipoCadastro,
    dataCadastro: c.dataCadastro === undefined ? undefined : instant(c.dataCadastro),
    ultimaLocalizacao: location(c.lastLocation),
    planoescolhido: c.planoescolhido,
    foto: c.avatar,
  }, true);
}

function subscription(c: Caregiver): AccountExport['assinatura'] {
  const withPlan = hasPlan(c.tipodeconta);
  return set({
    tipodeconta: c.tipodeconta,
    planoescolhido: c.planoescolhido || undefined,
    situacao: c.subscriptionStatus || undefined,
    atualizadoEm: c.subscriptionEventAt ? epochSeconds(c.subscriptionEventAt) : undefined,
    desistencias: c.assinaturasDesistidas?.size ? [...c.assinaturasDesistidas].sort() : undefined,
    formaDePagamento: withPlan ? c.formaDePagamento || undefined : undefined,
    acessoAte: withPlan && c.pixAccessUntil !== undefined ? epochSeconds(c.pixAccessUntil) : undefined,
  });
}

const consent = (c: Consent): Consent => ({ ...c, aceitoEm: instant(c.aceitoEm) });
const payment = (p: ExportedPayment): ExportedPayment => ({ ...p, pagoEm: instant(p.pagoEm), reembolsos: p.reembolsos.map((r) => ({ ...r, em: instant(r.em) })) });

/**
 * Shapes the export file (docs/decisions/096-export-in-portuguese.md): only fields that are set, every key in
 * Portuguese (the spec's own names where they are already), every instant as São Paulo's ISO 8601, and the legend of
 * the coded values it holds. Never a table key or bookkeeping field: each field is named here.
 */
export function buildAccountExport(sources: ExportSources, now: Date): AccountExport {
  const { caregiver } = sources;
  const data: Omit<AccountExport, 'legenda'> = {
    geradoEm: instant(now),
    perfil: profile(caregiver),
    reservas: set({
      telefone: sources.phoneClaim && set({ telefone: sources.phoneClaim.phone, ...claim(sources.phoneClaim) }),
      email: sources.emailClaim && set({ email: sources.emailClaim.email, ...claim(sources.emailClaim) }),
    }),
    avisos: sources.notices.map((n) => set({ id: n.id, mensagem: n.mensagem, situacao: n.status, criadoEm: typeof n.createdAt === 'number' ? epochSeconds(n.createdAt) : undefined, horario: n.horario || undefined })),
    alertas: sources.alerts.map((a) => set({ id: a.id, tipoProfissional: a.tipoProfissional, cidade: a.cidade, raioKm: a.raioKm, criadoEm: instant(a.createdAt), centro: a.centro })),
    denuncias: sources.reports.map((r) => set({ clienteId: r.clientId, vagaId: r.vagaId, motivo: r.motivo, texto: r.texto || undefined, criadoEm: instant(r.createdAt) })),
    mensagensAoSuporte: sources.supportMessages.map((m) => set({ id: m.id, criadoEm: instant(m.createdAt), nome: m.nome, email: m.email, whatsapp: m.whatsapp, mensagem: m.mensagem, situacao: m.status })),
    assinatura: subscription(caregiver),
    ...(caregiver.lastLocation ? { ultimaLocalizacao: location(caregiver.lastLocation) } : {}),
    acessos: (sources.signIns ?? []).map((r) => ({ em: instant(r.em), guardadoAte: epochSeconds(r.expiresAt) })),
    notificacoesNoCelular: (sources.pushDevices ?? []).map((d) => ({ endereco: d.endpoint, chaves: { p256dh: d.keys.p256dh, autenticacao: d.keys.auth }, ativadoEm: instant(d.createdAt) })),
    consentimentos: (caregiver.consentimentos ?? []).map(consent),
    ...(caregiver.cepPosition ? { posicaoPorCep: (({ timestamp, ...c }) => ({ ...c, registradaEm: instant(timestamp) }))(caregiver.cepPosition) } : {}),
    pagamentos: (sources.payments ?? []).map(payment),
  };
  return { ...data, legenda: exportLegend(data) };
}
