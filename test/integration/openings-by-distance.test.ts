import fc from 'fast-check';
import ngeohash from 'ngeohash';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { putFamily } from '../../lambdas/openings/data/families';
import { listFamilyOpenings, saveOpening } from '../../lambdas/openings/data/openings';
import { distancePage, encodeDistanceCursor, type OpeningRef } from '../../lambdas/openings/data/openings-by-distance';
import type { GeoPoint } from '../../lambdas/base/places/geo';
import { filterValue, type StoredOpening } from '../../lambdas/openings/opening';
import { openingCluster, spotPoint } from '../helpers/geo-arbitraries';
import { importData } from '../../lambdas/openings/operator-import';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
const token = async () => (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
type Item = { id: string; clientId: string; distanciaKm?: number | null; bairro: string; tipoProfissional?: string; enderecoCompleto?: { cidade?: string } };

const CAMBUI = { latitude: -22.8945, longitude: -47.0533 };

async function scanEntity(entity: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': entity }, ExclusiveStartKey: startKey }));
    found.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** The geo index items the code under test wrote (to check the index itself, never to build expected answers). */
async function allIndexed(): Promise<{ key: string; id: string; point?: GeoPoint }[]> {
  return (await scanEntity('opening-geo')).map((i) => ({
    key: `${String(i.clientId)}#${String(i.id)}`,
    id: String(i.id),
    ...(typeof i.latitude === 'number' ? { point: { latitude: i.latitude, longitude: Number(i.longitude) } } : {}),
  }));
}

/** An opening as the brute force sees it: its key, where it is (if anywhere), its type and city as filters compare them. */
interface Known { key: string; point?: GeoPoint; tipo: string; cidade: string }

const known = (o: StoredOpening): Known => ({
  key: `${o.clientId}#${o.id}`,
  tipo: filterValue(o.tipoProfissional ?? ''),
  cidade: filterValue(o.enderecoCompleto?.cidade ?? ''),
  ...(o.localizacao ? { point: { latitude: o.localizacao.latitude, longitude: o.localizacao.longitude } } : {}),
});

/** The openings' own records (what was imported or seeded, with the place it was given), not the geo index. */
async function storedOpenings(): Promise<Known[]> {
  return (await scanEntity('opening')).map((i) => known(i as unknown as StoredOpening));
}

/** Great-circle distance written here, apart from the code under test (mean Earth radius 6,371.0088 km). */
function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2
    + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The expected order, from the openings and the position alone: placed within the radius nearest first, then the unplaced. */
function bruteForce(all: Known[], centre: GeoPoint, radiusKm: number, keep: (o: Known) => boolean = () => true) {
  const placed = all
    .filter((o) => o.point && keep(o))
    .map((o) => ({ key: o.key, d: haversineKm(centre, o.point!) }))
    .filter((o) => o.d <= radiusKm)
    .sort((a, b) => a.d - b.d || (a.key < b.key ? -1 : 1))
    .map((o) => o.key);
  const unplaced = all.filter((o) => !o.point && keep(o)).map((o) => o.key).sort();
  return [...placed, ...unplaced];
}

/** A 5-character geohash cell's diagonal is under 7 km: a non-empty cell within the radius holds an opening within radius + 7 km. */
const CELL_DIAGONAL_KM = 7;

/**
 * The requests one distancePage may make, as decision 011 states the bound, counted from the openings themselves:
 * 1 count BatchGet + C cell Queries (at most the non-empty 5-character cells within the radius) + U unplaced
 * Queries (1 without a filter; with one, 5 + ⌈n / 1,000⌉ for n unplaced openings that pass it).
 */
function requestBound(all: Known[], centre: GeoPoint, radiusKm: number, filters: { tipoProfissional?: string; cidade?: string }): number {
  const tipo = filters.tipoProfissional ? filterValue(filters.tipoProfissional) : '';
  const cidade = filters.cidade ? filterValue(filters.cidade) : '';
  const keep = (o: Known) => (!tipo || o.tipo === tipo) && (!cidade || o.cidade === cidade);
  const cells = new Set(
    all.filter((o) => o.point && keep(o) && haversineKm(centre, o.point) <= radiusKm + CELL_DIAGONAL_KM).map((o) => ngeohash.encode(o.point!.latitude, o.point!.longitude, 5)),
  );
  const unplaced = all.filter((o) => !o.point && keep(o)).length;
  return 1 + cells.size + (tipo || cidade ? 5 + Math.ceil(unplaced / 1000) : 1);
}

async function pageAll(centre: GeoPoint, radiusKm: number, limit: number, filters: { tipoProfissional?: string; cidade?: string; coarseReadCap?: number } = {}) {
  const bound = requestBound(await storedOpenings(), centre, radiusKm, filters);
  const keys: string[] = [];
  const refs: OpeningRef[] = [];
  let cursor: string | undefined;
  let pages = 0;
  // Alert matching runs on the table stream after each write: let it finish so its reads are not counted here.
  await stack().drainStreams();
  do {
    await stack().drainStreams(); // alert matching of new openings runs on the stream: not this page's requests
    const before = stack().dynamo.requestCount();
    const page = await distancePage({ centre, radiusKm, limit, cursor, ...filters });
    // A page reads the count maps, a few cells and maybe the unplaced partition (the handler adds two more): never
    // more than the bound decision 011 states for this layout.
    if (filters.coarseReadCap === undefined) expect(stack().dynamo.requestCount() - before).toBeLessThanOrEqual(bound);
    if (page.next) expect(page.refs).toHaveLength(limit);
    refs.push(...page.refs);
    keys.push(...page.refs.map((r) => `${r.clientId}#${r.id}`));
    cursor = page.next ? await encodeDistanceCursor(page.next) : undefined;
    pages++;
  } while (cursor && pages < 500);
  return { keys, refs };
}

describe('openings placed when written', () => {
  it('places each opening by its CEP, else its municipality, and says why one is left without a place', async () => {
    const report = await importData({
      families: [{ id: 'familia-geo', name: 'Família Geo' }],
      openings: [
        { id: 'geo-cep', clientId: 'familia-geo', createdAt: '2026-11-10T10:00:00Z', cep: '22071-900', enderecoCompleto: { cidade: 'Rio de Janeiro' } },
        { id: 'geo-municipio', clientId: 'familia-geo', createdAt: '2026-11-10T09:00:00Z', cep: '80010-000', enderecoCompleto: { cidade: 'Curitiba' } },
        { id: 'geo-desconhecido', clientId: 'familia-geo', createdAt: '2026-11-10T08:00:00Z', cep: '99999-999' },
        { id: 'geo-sem-cep', clientId: 'familia-geo', createdAt: '2026-11-10T07:00:00Z' },
      ],
    });
    expect(report.refused).toEqual([]);
    expect(report.unplaced).toEqual([
      { index: 2, ref: 'familia-geo/geo-desconhecido', reason: 'CEP não encontrado nos Correios (ViaCEP): a vaga foi gravada, mas aparece sem distância.' },
      { index: 3, ref: 'familia-geo/geo-sem-cep', reason: 'sem CEP: a vaga foi gravada, mas aparece sem distância.' },
    ]);
    const stored = new Map((await listFamilyOpenings('familia-geo')).map((o) => [o.id, o]));
    expect(stored.get('geo-cep')?.localizacao).toEqual({ latitude: -22.9711, longitude: -43.1822, precisao: 'cep' });
    // Curitiba's seat from the IBGE table (the geocoder fixture does not know this CEP).
    expect(stored.get('geo-municipio')?.localizacao).toMatchObject({ precisao: 'municipio', latitude: expect.closeTo(-25.43, 1), longitude: expect.closeTo(-49.27, 1) });
    expect(stored.get('geo-desconhecido')?.localizacao).toBeUndefined();
    expect(stored.get('geo-sem-cep')?.bairro).toBe('Bairro não informado');
  });

  it('moves an opening between cells and regions on re-import without leaving it twice in the index', async () => {
    const file = (cep: string) => ({ openings: [{ id: 'geo-move', clientId: 'familia-geo', createdAt: '2026-11-11T10:00:00Z', cep, tipoProfissional: 'Cuidador' }] });
    await importData({ families: [{ id: 'familia-geo', name: 'Família Geo' }] });
    await importData(file('01310100'));
    await importData(file('22071900'));
    await importData(file('22071900'));
    const entries = (await allIndexed()).filter((o) => o.id === 'geo-move');
    expect(entries).toHaveLength(1);
    expect(entries[0].point).toEqual({ latitude: -22.9711, longitude: -43.1822 });
    const nearRio = await pageAll({ latitude: -22.97, longitude: -43.18 }, 5, 10);
    expect(nearRio.keys).toContain('familia-geo#geo-move');
    const nearPaulista = await pageAll({ latitude: -23.5614, longitude: -46.6559 }, 2, 10);
    expect(nearPaulista.keys).not.toContain('familia-geo#geo-move');
  });
});

describe('GET /api/openings?ordem=distancia', () => {
  it('falls back to newest first while the caregiver has no position, then ranks by the CEP she types', async () => {
    const t = await token();
    const before = await api(stack(), '/api/openings?ordem=distancia&limit=5', { token: t });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ ordem: 'recentes', posicao: null });

    const set = await api(stack(), '/api/me/cep', { method: 'PUT', token: t, json: { cep: '13025-320' } });
    expect(set.status).toBe(200);
    expect(set.json.posicao).toMatchObject({ fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas' });

    const all = await storedOpenings();
    const expected = bruteForce(all, CAMBUI, 200);
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof api>> = await api(stack(), `/api/openings?ordem=distancia&raioKm=200&limit=7${cursor ? `&cursor=${cursor}` : ''}`, { token: t });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ ordem: 'distancia', raioKm: 200, posicao: { fonte: 'cep', cep: '13025320' } });
      seen.push(...(res.json.items as Item[]));
      cursor = res.json.nextCursor as string | null;
    } while (cursor);
    expect(seen.map((o) => `${o.clientId}#${o.id}`)).toEqual(expected);
    // Campinas first, then São Paulo (~85 km); Rio and Belo Horizonte are beyond 200 km; unplaced last.
    expect(seen[0].enderecoCompleto?.cidade).toBe('Campinas');
    expect(seen[0].distanciaKm).toBeLessThan(1);
    const distances = seen.map((o) => o.distanciaKm).filter((d): d is number => typeof d === 'number');
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(seen.some((o) => o.enderecoCompleto?.cidade === 'Rio de Janeiro')).toBe(false);
    expect(seen.at(-1)?.distanciaKm).toBeNull();

    // Filters combine with distance.
    const filtered = await api(stack(), '/api/openings?ordem=distancia&raioKm=120&limit=50&tipoProfissional=Cuidador&cidade=sao%20paulo', { token: t });
    const keep = (o: Known) => o.tipo === filterValue('Cuidador') && o.cidade === 'sao paulo';
    expect((filtered.json.items as Item[]).map((o) => `${o.clientId}#${o.id}`)).toEqual(bruteForce(all, CAMBUI, 120, keep));
    expect((filtered.json.items as Item[]).length).toBeGreaterThan(0);

    // A later device location takes over.
    await api(stack(), '/api/me/location', { method: 'PUT', token: t, json: { latitude: -22.9711, longitude: -43.1822 } });
    const rio = await api(stack(), '/api/openings?ordem=distancia&raioKm=10&limit=3', { token: t });
    expect(rio.json.posicao).toMatchObject({ fonte: 'localizacao' });
    expect((rio.json.items as Item[])[0].distanciaKm).toBe(0);
  });

  it('refuses bad radii, orders, CEPs and foreign cursors in Portuguese', async () => {
    const t = await token();
    for (const raio of ['0', '201', 'abc', '2.5', '-3', '']) {
      const res = await api(stack(), `/api/openings?ordem=distancia&raioKm=${raio}`, { token: t });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'O raio deve ser um número inteiro de 1 a 200 km.', field: 'raioKm' } });
    }
    const ordem = await api(stack(), '/api/openings?ordem=perto', { token: t });
    expect({ status: ordem.status, body: ordem.json }).toEqual({ status: 400, body: { message: 'Ordene por "recentes" ou por "distancia".', field: 'ordem' } });
    for (const cep of ['123', 'abcdefgh', '']) {
      const res = await api(stack(), '/api/me/cep', { method: 'PUT', token: t, json: { cep } });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'Informe um CEP com 8 dígitos.', field: 'cep' } });
    }
    const unknown = await api(stack(), '/api/me/cep', { method: 'PUT', token: t, json: { cep: '99999-999' } });
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: 400, body: { message: 'Não encontramos esse CEP. Confira os números.', field: 'cep' } });

    await api(stack(), '/api/me/cep', { method: 'PUT', token: t, json: { cep: '01310100' } });
    const recent = await api(stack(), '/api/openings?limit=1', { token: t });
    const near = await api(stack(), '/api/openings?ordem=distancia&limit=1', { token: t });
    for (const [query, cursor] of [['ordem=distancia', recent.json.nextCursor], ['', near.json.nextCursor], ['ordem=distancia&raioKm=50', near.json.nextCursor], ['ordem=distancia&cidade=Campinas', near.json.nextCursor]]) {
      const res = await api(stack(), `/api/openings?limit=1&${query}&cursor=${cursor as string}`, { token: t });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'O cursor de paginação é inválido.', field: 'cursor' } });
    }
  });
});

