import type { GeoPoint } from './geo';
import seats from './municipios/coordenadas.json';

const table: Record<string, number[]> = seats;

/** The municipal seat of an IBGE municipality code (7 digits), from the bundled table (see municipios/README.md). */
export function municipalSeat(ibge: string | undefined): GeoPoint | undefined {
  const row = ibge ? table[ibge] : undefined;
  return row ? { latitude: row[0], longitude: row[1] } : undefined;
}
