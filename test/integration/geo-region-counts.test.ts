import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { haversineKm } from '../../lambdas/base/places/geo';
import { countGeoRegions, countOpening } from '../../lambdas/openings/data/geo-region-counts';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { nearestBeyondRefs } from '../../lambdas/openings/data/openings-beyond';
import { closeStoredOpening, findStoredOpening } from '../../lambdas/openings/data/opening-closing';
import { useLocalStack } from './helpers/local-stack';

useLocalStack({ seed: true });

/** The South Atlantic, far from every seeded opening. */
const OPEN_SEA = { latitude: -20, longitude: -25 };

async function scan(entity: string): Promise<Record<string, unknown>[]> {
  const out = await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': entity } }));
  return out.Items ?? [];
}

/** The region counts (`n#{region}`) the first characters' maps hold, those above zero. */
async function regionCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const map of await scan('opening-geo-regions')) {
    for (const [name, n] of Object.entries(map)) if (name.startsWith('n#') && Number(n) !== 0) counts[name] = Number(n);
  }
  return counts;
}

/** The same, counted from the index items themselves: a placed opening's region is its sort key's first 3 characters. */
async function indexCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const item of await scan('opening-geo')) {
    if (item.PK === 'GEO#-') continue;
    const name = `n#${String(item.SK).slice(0, 3)}`;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** Every counter of the first characters' and the cities' maps that is not zero. */
async function allRegionCounters(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const map of await scan('opening-geo-regions')) {
    for (const [name, n] of Object.entries(map)) if (/^[nt]#/.test(name) && Number(n) !== 0) counts[name] = Number(n);
  }
  // A city's map (`GEOCITY#{city}`: `n#{region}`), written here as `m#{region}#{city}`.
  for (const map of await scan('opening-geo-city')) {
    const city = String(map.PK).slice('GEOCITY#'.length);
    for (const [name, n] of Object.entries(map)) if (name.startsWith('n#') && Number(n) !== 0) counts[`m#${name.slice(2)}#${city}`] = Number(n);
  }
  return counts;
}

/** The same, from the index items: per region, and per region and (normalised) type and city. */
async function allIndexCounters(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  for (const item of await scan('opening-geo')) {
    if (item.PK === 'GEO#-') continue;
    const region = String(item.SK).slice(0, 3);
    add(`n#${region}`);
    if (item.tipo) add(`t#${region}#${String(item.tipo)}`);
    if (item.cidade) add(`m#${region}#${String(item.cidade)}`);
  }
  return counts;
}

/** The five nearest placed openings from the sea (of one city), by brute force over the index. */
async function nearestFromTheSea(cidade?: string): Promise<string[]> {
  const placed = (await scan('opening-geo')).filter((i) => i.PK !== 'GEO#-' && (!cidade || i.cidade === cidade));
  return placed
    .map((i) => ({ k: `${String(i.clientId)}#${String(i.id)}`, d: haversineKm(OPEN_SEA, { latitude: Number(i.latitude), longitude: Number(i.longitude) }) }))
    .sort((a, b) => a.d - b.d || (a.k < b.k ? -1 : 1))
    .slice(0, 5)
    .map((p) => p.k);
}
const beyond = async () => (await nearestBeyondRefs({ centre: OPEN_SEA, limit: 5 })).map((r) => `${r.clientId}#${r.id}`);

describe('counting the openings per region, once (decision 099)', () => {
  it('the write path keeps them; openings written before are counted by the one-off, once, and found beyond a radius again', async () => {
    const written = await indexCounts();
    expect(Object.keys(written).length).toBeGreaterThan(1);
    expect(await regionCounts()).toEqual(written);
    const nearest = await nearestFromTheSea();
    expect(nearest).toHaveLength(5);
    expect(await beyond()).toEqual(nearest);

    // As before decision 099: no first characters' or cities' maps, no opening marked.
    for (const map of [...(await scan('opening-geo-regions')), ...(await scan('opening-geo-city'))]) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: map.PK, SK: map.SK } }));
    const marked = (await scan('opening')).filter((o) => o.geoParts === true);
    expect(marked.length).toBeGreaterThan(10);
    for (const o of marked) await db().send(new UpdateCommand({ TableName: tableName(), Key: { PK: o.PK, SK: o.SK }, UpdateExpression: 'REMOVE geoParts' }));
    expect(await beyond()).toEqual([]);

    // One of them is closed meanwhile: its close takes nothing from counts that never held it, and it is not counted.
    const nearestOne = marked.find((o) => `${String(o.clientId)}#${String(o.id)}` === nearest[0])!;
    const stored = (await findStoredOpening(String(nearestOne.clientId), String(nearestOne.id)))!;
    await expect(closeStoredOpening(stored, new Date().toISOString(), [])).resolves.toBe(true);
    const placedOpen = (await scan('opening')).filter((o) => o.geoCell !== '-' && o.geoCell !== undefined && o.encerradaEm === undefined);

    await expect(countGeoRegions()).resolves.toEqual({ scanned: placedOpen.length, counted: placedOpen.length, skipped: 0 });
    expect(await regionCounts()).toEqual(await indexCounts());
    expect(await allRegionCounters()).toEqual(await allIndexCounters());
    expect(await beyond()).toEqual(await nearestFromTheSea());
    // By city too: the farthest opening's city from the sea, read from that city's own counts.
    const cities = [...new Set((await scan('opening-geo')).filter((i) => i.PK !== 'GEO#-' && i.cidade).map((i) => String(i.cidade)))];
    expect(cities.length).toBeGreaterThan(1);
    for (const cidade of cities) {
      expect((await nearestBeyondRefs({ centre: OPEN_SEA, cidade, limit: 5 })).map((r) => `${r.clientId}#${r.id}`)).toEqual(await nearestFromTheSea(cidade));
    }
    expect(await beyond()).not.toContain(nearest[0]);

    // Again: nothing left to count, nothing counted twice.
    await expect(countGeoRegions()).resolves.toEqual({ scanned: 0, counted: 0, skipped: 0 });
    expect(await regionCounts()).toEqual(await indexCounts());
  });
});

