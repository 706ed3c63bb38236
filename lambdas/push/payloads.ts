import { OPENING_LINK_PARAM, sitePaths, type PushPayload } from '../../contract';
import type { AlertMatch } from '../alerts/alert-digest';
import { pushTexts } from './texts';

/** The JSON every push carries (contract/push.ts): what the service worker shows, and the path a tap opens. */

/** A new opening for one of her alerts: função, bairro and distance; a tap opens its details on /buscar-vagas. */
export function openingPayload(match: Pick<AlertMatch, 'openingId' | 'tipoProfissional' | 'bairro' | 'distanciaKm' | 'distanciaAteCentro' | 'cidade'>): PushPayload {
  const centreOf = match.distanciaAteCentro ? (match.cidade ?? null) : undefined;
  return {
    title: pushTexts.opening.title,
    body: pushTexts.opening.body(match.tipoProfissional?.trim() || null, match.bairro?.trim() || null, match.distanciaKm, centreOf),
    url: `${sitePaths.openings}?${OPENING_LINK_PARAM}=${encodeURIComponent(match.openingId)}`,
  };
}

/** 07:00: the openings held overnight, in one push; a tap opens the openings. */
export function summaryPayload(count: number): PushPayload {
  return { title: pushTexts.summary.title(count), body: pushTexts.summary.body, url: sitePaths.openings };
}

/** A notice from the team: its text (as the bell shows it); a tap opens her notices. */
export function noticePayload(message: string): PushPayload {
  return { title: pushTexts.notice.title, body: message.length > 180 ? `${message.slice(0, 179)}…` : message, url: sitePaths.notices };
}
