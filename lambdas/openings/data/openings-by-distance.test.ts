import { geoIndexRemoval, geoIndexWrites, regionCountsOf } from './geo-index';
import { decodeDistanceCursor, encodeDistanceCursor, isDistanceCursor, type DistanceCursor } from './openings-by-distance';
import type { StoredOpening } from '../opening';

process.env.TABLE_NAME = 'test-table';

const cursor: DistanceCursor = { v: 1, la: -22.9, lo: -47.06, r: 50, t: 'cuidador', c: '', ph: 'g', d: 3.25, k: 'familia-01#vaga-001' };
const expected = { r: 50, t: 'cuidador', c: '' };

describe('distance cursor', () => {
  it('round-trips and is told apart from a newest-first cursor', async () => {
    const encoded = await encodeDistanceCursor(cursor);
    expect(isDistanceCursor(encoded)).toBe(true);
    expect(isDistanceCursor('eyJQSyI6IngifQ')).toBe(false);
    await expect(decodeDistanceCursor(encoded, expected)).resolves.toEqual(cursor);
    await expect(decodeDistanceCursor(undefined, expected)).resolves.toBeUndefined();
  });

  it.each([
    ['another radius', () => encodeDistanceCursor(cursor), { ...expected, r: 25 }],
    ['another filter', () => encodeDistanceCursor(cursor), { ...expected, c: 'campinas' }],
    ['not base64url', async () => 'd.***', expected],
    ['unsigned (the old form)', async () => `d.${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`, expected],
    ['signed without its mark', async () => (await encodeDistanceCursor(cursor)).slice(2), expected],
    ['a bad centre', () => encodeDistanceCursor({ ...cursor, la: 91 }), expected],
    ['no position in the placed phase', () => encodeDistanceCursor({ ...cursor, d: undefined }), expected],
    ['an unknown phase', () => encodeDistanceCursor({ ...cursor, ph: 'x' as 'g' }), expected],
  ])('refuses %s with the Portuguese cursor message', async (_name, value, against) => {
    await expect(decodeDistanceCursor(await value(), against)).rejects.toThrow('O cursor de paginação é inválido.');
  });
});

