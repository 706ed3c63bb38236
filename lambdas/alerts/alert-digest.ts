import { OPENING_LINK_PARAM, sitePaths } from '../../contract';
import { renderDigest, type DigestEmail } from './alert-digest-template';
import { placeOf } from '../openings/opening-facts';

export type { DigestEmail } from './alert-digest-template';
export { digestTexts } from './alert-digest-texts';

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
  /** The opening is known only at city level: the distance is to its city's centre. */
  distanciaAteCentro?: boolean;
}

/** Openings listed by name in one e-mail; the rest are counted (all are on /buscar-vagas anyway). */
export const DIGEST_MAX_LISTED = 20;
/** Matches one digest covers (one transaction marks them sent together with the digest). */
export const DIGEST_MAX_MATCHES = 90;
/** A caregiver gets at most one digest in this window. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const newestFirst = (a: AlertMatch, b: AlertMatch) =>
  b.openingCreatedAt.localeCompare(a.openingCreatedAt) || a.openingId.localeCompare(b.openingId);

/** Where one opening of the digest opens: /buscar-vagas with its details dialog (after login if needed). */
export const openingUrl = (siteUrl: string, openingId: string) => `${siteUrl}${sitePaths.openings}?${OPENING_LINK_PARAM}=${encodeURIComponent(openingId)}`;

/**
 * The daily digest: every match since the last one, newest first, each with a link that opens that opening on
 * /buscar-vagas, the call to action of the spec's contact rule (a plan → contact through the app; no plan →
 * "Assinar um Plano"), and the unsubscribe link. This module computes the model; alert-digest-template.ts renders it
 * (escaping in the HTML part everything that came from an import).
 */
export function composeDigest(input: { name: string; hasPlan: boolean; matches: AlertMatch[]; siteUrl: string; unsubscribeUrl: string }): DigestEmail {
  const matches = [...input.matches].sort(newestFirst);
  const listed = matches.slice(0, DIGEST_MAX_LISTED);
  const more = matches.length - listed.length;
  const searchUrl = `${input.siteUrl}${sitePaths.openings}`;
  const firstName = input.name.trim().split(/\s+/)[0] ?? '';
  return renderDigest({
    firstName,
    total: matches.length,
    listed: listed.map((m) => ({
      funcao: m.tipoProfissional?.trim() || null,
      place: placeOf({ bairro: m.bairro ?? '', enderecoCompleto: { cidade: m.cidade } }),
      distanciaKm: m.distanciaKm,
      ...(m.distanciaAteCentro && m.distanciaKm !== undefined ? { centreOf: m.cidade?.trim() || null } : {}),
      url: openingUrl(input.siteUrl, m.openingId),
    })),
    more,
    searchUrl,
    hasPlan: input.hasPlan,
    actionUrl: input.hasPlan ? searchUrl : `${input.siteUrl}${sitePaths.account}`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
