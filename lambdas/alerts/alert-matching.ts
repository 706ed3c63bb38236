import { recordMatch } from './data/alert-matches';
import { findAlertsIndexedUnder } from './data/alerts';
import type { AlertMatch } from './alert-digest';
import { matchAlert, openingLookups } from './alerts';
import type { Opening, StoredOpening } from '../openings/opening';
import { bairroOf } from '../openings/opening-facts';

const WRITE_CONCURRENCY = 8;

export interface MatchOutcome {
  /** Alerts read from the index (before the exact test). */
  candidates: number;
  /** Caregivers with a new match recorded. */
  recorded: number;
  /** Caregivers already told about this opening (re-import, retry). */
  alreadyKnown: number;
  /** The matches this call recorded (each caregiver's first news of the opening): what the pushes tell. */
  newMatches: AlertMatch[];
}

/**
 * Matches one new opening against the saved alerts: reads only the index partitions the opening can hit, applies
 * the exact filters and the radius, and records one match per caregiver (once: a retry records nothing new).
 */
export async function matchNewOpening(opening: Opening, now: Date = new Date()): Promise<MatchOutcome> {
  const candidates = await findAlertsIndexedUnder(openingLookups(opening));
  const byCaregiver = new Map<string, AlertMatch>();
  for (const alert of candidates) {
    const result = matchAlert(alert, opening);
    if (!result.matches) continue;
    const known = byCaregiver.get(alert.uid);
    if (known) {
      known.alertIds.push(alert.id);
      if (result.distanciaKm !== undefined && (known.distanciaKm === undefined || result.distanciaKm < known.distanciaKm)) known.distanciaKm = result.distanciaKm;
      continue;
    }
    byCaregiver.set(alert.uid, {
      uid: alert.uid,
      clientId: opening.clientId,
      openingId: opening.id,
      openingCreatedAt: opening.createdAt,
      matchedAt: now.toISOString(),
      alertIds: [alert.id],
      ...(opening.tipoProfissional ? { tipoProfissional: opening.tipoProfissional } : {}),
      ...(opening.enderecoCompleto?.cidade ? { cidade: opening.enderecoCompleto.cidade } : {}),
      bairro: bairroOf(opening),
      ...(result.distanciaKm !== undefined ? { distanciaKm: result.distanciaKm } : {}),
      ...(result.distanciaKm !== undefined && (opening as StoredOpening).localizacao?.precisao === 'municipio' ? { distanciaAteCentro: true } : {}),
    });
  }
  // Conditional puts cannot be batched; a few at a time keeps a popular opening quick without a burst.
  const pending = [...byCaregiver.values()];
  const newMatches: AlertMatch[] = [];
  await Promise.all(
    Array.from({ length: Math.min(WRITE_CONCURRENCY, pending.length) }, async () => {
      for (let match = pending.pop(); match; match = pending.pop()) if (await recordMatch(match)) newMatches.push(match);
    }),
  );
  return { candidates: candidates.length, recorded: newMatches.length, alreadyKnown: byCaregiver.size - newMatches.length, newMatches };
}
