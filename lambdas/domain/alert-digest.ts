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

const km = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} km`;

function describe(m: AlertMatch): { title: string; place: string } {
  const place = [m.bairro, m.cidade].filter((p) => p && p.trim()).join(', ');
  return {
    title: m.tipoProfissional?.trim() ? `Vaga de ${m.tipoProfissional}` : 'Nova vaga',
    place: [place || 'Local não informado', m.distanciaKm !== undefined ? `a ${km(m.distanciaKm)} de você` : ''].filter(Boolean).join(' · '),
  };
}

/**
 * The daily digest: every match since the last one, newest first, each with a link to /buscar-vagas, the call to
 * action of the spec's contact rule (a plan → contact through the app; no plan → "Assinar um Plano"), and the
 * unsubscribe link. Everything that came from an import is escaped in the HTML part.
 */
export function composeDigest(input: { name: string; hasPlan: boolean; matches: AlertMatch[]; siteUrl: string; unsubscribeUrl: string }): DigestEmail {
  const matches = [...input.matches].sort(newestFirst);
  const listed = matches.slice(0, DIGEST_MAX_LISTED);
  const more = matches.length - listed.length;
  const searchUrl = `${input.siteUrl}/buscar-vagas`;
  const firstName = input.name.trim().split(/\s+/)[0] || 'cuidador(a)';
  const count = matches.length === 1 ? '1 nova vaga' : `${matches.length} novas vagas`;
  const cta = input.hasPlan
    ? { text: 'Você é assinante: para falar com as famílias, use o app Carey.', label: 'Ver as vagas', url: searchUrl }
    : { text: 'Para entrar em contato com as famílias, você precisa de um plano.', label: 'Assinar um Plano', url: `${input.siteUrl}/minha-conta` };

  const text = [
    `Olá, ${firstName}!`,
    '',
    `Encontramos ${count} para os seus alertas:`,
    '',
    ...listed.flatMap((m) => {
      const d = describe(m);
      return [`- ${d.title} — ${d.place}`, `  ${searchUrl}`];
    }),
    ...(more > 0 ? ['', `E mais ${more} ${more === 1 ? 'vaga' : 'vagas'} em ${searchUrl}`] : []),
    '',
    cta.text,
    `${cta.label}: ${cta.url}`,
    '',
    'Você recebe este e-mail porque criou alertas de vagas no Carey (no máximo um por dia).',
    `Para não receber mais alertas: ${input.unsubscribeUrl}`,
    '',
    'Equipe Carey',
    '',
  ].join('\n');

  const button = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>`;
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">` +
    `<p>Olá, ${escapeHtml(firstName)}!</p><p>Encontramos ${count} para os seus alertas:</p><ul>` +
    listed
      .map((m) => {
        const d = describe(m);
        return `<li><a href="${escapeHtml(searchUrl)}">${escapeHtml(d.title)}</a><br>${escapeHtml(d.place)}</li>`;
      })
      .join('') +
    `</ul>` +
    (more > 0 ? `<p>E mais ${more} ${more === 1 ? 'vaga' : 'vagas'} em <a href="${escapeHtml(searchUrl)}">Buscar vagas</a>.</p>` : '') +
    `<p>${escapeHtml(cta.text)}</p><p>${button(cta.label, cta.url)}</p>` +
    `<p style="font-size:13px;color:#52606d">Você recebe este e-mail porque criou alertas de vagas no Carey (no máximo um por dia). ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Não quero mais receber alertas</a>.</p><p>Equipe Carey</p></div>`;

  return { subject: matches.length === 1 ? 'Carey: 1 nova vaga para os seus alertas' : `Carey: ${matches.length} novas vagas para os seus alertas`, text, html };
}
