import fc from 'fast-check';
import { alertIndexEntries, alertPrecision, ALERT_PRECISIONS, isAlertId, matchAlert, newAlert, openingLookups, removeAlert, type Alert, type AlertIndexEntry } from './alerts';
import { cellsCoveringCircle, haversineKm } from '../base/places/geo';
import { bearingDeg, brazilPoint, destination, edgeAim, radiusReach, snapToCellEdge } from '../../test/helpers/geo-arbitraries';
import { PROFESSIONAL_TYPES, type Opening } from '../openings/opening';

const now = new Date('2026-11-22T12:00:00Z');
const paulista = { latitude: -23.5613, longitude: -46.6565 };
const opening = (over: Partial<Opening> & { localizacao?: { latitude: number; longitude: number } } = {}): Opening =>
  ({ id: 'v1', clientId: 'f1', createdAt: '2026-11-22T10:00:00.000Z', bairro: 'Bela Vista', ...over }) as Opening;
const key = (e: AlertIndexEntry) => JSON.stringify(e);

describe('alerts', () => {
  it('derives the id from the search, so the same search is the same alert; a radius needs a position', () => {
    const a = newAlert('u1', { tipoProfissional: 'Cuidador', cidade: ' São Paulo ', raioKm: 10 }, paulista, now);
    const b = newAlert('u1', { tipoProfissional: 'Cuidador', cidade: 'sao paulo', raioKm: 10 }, { latitude: -23.56131, longitude: -46.65649 }, now);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ cidade: 'São Paulo', raioKm: 10, center: { latitude: -23.561, longitude: -46.656 } });
    expect(newAlert('u1', { tipoProfissional: 'Cuidador', raioKm: 11 }, paulista, now).id).not.toBe(a.id);
    expect(() => newAlert('u1', { raioKm: 10 }, undefined, now)).toThrow('informe seu CEP');
    expect(newAlert('u1', { cidade: 'Campinas' }, paulista, now)).not.toHaveProperty('center');
  });

  it('matches type and city ignoring case and accents, and the radius by great-circle distance', () => {
    const near = newAlert('u1', { tipoProfissional: 'Cuidador', raioKm: 5 }, paulista, now);
    expect(matchAlert(near, opening({ tipoProfissional: 'cuidador', localizacao: { latitude: -23.5629, longitude: -46.6544 } }))).toEqual({ matches: true, distanciaKm: 0.3 });
    expect(matchAlert(near, opening({ tipoProfissional: 'Acompanhante', localizacao: paulista }))).toEqual({ matches: false });
    expect(matchAlert(near, opening({ tipoProfissional: 'Cuidador' }))).toEqual({ matches: false });
    // São Paulo – Campinas, about 84 km
    expect(matchAlert(near, opening({ tipoProfissional: 'Cuidador', localizacao: { latitude: -22.9056, longitude: -47.0608 } }))).toEqual({ matches: false });
    const city = newAlert('u2', { cidade: 'São Paulo' }, undefined, now);
    expect(matchAlert(city, opening({ enderecoCompleto: { cidade: 'SAO PAULO' } }))).toEqual({ matches: true });
    expect(matchAlert(city, opening({ enderecoCompleto: { cidade: 'Campinas' } }))).toEqual({ matches: false });
    expect(matchAlert(newAlert('u3', {}, undefined, now), opening())).toEqual({ matches: true });
  });

  it('keeps a radius alert to a handful of cells at its precision', () => {
    for (const raioKm of [1, 5, 6, 25, 26, 200]) {
      const alert = newAlert('u1', { raioKm }, paulista, now);
      const entries = alertIndexEntries(alert);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(16);
      expect(new Set(entries.map((e) => (e.kind === 'cell' ? e.cell.length : 0)))).toEqual(new Set([alertPrecision(raioKm)]));
    }
  });

  it('an opening looks itself up in at most 10 index partitions', () => {
    const lookups = openingLookups(opening({ tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' }, localizacao: paulista }));
    expect(lookups).toHaveLength(ALERT_PRECISIONS.length * 2 + 4);
    expect(openingLookups(opening())).toEqual([{ kind: 'anywhere', tipo: '*', cidade: '*' }]);
  });

  // The index is only correct if every alert that matches an opening is filed under one of the opening's lookups.
  it('never misses a match: each matching alert shares an index entry with the opening (property)', () => {
    // Half the alerts and openings without a type or a city, so that enough of them match to reach the check.
    const tipo = fc.option(fc.constantFrom(...PROFESSIONAL_TYPES), { nil: undefined, freq: 2 });
    const cidade = fc.option(fc.constantFrom('São Paulo', 'sao paulo', 'Campinas', 'Rio de Janeiro'), { nil: undefined, freq: 2 });
    const checked = { matches: 0, onRadiusEdge: 0, onCellEdge: 0 };
    fc.assert(
      fc.property(
        brazilPoint(ALERT_PRECISIONS),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined, freq: 4 }),
        tipo,
        cidade,
        radiusReach,
        bearingDeg,
        fc.option(edgeAim(ALERT_PRECISIONS), { nil: undefined }),
        tipo,
        cidade,
        fc.boolean(),
        (centre, raioKm, alertTipo, alertCidade, reach, bearing, aim, openingTipo, openingCidade, placed) => {
          const alert: Alert = newAlert('u', { tipoProfissional: alertTipo, cidade: alertCidade, raioKm }, centre, now);
          // An opening at `reach` × radius from the alert's centre (inside, on the edge or just outside), half the
          // time moved onto an edge or corner of its cell at one of the alert precisions.
          const reached = destination(alert.center ?? centre, (raioKm ?? 50) * reach, bearing);
          const point = aim ? snapToCellEdge(reached, aim) : reached;
          const o = opening({ tipoProfissional: openingTipo, enderecoCompleto: openingCidade ? { cidade: openingCidade } : undefined, ...(placed ? { localizacao: point } : {}) });
          if (!matchAlert(alert, o).matches) return;
          checked.matches++;
          if (raioKm !== undefined && placed && haversineKm(alert.center!, point) >= raioKm * 0.995) checked.onRadiusEdge++;
          if (raioKm !== undefined && placed && aim) checked.onCellEdge++;
          const filed = new Set(alertIndexEntries(alert).map(key));
          expect(openingLookups(o).some((e) => filed.has(key(e)))).toBe(true);
        },
      ),
      { numRuns: 20_000 },
    );
    // The hard cases were met, not just generated: matches at the radius edge and on cell edges.
    expect(checked.matches).toBeGreaterThan(2000); // about 3,000
    expect(checked.onRadiusEdge).toBeGreaterThan(50); // about 120
    expect(checked.onCellEdge).toBeGreaterThan(400); // about 1,000
  });

  it('the cells of an alert cover its whole circle', () => {
    const alert = newAlert('u1', { raioKm: 20 }, paulista, now);
    const cells = new Set(cellsCoveringCircle(alert.center!, 20, { precision: alertPrecision(20) }).cells);
    const inside = { latitude: alert.center!.latitude + 0.17, longitude: alert.center!.longitude };
    expect(haversineKm(alert.center!, inside)).toBeLessThan(20);
    expect(openingLookups(opening({ localizacao: inside })).some((e) => e.kind === 'cell' && cells.has(e.cell))).toBe(true);
  });
});

describe('removeAlert', () => {
  it('deletes an alert of hers by an id of the form newAlert makes; any other id is a 404 and nothing is deleted', async () => {
    const deleted: string[] = [];
    const deleteAlert = async (uid: string, id: string) => void deleted.push(`${uid}/${id}`);
    const { id } = newAlert('u1', { cidade: 'Campinas' }, undefined, new Date());
    expect(isAlertId(id)).toBe(true);
    expect(await removeAlert('u1', id, deleteAlert)).toEqual({ id, deleted: true });
    for (const bad of ['', 'ABCDEF0123456789', `${id}0`, '../x']) await expect(removeAlert('u1', bad, deleteAlert)).rejects.toMatchObject({ kind: 'not-found' });
    expect(deleted).toEqual([`u1/${id}`]);
  });
});
