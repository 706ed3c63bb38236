import { createHash } from 'node:crypto';
import { ALERT_RADIUS_KM, MAX_ALERTS_PER_CAREGIVER, type AlertDeleted, type JobAlert, type ProfessionalType } from '../../contract';
import { invalidInput, notFound } from '../base/errors';
import { cellsCoveringCircle, encodeGeohash, haversineKm, isValidPoint, type GeoPoint } from '../base/places/geo';
import { messages } from '../base/messages';
import { filterValue, type Opening, type StoredOpening } from '../openings/opening';

export { ALERT_RADIUS_KM, MAX_ALERTS_PER_CAREGIVER };

/** A saved search: every new opening that passes all of its filters is a match. */
export interface Alert {
  uid: string;
  id: string;
  tipoProfissional?: ProfessionalType;
  cidade?: string;
  raioKm?: number;
  /** The caregiver's position when she saved the alert; present exactly when raioKm is. */
  center?: GeoPoint;
  /** ISO 8601 */
  createdAt: string;
}

export interface AlertCriteria {
  tipoProfissional?: ProfessionalType;
  cidade?: string;
  raioKm?: number;
}

/** Stands for "any value" in the filter keys an alert is indexed under. */
export const ANY = '*';

/**
 * Radius alerts are indexed under the geohash cells covering their circle, at a precision fixed by the radius so
 * a circle takes a handful of cells (at most 16): a new opening then looks itself up at these three precisions
 * only. 5 characters ≈ 4.9 km × 4.9 km, 4 ≈ 39 × 20 km, 3 ≈ 156 × 156 km.
 */
export const ALERT_PRECISIONS = [3, 4, 5] as const;
export type AlertPrecision = (typeof ALERT_PRECISIONS)[number];

export function alertPrecision(raioKm: number): AlertPrecision {
  if (raioKm <= 5) return 5;
  if (raioKm <= 25) return 4;
  return 3;
}

/** Where an opening is, when its CEP could be placed when it was written (`localizacao`). */
export function openingPoint(opening: StoredOpening): GeoPoint | undefined {
  const place = opening.localizacao;
  return place && isValidPoint(place) ? { latitude: place.latitude, longitude: place.longitude } : undefined;
}

/** An alert's id: the first 16 hex digits of its criteria's SHA-256 (`newAlert`). */
const ALERT_ID_LENGTH = 16;
const ALERT_ID_PATTERN = new RegExp(`^[a-f0-9]{${ALERT_ID_LENGTH}}$`);
export const isAlertId = (id: string) => ALERT_ID_PATTERN.test(id);

/**
 * A new alert from the caller's criteria. The id is derived from the criteria (and the position, rounded to
 * about 100 m), so saving the same search twice is the same alert, not a second one.
 */
export function newAlert(uid: string, criteria: AlertCriteria, position: GeoPoint | undefined, now: Date): Alert {
  const cidade = criteria.cidade?.trim() || undefined;
  if (criteria.raioKm !== undefined && !position) throw invalidInput(messages.alertNeedsPosition, 'raioKm');
  const center = criteria.raioKm !== undefined && position ? roundPoint(position) : undefined;
  const fingerprint = [
    criteria.tipoProfissional ?? ANY,
    cidade ? filterValue(cidade) : ANY,
    criteria.raioKm ?? ANY,
    center ? `${center.latitude},${center.longitude}` : ANY,
  ].join('|');
  return {
    uid,
    id: createHash('sha256').update(fingerprint).digest('hex').slice(0, ALERT_ID_LENGTH),
    ...(criteria.tipoProfissional ? { tipoProfissional: criteria.tipoProfissional } : {}),
    ...(cidade ? { cidade } : {}),
    ...(criteria.raioKm !== undefined && center ? { raioKm: criteria.raioKm, center } : {}),
    createdAt: now.toISOString(),
  };
}

const roundPoint = (p: GeoPoint): GeoPoint => ({ latitude: Math.round(p.latitude * 1e3) / 1e3, longitude: Math.round(p.longitude * 1e3) / 1e3 });

export const tipoKey = (tipo: string | undefined) => (tipo?.trim() ? filterValue(tipo) : ANY);
export const cidadeKey = (cidade: string | undefined) => (cidade?.trim() ? filterValue(cidade) : ANY);

/** Where an alert is filed for matching: the cells covering its circle, or "anywhere" with its city. */
export type AlertIndexEntry =
  | { kind: 'cell'; cell: string; tipo: string }
  | { kind: 'anywhere'; tipo: string; cidade: string };

export function alertIndexEntries(alert: Alert): AlertIndexEntry[] {
  const tipo = tipoKey(alert.tipoProfissional);
  if (alert.raioKm === undefined || !alert.center) return [{ kind: 'anywhere', tipo, cidade: cidadeKey(alert.cidade) }];
  const { cells } = cellsCoveringCircle(alert.center, alert.raioKm, { precision: alertPrecision(alert.raioKm) });
  return cells.map((cell) => ({ kind: 'cell', cell, tipo }));
}

/**
 * The index entries under which every alert that could match this opening is filed: its own cell at each alert
 * precision (only when it has coordinates), crossed with its type or "any type", and the "anywhere" entries
 * crossed with its city or "any city". At most 3 × 2 + 2 × 2 = 10 lookups, however many alerts exist.
 */
export function openingLookups(opening: Opening): AlertIndexEntry[] {
  const point = openingPoint(opening);
  const tipos = [...new Set([tipoKey(opening.tipoProfissional), ANY])];
  const cidades = [...new Set([cidadeKey(opening.enderecoCompleto?.cidade), ANY])];
  const cells = point ? ALERT_PRECISIONS.map((precision) => encodeGeohash(point, precision)) : [];
  return [
    ...cells.flatMap((cell) => tipos.map((tipo): AlertIndexEntry => ({ kind: 'cell', cell, tipo }))),
    ...tipos.flatMap((tipo) => cidades.map((cidade): AlertIndexEntry => ({ kind: 'anywhere', tipo, cidade }))),
  ];
}

/** The exact test, after the index has narrowed the candidates: every filter of the alert must hold. */
export function matchAlert(alert: Alert, opening: Opening): { matches: false } | { matches: true; distanciaKm?: number } {
  if (alert.tipoProfissional && tipoKey(opening.tipoProfissional) !== tipoKey(alert.tipoProfissional)) return { matches: false };
  if (alert.cidade && cidadeKey(opening.enderecoCompleto?.cidade) !== cidadeKey(alert.cidade)) return { matches: false };
  if (alert.raioKm === undefined || !alert.center) return { matches: true };
  const point = openingPoint(opening);
  if (!point) return { matches: false };
  const distanciaKm = haversineKm(alert.center, point);
  return distanciaKm <= alert.raioKm ? { matches: true, distanciaKm: Math.round(distanciaKm * 10) / 10 } : { matches: false };
}

/** The API shape of an alert (contract `JobAlert`): no position, no owner. */
export function toJobAlert(alert: Alert): JobAlert {
  return {
    id: alert.id,
    tipoProfissional: alert.tipoProfissional ?? null,
    cidade: alert.cidade ?? null,
    raioKm: alert.raioKm ?? null,
    createdAt: alert.createdAt,
  };
}

/** Deletes one of the caller's alerts (`deleteAlert` also 404s on someone else's or one already gone). */
export async function removeAlert(uid: string, id: string, deleteAlert: (uid: string, id: string) => Promise<void>): Promise<AlertDeleted> {
  if (!isAlertId(id)) throw notFound(messages.alertNotFound);
  await deleteAlert(uid, id);
  return { id, deleted: true };
}
