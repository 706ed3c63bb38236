import type { OpeningListItem } from '../../contract';
import { reportedOpeningKey, type Caregiver } from '../caregivers/caregiver';
import { DomainError } from '../base/errors';
import { countNearby, listOpenings, openingsQuery, type OpeningsListPorts, type PageRequest } from './openings-list';

const item = (id: string) => ({ id, clientId: 'f1', createdAt: '2026-11-01T12:00:00.000Z', bairro: 'Centro', clientName: 'Família', avatar: '/a.svg' }) as OpeningListItem;
const located = { uid: 'u1', lastLocation: { latitude: -23.5, longitude: -46.6, timestamp: '2026-11-20T10:00:00.000Z' } } as Caregiver;
const nowhere = { uid: 'u2' } as Caregiver;

/** In-memory reads: newest pages use cursors 'n…', nearest pages 'd…'. */
function ports() {
  const calls: { newest: PageRequest[]; nearest: (PageRequest & { radiusKm: number })[] } = { newest: [], nearest: [] };
  const reads: OpeningsListPorts = {
    newestPage: async (request) => (calls.newest.push(request), { items: [item('n1')], nextCursor: 'n.2' }),
    nearestPage: async (request) => (calls.nearest.push(request), { items: [item('d1')], nextCursor: 'd.2' }),
    isNearestCursor: (cursor) => cursor?.startsWith('d.') ?? false,
  };
  return { reads, calls };
}
const query = (q: Record<string, string>) => openingsQuery.parse(q);
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: DomainError) => ({ kind: e.kind, field: e.field }));

describe('listOpenings', () => {
  it('newest first by default, 20 a page, without a position', async () => {
    const { reads, calls } = ports();
    expect(await listOpenings(query({}), located, reads)).toEqual({ items: [item('n1')], nextCursor: 'n.2', ordem: 'recentes', posicao: null });
    expect(calls.newest).toEqual([{ limit: 20 }]);
  });

  it('nearest first from her position, within the default radius (200 km), saying where from', async () => {
    const { reads, calls } = ports();
    const page = await listOpenings(query({ ordem: 'distancia', tipoProfissional: 'Cuidador' }), located, reads);
    expect(page).toEqual({ items: [item('d1')], nextCursor: 'd.2', ordem: 'distancia', posicao: { fonte: 'localizacao', atualizadaEm: '2026-11-20T10:00:00.000Z' }, raioKm: 200 });
    expect(calls.nearest).toEqual([{ limit: 20, tipoProfissional: 'Cuidador', centre: { latitude: -23.5, longitude: -46.6 }, radiusKm: 200, includeUnplaced: true }]);
    await listOpenings(query({ ordem: 'distancia', raioKm: '25' }), located, reads);
    // Under a narrower radius, openings without a place are never listed.
    expect(calls.nearest[1]).toMatchObject({ radiusKm: 25, includeUnplaced: false });
  });

  it('with nothing placed within her radius, offers the nearest beyond it (widening until some are found)', async () => {
    const { reads, calls } = ports();
    const far = { ...item('longe'), distanciaKm: 2690 };
    reads.nearestPage = async (request) => {
      calls.nearest.push(request);
      if (request.radiusKm === 3200) return { items: [far], nextCursor: 'd.x' };
      return { items: request.includeUnplaced ? [{ ...item('sem-lugar'), distanciaKm: null }] : [], nextCursor: null };
    };
    const page = await listOpenings(query({ ordem: 'distancia', tipoProfissional: 'Cuidador' }), located, reads);
    expect(page.items.map((o) => o.id)).toEqual(['sem-lugar']);
    expect(page.alemDoRaio).toEqual([far]);
    expect(calls.nearest.slice(1).map((r) => [r.radiusKm, r.limit, r.tipoProfissional, (r as { includeUnplaced?: boolean }).includeUnplaced])).toEqual([
      [800, 5, 'Cuidador', false],
      [3200, 5, 'Cuidador', false],
    ]);
    // A later page never repeats them.
    expect(await listOpenings(query({ ordem: 'distancia', cursor: 'd.1' }), located, reads)).not.toHaveProperty('alemDoRaio');
  });

  it('falls back to newest first, and says so, when her position is unknown', async () => {
    const { reads, calls } = ports();
    const page = await listOpenings(query({ ordem: 'distancia' }), nowhere, reads);
    expect(page).toMatchObject({ ordem: 'recentes', posicao: null });
    expect(page).not.toHaveProperty('raioKm');
    expect(calls.nearest).toHaveLength(0);
  });

  it('refuses a cursor of the other kind of page, before reading anything', async () => {
    const { reads, calls } = ports();
    const invalidCursor = { kind: 'invalid-input', field: 'cursor' };
    expect(await refusal(listOpenings(query({ cursor: 'd.1' }), located, reads))).toEqual(invalidCursor);
    expect(await refusal(listOpenings(query({ ordem: 'distancia', cursor: 'd.1' }), nowhere, reads))).toEqual(invalidCursor);
    expect(await refusal(listOpenings(query({ ordem: 'distancia', cursor: 'n.1' }), located, reads))).toEqual(invalidCursor);
    expect(calls).toEqual({ newest: [], nearest: [] });
    await listOpenings(query({ ordem: 'distancia', cursor: 'd.1' }), located, reads);
    expect(calls.nearest).toHaveLength(1);
  });

  it.each([['0'], ['201'], ['1.5'], ['abc']])('refuses raioKm=%s (1–200 whole km)', (raioKm) => {
    expect(openingsQuery.safeParse({ raioKm }).success).toBe(false);
  });

  it("counts the openings within 25 km by paging the query of a 25 km distance search (unplaced excluded, as that search excludes them; her reported ones too), and nothing without a position", async () => {
    const { reads, calls } = ports();
    const placedItem = (id: string) => ({ ...item(id), distanciaKm: 3 });
    reads.nearestPage = async (request) => {
      calls.nearest.push(request);
      return request.cursor ? { items: [placedItem('c')], nextCursor: null } : { items: [placedItem('a'), placedItem('b')], nextCursor: 'd.2' };
    };
    expect(await countNearby(located, reads)).toEqual({ raioKm: 25, vagas: 3 });
    expect(calls.nearest.map((r) => [r.radiusKm, r.limit, r.cursor, (r as { includeUnplaced?: boolean }).includeUnplaced])).toEqual([
      [25, 50, undefined, false],
      [25, 50, 'd.2', false],
    ]);
    // The list she opens (?raio=25 asks raioKm=25) makes the very same read.
    await listOpenings(query({ ordem: 'distancia', raioKm: '25', limit: '50' }), located, reads);
    expect(calls.nearest[2]).toMatchObject({ radiusKm: 25, limit: 50, includeUnplaced: false });
    const reporter = { ...located, reportedOpenings: new Set([reportedOpeningKey('f1', 'b')]) } as Caregiver;
    expect(await countNearby(reporter, reads)).toEqual({ raioKm: 25, vagas: 2 });
    expect(await countNearby(nowhere, reads)).toEqual({ raioKm: 25, vagas: null });
  });
});