describe('two writers of one read (decision 099)', () => {
  it('the second is refused, whether it rewrites, closes or counts, and no count ends below the truth', async () => {
    expect(await allRegionCounters()).toEqual(await allIndexCounters());
    const [first, second] = (await scan('opening')).filter((o) => o.geoParts === true && o.tipoProfissional === 'Cuidador' && o.geoCell !== '-');
    const read = (await findStoredOpening(String(first.clientId), String(first.id)))!;
    // A console correction and an import both read it as 'Cuidador'; the first writes 'Acompanhante'.
    await saveOpening({ ...read, tipoProfissional: 'Acompanhante' }, read);
    await expect(saveOpening({ ...read, tipoProfissional: 'Enfermeiro(a)' }, read)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(closeStoredOpening(read, new Date().toISOString(), [])).resolves.toBe(false);
    expect(await allRegionCounters()).toEqual(await allIndexCounters());

    // The one-off read an unmarked opening; an older function changed its type before the one-off wrote.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: { PK: second.PK, SK: second.SK }, UpdateExpression: 'REMOVE geoParts' }));
    const unmarked = (await findStoredOpening(String(second.clientId), String(second.id)))!;
    await db().send(new UpdateCommand({ TableName: tableName(), Key: { PK: second.PK, SK: second.SK }, UpdateExpression: 'SET tipoProfissional = :t', ExpressionAttributeValues: { ':t': 'Acompanhante' } }));
    const before = await allRegionCounters();
    await expect(countOpening(unmarked)).resolves.toBe(false);
    expect(await allRegionCounters()).toEqual(before);
  });
});
