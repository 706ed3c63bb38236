import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { familyKey } from '../../lambdas/openings/data/families';
import { allOpeningsIndexKey, openingKey } from '../../lambdas/openings/data/openings';
import { geoIndexWrites } from '../../lambdas/openings/data/geo-index';
import { inPool } from './stats';
import seats from '../../lambdas/base/places/municipios/coordenadas.json';
import type { GeoPoint } from '../../lambdas/base/places/geo';
import { filterValue, type StoredOpening } from '../../lambdas/openings/opening';
import { LAYOUTS, type Layout } from './layout-names';

/**
 * The openings of the distance bench (openings-distance.ts): three layouts, generated the same at every run from a
 * seed, 5% of them unplaced, and how they are loaded into the local table.
 */
export { LAYOUTS, type Layout } from './layout-names';

const TIPOS = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'];
const UNPLACED_EVERY = 20; // 5%

/** A deterministic pseudo-random sequence (the same openings at every run). */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function gaussianAround(centre: GeoPoint, sigmaKm: number, rnd: () => number): GeoPoint {
  const r = Math.sqrt(-2 * Math.log(1 - rnd())) * sigmaKm;
  const theta = 2 * Math.PI * rnd();
  const dLat = (r * Math.cos(theta)) / 111.2;
  const dLon = (r * Math.sin(theta)) / (111.2 * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Math.round((centre.latitude + dLat) * 1e5) / 1e5, longitude: Math.round((centre.longitude + dLon) * 1e5) / 1e5 };
}

const SAO_PAULO: GeoPoint = { latitude: -23.5505, longitude: -46.6333 };
// The sample data's three cities, São Paulo the largest.
const THREE_CITIES: [GeoPoint, number, string][] = [
  [SAO_PAULO, 0.5, 'São Paulo'],
  [{ latitude: -22.9056, longitude: -47.0608 }, 0.2, 'Campinas'],
  [{ latitude: -22.9068, longitude: -43.1729 }, 0.3, 'Rio de Janeiro'],
];
const SEATS = Object.entries(seats as Record<string, number[]>).map(([ibge, [latitude, longitude]]): [string, GeoPoint] => [ibge, { latitude, longitude }]);

/** Where an opening of the layout is: its point and city. */
const place: Record<Layout, (rnd: () => number) => { point: GeoPoint; cidade: string }> = {
  'dense city': (rnd) => ({ point: gaussianAround(SAO_PAULO, 8, rnd), cidade: 'São Paulo' }),
  'three cities': (rnd) => {
    let u = rnd();
    const [centre, , cidade] = THREE_CITIES.find(([, share]) => (u -= share) < 0) ?? THREE_CITIES[0];
    return { point: gaussianAround(centre, 8, rnd), cidade };
  },
  // Every municipal seat of Brazil alike, a CEP a couple of km from the seat.
  'whole country': (rnd) => {
    const [ibge, seat] = SEATS[Math.floor(rnd() * SEATS.length)];
    return { point: gaussianAround(seat, 2, rnd), cidade: `Município ${ibge}` };
  },
};

export interface Generated {
  opening: StoredOpening;
  key: string;
  point?: GeoPoint;
  tipo: string;
  cidade: string;
}

export function generate(layout: Layout, from: number, to: number): Generated[] {
  const rnd = random(42 + from + LAYOUTS.indexOf(layout) * 7919);
  const base = Date.UTC(2026, 0, 1);
  const out: Generated[] = [];
  for (let i = from; i < to; i++) {
    const { point, cidade } = place[layout](rnd);
    const placed = i % UNPLACED_EVERY !== UNPLACED_EVERY - 1;
    const opening: StoredOpening = {
      id: `bench-op-${String(i).padStart(7, '0')}`,
      clientId: `bench-fam-${String(Math.floor(i / 5)).padStart(6, '0')}`,
      createdAt: new Date(base + i * 60_000).toISOString(),
      tipoProfissional: TIPOS[i % 3],
      detalhesVaga: 'Vaga de teste de desempenho',
      enderecoCompleto: { cidade },
      bairro: 'Centro',
      ...(placed ? { localizacao: { ...point, precisao: 'cep' as const } } : {}),
    };
    out.push({ opening, key: `${opening.clientId}#${opening.id}`, ...(placed ? { point } : {}), tipo: filterValue(opening.tipoProfissional!), cidade: filterValue(cidade) });
  }
  return out;
}

/**
 * Loads openings with the items the write path makes (opening with its "all openings" index key, geo index item,
 * region counts), in BatchWrites: the transactional write path would take far longer on the local DynamoDB and it
 * is not what this measures. Filter copies are left out (distance pages never read them).
 */
export async function load(generated: Generated[], from: number, counts: Map<string, Map<string, number>>): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (let f = Math.ceil(from / 5); f < Math.ceil((from + generated.length) / 5); f++) {
    const id = `bench-fam-${String(f).padStart(6, '0')}`;
    items.push({ ...familyKey(id), entity: 'family', id, name: `Família ${f}` });
  }
  for (const { opening } of generated) {
    const geo = geoIndexWrites(opening, undefined);
    items.push({ ...openingKey(opening), ...allOpeningsIndexKey(opening), entity: 'opening', ...opening, geoCell: geo.geoCell, geoParts: geo.geoParts });
    for (const write of geo.items) {
      if (write.Put) items.push(write.Put.Item!);
      if (write.Update) {
        // A count item: a region's own (GEOMAP#…), its first character's (GEOREGIONS#…) or its city's (GEOCITY#…).
        const countItem = JSON.stringify([write.Update.Key!.PK, write.Update.Key!.SK, write.Update.ExpressionAttributeValues![':e']]);
        const names = write.Update.ExpressionAttributeNames!;
        const values = write.Update.ExpressionAttributeValues!;
        const forItem = counts.get(countItem) ?? new Map<string, number>();
        for (const [alias, name] of Object.entries(names)) forItem.set(name, (forItem.get(name) ?? 0) + Number(values[alias.replace('#c', ':d')]));
        counts.set(countItem, forItem);
      }
    }
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  await inPool(batches, 8, async (batch) => {
    let pending = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (out.UnprocessedItems?.[tableName()] as typeof pending | undefined) ?? [];
    }
  });
  for (const [item, names] of counts) {
    const [PK, SK, entity] = JSON.parse(item) as [string, string, string];
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK, SK, entity, ...Object.fromEntries(names) } }));
  }
}