describe('geoIndexWrites', () => {
  const base: StoredOpening = {
    id: 'v1',
    clientId: 'f1',
    createdAt: '2026-11-01T12:00:00.000Z',
    bairro: 'Bela Vista',
    tipoProfissional: 'Cuidador',
    enderecoCompleto: { cidade: 'São Paulo' },
    localizacao: { latitude: -23.5614, longitude: -46.6559, precisao: 'cep' },
  };
  const RIO: StoredOpening = { ...base, localizacao: { latitude: -22.9711, longitude: -43.1822, precisao: 'cep' } };
  /** The counters a transaction's Updates add to, by the count item's partition key. */
  const counted = (items: ReturnType<typeof geoIndexRemoval>) =>
    Object.fromEntries(
      items.filter((i) => i.Update).map(({ Update: u }) => [
        String(u!.Key!.PK),
        Object.fromEntries(Object.entries(u!.ExpressionAttributeNames!).map(([alias, name]) => [name, u!.ExpressionAttributeValues![alias.replace('#c', ':d')]])),
      ]),
    );

  it('files a new opening under its region with a geohash sort key, and counts it per cell, type and city', () => {
    const { items, geoCell } = geoIndexWrites(base, undefined);
    expect(geoCell).toHaveLength(6);
    const cell = geoCell.slice(0, 5);
    const put = items.find((i) => i.Put)!.Put!;
    expect(put.Item).toMatchObject({ PK: `GEO#${geoCell.slice(0, 2)}`, tipo: 'cuidador', cidade: 'sao paulo', latitude: -23.5614 });
    expect(String(put.Item!.SK)).toMatch(new RegExp(`^${geoCell}\\w{3}#f1#v1$`));
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
    const update = items.find((i) => i.Update)!.Update!;
    expect(Object.values(update.ExpressionAttributeNames!).sort()).toEqual([`m#${cell}#sao paulo`, `n#${cell}`, `s#${geoCell}`, `t#${cell}#cuidador`]);
    expect(Object.values(update.ExpressionAttributeValues!).filter((v) => typeof v === 'number')).toEqual([1, 1, 1, 1]);
    // And per region ('6gy', São Paulo's) in the map of the regions starting with '6', and in São Paulo's own.
    expect(counted(items)).toEqual({
      [`GEOMAP#${geoCell.slice(0, 3)}`]: { [`n#${cell}`]: 1, [`s#${geoCell}`]: 1, [`t#${cell}#cuidador`]: 1, [`m#${cell}#sao paulo`]: 1 },
      'GEOREGIONS#6': { 'n#6gy': 1, 't#6gy#cuidador': 1 },
      'GEOCITY#sao paulo': { 'n#6gy': 1 },
    });
    expect(geoIndexWrites(base, undefined).geoParts).toBe(true);
  });

  it('changes nothing in the counts when the same opening is written again, and moves them when it moves', () => {
    const again = geoIndexWrites(base, { ...base, geoCell: 'x'.repeat(6), geoParts: true });
    expect(again.items.filter((i) => i.Update)).toHaveLength(0);
    expect(again.items.find((i) => i.Put)!.Put!.ConditionExpression).toBe('attribute_exists(PK)');

    const moved = geoIndexWrites(RIO, { ...base, geoCell: 'x'.repeat(6), geoParts: true });
    expect(moved.items.filter((i) => i.Delete)).toHaveLength(1);
    const deltas = moved.items.filter((i) => i.Update).flatMap((i) => Object.values(i.Update!.ExpressionAttributeValues!).filter((v) => typeof v === 'number'));
    expect(deltas.sort()).toEqual([-1, -1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1, 1, 1]);
    // From São Paulo's region ('6gy') to Rio's ('75c').
    const parts = counted(moved.items);
    expect([parts['GEOREGIONS#6'], parts['GEOREGIONS#7'], parts['GEOCITY#sao paulo']]).toEqual([
      { 'n#6gy': -1, 't#6gy#cuidador': -1 },
      { 'n#75c': 1, 't#75c#cuidador': 1 },
      { 'n#6gy': -1, 'n#75c': 1 },
    ]);
  });

  it('counts an opening its first character\'s map does not hold yet (no geoParts) once in it when rewritten, and takes out only what it holds when closed', () => {
    const { geoCell } = geoIndexWrites(base, undefined);
    const rewritten = counted(geoIndexWrites(base, { ...base, geoCell }).items);
    expect(rewritten).toEqual({ 'GEOREGIONS#6': { 'n#6gy': 1, 't#6gy#cuidador': 1 }, 'GEOCITY#sao paulo': { 'n#6gy': 1 } });
    // Moved: its region's own map loses it, but the first character's map it was never counted in does not.
    const moved = counted(geoIndexWrites(RIO, { ...base, geoCell }).items);
    expect(moved['GEOREGIONS#6']).toBeUndefined();
    expect(moved['GEOREGIONS#7']).toEqual({ 'n#75c': 1, 't#75c#cuidador': 1 });
    expect(moved['GEOCITY#sao paulo']).toEqual({ 'n#75c': 1 });
    expect(counted(geoIndexRemoval({ ...base, geoCell }))['GEOREGIONS#6']).toBeUndefined();
    expect(counted(geoIndexRemoval({ ...base, geoCell }))['GEOCITY#sao paulo']).toBeUndefined();
    const closed = counted(geoIndexRemoval({ ...base, geoCell, geoParts: true }));
    expect([closed['GEOREGIONS#6'], closed['GEOCITY#sao paulo']]).toEqual([{ 'n#6gy': -1, 't#6gy#cuidador': -1 }, { 'n#6gy': -1 }]);
  });

  it('gives the counts a stored opening lacks in its first character\'s map (for the backfill), and none when it holds it or it has no place', () => {
    const { geoCell } = geoIndexWrites(base, undefined);
    expect(counted(regionCountsOf({ ...base, geoCell }))).toEqual({ 'GEOREGIONS#6': { 'n#6gy': 1, 't#6gy#cuidador': 1 }, 'GEOCITY#sao paulo': { 'n#6gy': 1 } });
    expect(regionCountsOf({ ...base, geoCell, geoParts: true })).toEqual([]);
    expect(regionCountsOf({ ...base, localizacao: undefined, geoCell: '-' })).toEqual([]);
    expect(regionCountsOf(base)).toEqual([]);
  });

  it('adds the sub-cell count of an opening stored before sub-cells were counted (its geoCell is a cell) when rewritten', () => {
    const { geoCell } = geoIndexWrites(base, undefined);
    const rewritten = geoIndexWrites(base, { ...base, geoCell: geoCell.slice(0, 5), geoParts: true });
    const update = rewritten.items.find((i) => i.Update)!.Update!;
    expect(Object.values(update.ExpressionAttributeNames!)).toEqual([`s#${geoCell}`]);
    expect(Object.values(update.ExpressionAttributeValues!).filter((v) => typeof v === 'number')).toEqual([1]);
    // Moved as well: the old cell loses what it counted (no sub-cell), the new place gains all four.
    const moved = geoIndexWrites(RIO, { ...base, geoCell: geoCell.slice(0, 5), geoParts: true });
    const deltas = moved.items.filter((i) => i.Update).flatMap((i) => Object.values(i.Update!.ExpressionAttributeValues!).filter((v) => typeof v === 'number'));
    expect(deltas.sort()).toEqual([-1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('files an opening without a place apart, uncounted', () => {
    const { items, geoCell } = geoIndexWrites({ ...base, localizacao: undefined }, undefined);
    expect(geoCell).toBe('-');
    expect(items).toHaveLength(1);
    expect(items[0].Put!.Item).toMatchObject({ PK: 'GEO#-', SK: 'f1#v1' });
  });
});
