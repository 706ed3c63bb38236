import type { OpeningListItem } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { DomainError } from '../base/errors';
import type { StoredOpening } from './opening';
import type { StoredOpeningReport } from './data/opening-reports';
import { checkReportedRef, groupReports, openingReportBody, reportOpening, type ReportOpeningIo } from './opening-reports';
import { listOpenings, openingsQuery, type NearestRef } from './openings-list';

const ana = { uid: 'u1', email: 'ana@exemplo.com.br' } as Caregiver;
const stored = { id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00.000Z', bairro: 'Centro', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } } as StoredOpening;
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (e: DomainError) => ({ kind: e.kind, message: e.message }));

function io(found: StoredOpening | null = stored) {
  const calls = { limited: 0, saved: [] as StoredOpeningReport[] };
  const ports: ReportOpeningIo = {
    findOpening: async () => found ?? undefined,
    consumeRateLimit: async () => void calls.limited++,
    save: async (report) => void calls.saved.push(report),
  };
  return { ports, calls };
}

describe('reportOpening', () => {
  it('stores her reason and trimmed text, counted against the rate limit', async () => {
    const { ports, calls } = io();
    const body = openingReportBody.parse({ motivo: 'pede-dinheiro', texto: '  Pediu Pix.  ' });
    const answer = await reportOpening({ caregiver: ana, clientAddress: '192.0.2.1', clientId: 'f1', vagaId: 'v1', body }, ports, new Date('2026-11-24T10:00:00Z'));
    expect(answer).toEqual({ clientId: 'f1', vagaId: 'v1', motivo: 'pede-dinheiro', createdAt: '2026-11-24T10:00:00.000Z' });
    expect(calls).toEqual({ limited: 1, saved: [{ uid: 'u1', clientId: 'f1', vagaId: 'v1', motivo: 'pede-dinheiro', texto: 'Pediu Pix.', createdAt: '2026-11-24T10:00:00.000Z' }] });
  });

  it('refuses a second report of hers before counting an attempt, and an unknown opening with a 404', async () => {
    const { ports, calls } = io();
    const reported = { ...ana, reportedOpenings: new Set(['f1#v1']) };
    expect(await refusal(reportOpening({ caregiver: reported, clientAddress: 'a', clientId: 'f1', vagaId: 'v1', body: { motivo: 'outro' } }, ports))).toEqual({ kind: 'conflict', message: expect.stringContaining('já denunciou') });
    expect(calls.limited).toBe(0);
    const missing = io(null);
    expect(await refusal(reportOpening({ caregiver: ana, clientAddress: 'a', clientId: 'f1', vagaId: 'v9', body: { motivo: 'outro' } }, missing.ports))).toEqual({ kind: 'not-found', message: 'Esta vaga não foi encontrada.' });
    expect(missing.calls.saved).toEqual([]);
  });

  it('takes only the import-shaped ids and the four reasons', () => {
    expect(checkReportedRef('familia-01', 'vaga_1')).toEqual({ clientId: 'familia-01', vagaId: 'vaga_1' });
    for (const [c, v] of [['f#1', 'v'], ['f', ''], [undefined, 'v'], ['f', 'x'.repeat(65)]]) expect(() => checkReportedRef(c, v)).toThrow('Vaga inválida.');
    expect(openingReportBody.safeParse({ motivo: 'spam' }).success).toBe(false);
    expect(openingReportBody.safeParse({ motivo: 'outro', texto: 'a\u0000b' }).success).toBe(false);
    expect(openingReportBody.safeParse({ motivo: 'vaga-preenchida' }).success).toBe(true);
  });
});

describe('the openings she reported', () => {
  const item = (id: string) => ({ id, clientId: 'f1', createdAt: '2026-11-01T12:00:00.000Z', bairro: 'Centro', clientName: null, avatar: '/a.svg' }) as OpeningListItem;
  const ref = (id: string, distanceKm: number): NearestRef => ({ clientId: 'f1', id, createdAt: '2026-11-01T12:00:00.000Z', distanceKm });
  it('are left out of her pages, newest and nearest first, keeping the cursor', async () => {
    const reads = {
      newestPage: async () => ({ items: [item('v1'), item('v2')], nextCursor: 'n.2' }),
      nearestRefs: async () => ({ refs: [ref('v1', 2)], nextCursor: 'd.2' }),
      beyondRefs: async () => [ref('v1', 900), ref('v3', 950)],
      listItems: async (refs: NearestRef[]) => refs.map((r) => ({ ...item(r.id), distanciaKm: r.distanceKm })),
      isNearestCursor: (cursor: string | undefined) => cursor?.startsWith('d.') ?? false,
    };
    const her = { ...ana, reportedOpenings: new Set(['f1#v1']), lastLocation: { latitude: -23.5, longitude: -46.6, timestamp: '2026-11-20T10:00:00.000Z' } } as Caregiver;
    expect(await listOpenings(openingsQuery.parse({}), her, reads)).toMatchObject({ items: [item('v2')], nextCursor: 'n.2' });
    const nearest = await listOpenings(openingsQuery.parse({ ordem: 'distancia' }), her, reads);
    expect(nearest).toMatchObject({ items: [], nextCursor: 'd.2' });
    // More may lie within her radius on the next page: nothing is offered beyond it yet.
    expect(nearest).not.toHaveProperty('alemDoRaio');
    // The last page, with only the opening she reported: the nearest beyond it, hers left out.
    const last = await listOpenings(openingsQuery.parse({ ordem: 'distancia' }), her, { ...reads, nearestRefs: async () => ({ refs: [ref('v1', 2)], nextCursor: null }) });
    expect(last.alemDoRaio?.map((o) => o.id)).toEqual(['v3']);
    expect((await listOpenings(openingsQuery.parse({}), { ...her, reportedOpenings: undefined }, reads)).items).toHaveLength(2);
  });
});

describe('groupReports', () => {
  it('groups by opening, newest report first, without who reported', () => {
    const r = (uid: string, vagaId: string, createdAt: string, texto?: string): StoredOpeningReport => ({ uid, clientId: 'f1', vagaId, motivo: 'vaga-falsa', createdAt, ...(texto ? { texto } : {}) });
    const groups = groupReports([r('a', 'v1', '2026-11-01'), r('b', 'v2', '2026-11-03'), r('c', 'v1', '2026-11-02', 'golpe')], new Map([['f1#v1', { ...stored, familia: 'Família Souza' }], ['f1#v2', undefined]]));
    expect(groups).toEqual([
      { clientId: 'f1', vagaId: 'v2', vaga: null, denuncias: [{ motivo: 'vaga-falsa', createdAt: '2026-11-03' }] },
      {
        clientId: 'f1', vagaId: 'v1', vaga: { tipoProfissional: 'Cuidador', cidade: 'Campinas', bairro: 'Centro', familia: 'Família Souza' },
        denuncias: [{ motivo: 'vaga-falsa', texto: 'golpe', createdAt: '2026-11-02' }, { motivo: 'vaga-falsa', createdAt: '2026-11-01' }],
      },
    ]);
  });
});
