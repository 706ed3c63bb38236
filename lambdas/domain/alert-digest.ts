import { distanceKmText, OPENING_LINK_PARAM, sitePaths } from '../../contract';
import { escapeHtml } from './support';

/** One opening matched for one caregiver, as the digest lists it (copied when the match is recorded). */
export interface AlertMatch {
  uid: string;
  clientId: string;
  openingId: string;
  /** The opening's own date, ISO 8601: the digest lists the newest first. */
  openingCreatedAt: string;
  /** When the match was recorded, ISO 8601. */
  matchedAt: string;
  alertIds: string[];
  tipoProfissional?: string;
  cidade?: string;
  bairro?: string;
  distanciaKm?: number;
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** Openings listed by name in one e-mail; the rest are counted (all are on /buscar-vagas anyway). */
export const DIGEST_MAX_LISTED = 20;
/** Matches one digest covers (one transaction marks them sent together with the digest). */
export const DIGEST_MAX_MATCHES = 90;
/** A caregiver gets at most one digest in this window. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const newestFirst = (a: AlertMatch, b: AlertMatch) =>
  b.openingCreatedAt.localeCompare(a.openingCreatedAt) || a.openingId.localeCompare(b.openingId);

/** The digest's Portuguese texts. */
export const digestTexts = {
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  someone: 'cuidador(a)',
  count: (n: number) => (n === 1 ? '1 nova vaga' : `${n} novas vagas`),
  found: (count: string) => `Encontramos ${count} para os seus alertas:`,
  title: (tipo: string | undefined) => (tipo ? `Vaga de ${tipo}` : 'Nova vaga'),
  noPlace: 'Local não informado',
  // As the app writes it on the card (contract's distanceKmText).
  distance: (km: number) => `a ${distanceKmText(km)} km`,
  more: (n: number) => `E mais ${n} ${n === 1 ? 'vaga' : 'vagas'} em`,
  searchPage: 'Buscar vagas',
  withPlan: 'Você é assinante: para falar com as famílias, use o app Carey.',
  seeAll: 'Ver as vagas',
  withoutPlan: 'Para entrar em contato com as famílias, você precisa de um plano.',
  subscribe: 'Assinar um Plano',
  why: 'Você recebe este e-mail porque criou alertas de vagas no Carey (no máximo um por dia).',
  stopText: 'Para não receber mais alertas:',
  stopLink: 'Não quero mais receber alertas',
  signature: 'Equipe Carey',
  subject: (n: number) => (n === 1 ? 'Carey: 1 nova vaga para os seus alertas' : `Carey: ${n} novas vagas para os seus alertas`),
} as const;
const t = digestTexts;

/** Where one opening of the digest opens: /buscar-vagas with its details dialog (after login if needed). */
export const openingUrl = (siteUrl: string, openingId: string) => `${siteUrl}${sitePaths.openings}?${OPENING_LINK_PARAM}=${encodeURIComponent(openingId)}`;

function describe(m: AlertMatch): { title: string; place: string } {
  const place = [m.bairro, m.cidade].filter((p) => p && p.trim()).join(', ');
  return {
    title: t.title(m.tipoProfissional?.trim() || undefined),
    place: [place || t.noPlace, m.distanciaKm !== undefined ? t.distance(m.distanciaKm) : ''].filter(Boolean).join(' · '),
  };
}

/**
 * The daily digest: every match since the last one, newest first, each with a link that opens that opening on
 * /buscar-vagas, the call to action of the spec's contact rule (a plan → contact through the app; no plan →
 * "Assinar um Plano"), and the unsubscribe link. Everything that came from an import is escaped in the HTML part.
 */
export function composeDigest(input: { name: string; hasPlan: boolean; matches: AlertMatch[]; siteUrl: string; unsubscribeUrl: string }): DigestEmail {
  const matches = [...input.matches].sort(newestFirst);
  const listed = matches.slice(0, DIGEST_MAX_LISTED);
  const more = matches.length - listed.length;
  const searchUrl = `${input.siteUrl}${sitePaths.openings}`;
  const firstName = input.name.trim().split(/\s+/)[0] || t.someone;
  const count = t.count(matches.length);
  const cta = input.hasPlan ? { text: t.withPlan, label: t.seeAll, url: searchUrl } : { text: t.withoutPlan, label: t.subscribe, url: `${input.siteUrl}${sitePaths.account}` };

  const text = [
    t.greeting(firstName),
    '',
    t.found(count),
    '',
    ...listed.flatMap((m) => {
      const d = describe(m);
      return [`- ${d.title} — ${d.place}`, `  ${openingUrl(input.siteUrl, m.openingId)}`];
    }),
    ...(more > 0 ? ['', `${t.more(more)} ${searchUrl}`] : []),
    '',
    cta.text,
    `${cta.label}: ${cta.url}`,
    '',
    t.why,
    `${t.stopText} ${input.unsubscribeUrl}`,
    '',
    t.signature,
    '',
  ].join('\n');

  const button = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`;
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">` +
    `<p>${escapeHtml(t.greeting(firstName))}</p><p>${escapeHtml(t.found(count))}</p><ul>` +
    listed
      .map((m) => {
        const d = describe(m);
        return `<li><a href="${escapeHtml(openingUrl(input.siteUrl, m.openingId))}">${escapeHtml(d.title)}</a><br>${escapeHtml(d.place)}</li>`;
      })
      .join('') +
    `</ul>` +
    (more > 0 ? `<p>${escapeHtml(t.more(more))} <a href="${escapeHtml(searchUrl)}">${t.searchPage}</a>.</p>` : '') +
    `<p>${escapeHtml(cta.text)}</p><p>${button(cta.label, cta.url)}</p>` +
    `<p style="font-size:13px;color:#52606d">${escapeHtml(t.why)} ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}">${t.stopLink}</a>.</p><p>${t.signature}</p></div>`;

  return { subject: t.subject(matches.length), text, html };
}
