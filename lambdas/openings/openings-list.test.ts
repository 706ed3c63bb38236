import type { OpeningListItem } from '../../contract';
import { reportedOpeningKey, type Caregiver } from '../caregivers/caregiver';
import { DomainError } from '../base/errors';
import { countNearby, listOpenings, openingsQuery, type NearestRef, type OpeningsListPorts, type PageRequest } from './openings-list';

const item = (id: string) => ({ id, clientId: 'f1', createdAt: '2026-11-01T12:00:00.000Z', bairro: 'Centro', clientName: 'Família', avatar: '/a.svg' }) as OpeningListItem;
const located = { uid: 'u1', lastLocation: { latitude: -23.5, longitude: -46.6, timestamp: '2026-11-20T10:00:00.000Z' } } as Caregiver;
const nowhere = { uid: 'u2' } as Caregiver;

const ref = (id: string, distanceKm: number | null): NearestRef => ({ clientId: 'f1', id, createdAt: '2026-11-01T12:00:00.000Z', distanceKm });

/** In-memory reads: newest pages use cursors 'n…', nearest pages 'd…'; a join gives each reference its item. */
function ports() {
  const calls: { newest: PageRequest[]; nearest: (PageRequest & { radiusKm: number })[]; beyond: unknown[]; joined: string[][] } = { newest: [], nearest: [], beyond: [], joined: [] };
  const reads: OpeningsListPorts = {
    newestPage: async (request) => (calls.newest.push(request), { items: [item('n1')], nextCursor: 'n.2' }),
    nearestRefs: async (request) => (calls.nearest.push(request), { refs: [ref('d1', 3)], nextCursor: 'd.2' }),
    beyondRefs: async (request) => (calls.beyond.push(request), []),
    listItems: async (refs) => (calls.joined.push(refs.map((r) => r.id)), refs.map((r) => ({ ...item(r.id), distanciaKm: r.distanceKm }))),
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
    expect(page).toEqual({ items: [{ ...item('d1'), distanciaKm: 3 }], nextCursor: 'd.2', ordem: 'distancia', posicao: { fonte: 'localizacao', atualizadaEm: '2026-11-20T10:00:00.000Z' }, raioKm: 200 });
    expect(calls.nearest).toEqual([{ limit: 20, tipoProfissional: 'Cuidador', centre: { latitude: -23.5, longitude: -46.6 }, radiusKm: 200, includeUnplaced: true }]);
    await listOpenings(query({ ordem: 'distancia', raioKm: '25' }), located, reads);
    // Under a narrower radius, openings without a place are never listed.
    expect(calls.nearest[1]).toMatchObject({ radiusKm: 25, includeUnplaced: false });
  });

  it('with nothing placed within her radius, offers the nearest beyond it (same filters, however far), except those she reported, joined in one read', async () => {
    const { reads, calls } = ports();
    reads.nearestRefs = async (request) => (calls.nearest.push(request), { refs: request.includeUnplaced ? [ref('sem-lugar', null)] : [], nextCursor: null });
    reads.beyondRefs = async (request) => (calls.beyond.push(request), [ref('longe', 2690), ref('denunciada', 2700), ref('mais-longe', 2800)]);
    const reporter = { ...located, reportedOpenings: new Set([reportedOpeningKey('f1', 'denunciada')]) } as Caregiver;
    const page = await listOpenings(query({ ordem: 'distancia', tipoProfissional: 'Cuidador', cidade: 'Manaus' }), reporter, reads);
    expect(page.items).toEqual([{ ...item('sem-lugar'), distanciaKm: null }]);
    expect(page.alemDoRaio).toEqual([{ ...item('longe'), distanciaKm: 2690 }, { ...item('mais-longe'), distanciaKm: 2800 }]);
    // Five, and room for the one she reported.
    expect(calls.beyond).toEqual([{ tipoProfissional: 'Cuidador', cidade: 'Manaus', centre: { latitude: -23.5, longitude: -46.6 }, limit: 6 }]);
    expect(calls.joined).toEqual([['sem-lugar', 'longe', 'mais-longe']]);
    // A later page never repeats them, and a page with a placed opening (even one she reported beside it) offers none.
    expect(await listOpenings(query({ ordem: 'distancia', cursor: 'd.1' }), located, reads)).not.toHaveProperty('alemDoRaio');
    reads.nearestRefs = async () => ({ refs: [ref('denunciada', 1), ref('perto', 12)], nextCursor: null });
    const near = await listOpenings(query({ ordem: 'distancia', raioKm: '25' }), reporter, reads);
    expect(near).not.toHaveProperty('alemDoRaio');
    expect(near.items.map((o) => o.id)).toEqual(['perto']);
    expect(calls.beyond).toHaveLength(1);
    // Her only opening within the radius is one she reported: she is offered what lies beyond.
    reads.nearestRefs = async () => ({ refs: [ref('denunciada', 1)], nextCursor: null });
    expect((await listOpenings(query({ ordem: 'distancia', raioKm: '25' }), reporter, reads)).alemDoRaio?.map((o) => o.id)).toEqual(['longe', 'mais-longe']);
    // A page of one that held only that one, with more to come: nothing beyond yet (the next page lists them).
    reads.nearestRefs = async () => ({ refs: [ref('denunciada', 1)], nextCursor: 'd.2' });
    expect(await listOpenings(query({ ordem: 'distancia', raioKm: '25', limit: '1' }), reporter, reads)).not.toHaveProperty('alemDoRaio');
    // …but once the page reaches the openings without a place, every placed one was read.
    reads.nearestRefs = async () => ({ refs: [ref('denunciada', 1), ref('sem-lugar', null)], nextCursor: 'd.3' });
    expect((await listOpenings(query({ ordem: 'distancia', limit: '2' }), reporter, reads)).alemDoRaio?.map((o) => o.id)).toEqual(['longe', 'mais-longe']);
  });

  it('offers beyond the radius only what lies beyond it and is not on the page, five at most, each joined once', async () => {
    const { reads, calls } = ports();
    reads.nearestRefs = async () => ({ refs: [ref('sem-lugar', null)], nextCursor: null });
    // 'sem-lugar' got its place between the two reads; 'dentro' was written within the radius meanwhile.
    reads.beyondRefs = async () => [ref('sem-lugar', 300), ref('dentro', 150), ...['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ref(id, 400 + i))];
    const page = await listOpenings(query({ ordem: 'distancia', raioKm: '200' }), located, reads);
    expect(page.items.map((o) => o.id)).toEqual(['sem-lugar']);
    expect(page.alemDoRaio?.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls.joined).toEqual([['sem-lugar', 'a', 'b', 'c', 'd', 'e']]);
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
    expect(calls).toEqual({ newest: [], nearest: [], beyond: [], joined: [] });
    await listOpenings(query({ ordem: 'distancia', cursor: 'd.1' }), located, reads);
    expect(calls.nearest).toHaveLength(1);
  });

  it.each([['0'], ['201'], ['1.5'], ['abc']])('refuses raioKm=%s (1–200 whole km)', (raioKm) => {
    expect(openingsQuery.safeParse({ raioKm }).success).toBe(false);
  });

  it("counts the openings within 25 km by paging the query of a 25 km distance search (unplaced excluded, as that search excludes them; her reported ones too), and nothing without a position", async () => {
    const { reads, calls } = ports();
    reads.nearestRefs = async (request) => {
      calls.nearest.push(request);
      return request.cursor ? { refs: [ref('c', 3)], nextCursor: null } : { refs: [ref('a', 1), ref('b', 2)], nextCursor: 'd.2' };
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