describe('distance pages against brute force (property)', () => {
  let family = 0;
  it('concatenated pages equal a brute-force sort within the radius, across cell edges, with no repeats or gaps', async () => {
    // Everything already in the table (seed and the tests above), from the openings' own records; then every
    // opening this property writes, as generated. The index the pages read is never used for the expected answer.
    const everything = await storedOpenings();
    // Openings clustered around a centre anywhere in Brazil (half the time a cell corner), across cell edges, on
    // both sides of the radius edge, some sharing the centre's position, some unplaced (test/helpers/geo-arbitraries).
    await fc.assert(
      fc.asyncProperty(openingCluster({ maxOpenings: 20 }), fc.noBias(fc.integer({ min: 1, max: 10 })), async (cluster, limit) => {
        family++;
        const clientId = `familia-prop-${family}`;
        await putFamily({ id: clientId, name: `Família ${family}` });
        const { centre, radiusKm } = cluster;
        const openings: StoredOpening[] = cluster.spots.map(({ spot, tipo }, i) => {
          const point = spotPoint(cluster, spot);
          return {
            id: `p${i}`,
            clientId,
            createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
            bairro: 'Centro',
            ...(tipo ? { tipoProfissional: tipo } : {}),
            ...(point ? { localizacao: { ...point, precisao: 'cep' as const } } : {}),
          };
        });
        for (const o of openings) await saveOpening(o);
        everything.push(...openings.map(known));
        const { keys } = await pageAll(centre, radiusKm, limit);
        expect(keys).toEqual(bruteForce(everything, centre, radiusKm));
        // Cell by cell (no parent reads), the pages must be the same.
        expect((await pageAll(centre, radiusKm, limit, { coarseReadCap: 0 })).keys).toEqual(keys);
        const cuidador = await pageAll(centre, radiusKm, limit, { tipoProfissional: 'cuidador' });
        expect(cuidador.keys).toEqual(bruteForce(everything, centre, radiusKm, (o) => o.tipo === 'cuidador'));
      }),
      { numRuns: 24 },
    );
  }, 900_000);
});
