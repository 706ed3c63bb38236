import { haversineKm, type GeoPoint } from './geo';
import { foldForComparison } from '../text';
import seats from './municipios/coordenadas.json';
import names from './municipios/nomes.json';

const table: Record<string, number[]> = seats;

/** The municipal seat of an IBGE municipality code (7 digits), from the bundled table (see municipios/README.md). */
export function municipalSeat(ibge: string | undefined): GeoPoint | undefined {
  const row = ibge ? table[ibge] : undefined;
  return row ? { latitude: row[0], longitude: row[1] } : undefined;
}

const nameTable: Record<string, string> = names;
let seatsByName: Map<string, GeoPoint[]> | undefined;

/** The seats of every municipality with this name (case and accents aside; 'Bom Jesus' is five of them), or none. */
export function seatsNamed(name: string): GeoPoint[] {
  if (!seatsByName) {
    seatsByName = new Map();
    for (const [ibge, nome] of Object.entries(nameTable)) {
      const seat = municipalSeat(ibge);
      const key = foldForComparison(nome);
      if (seat) seatsByName.set(key, [...(seatsByName.get(key) ?? []), seat]);
    }
  }
  return seatsByName.get(foldForComparison(name)) ?? [];
}

/**
 * How far a municipality reaches from its seat, at most, for the question "could an opening in it lie within N km?":
 * a margin chosen far beyond the reach of the largest municipalities (Altamira, Barcelos), so a refusal is never wrong.
 */
export const MUNICIPALITY_REACH_KM = 700;

/**
 * Whether a municipality of this name could hold a point within `radiusKm` of `centre`; undefined when the name is
 * no Brazilian municipality (a district, a typo): then nothing is known, and nothing is refused.
 */
export function municipalityCouldBeWithin(name: string, centre: GeoPoint, radiusKm: number): boolean | undefined {
  const found = seatsNamed(name);
  if (found.length === 0) return undefined;
  return found.some((seat) => haversineKm(centre, seat) <= radiusKm + MUNICIPALITY_REACH_KM);
}
