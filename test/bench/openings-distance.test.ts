import { sortedInMemory } from './openings-distance';

/**
 * The distance bench's brute-force answer, against which it checks every page the handler answers: it must say
 * what the product lists (decision 064): placed openings within the radius nearest first, and the unplaced ones
 * after them only under the widest radius ('Até 200 km').
 */
describe("the distance bench's in-memory answer", () => {
  const centre = { latitude: -23.5505, longitude: -46.6333 };
  // About 1.1 km, 11 km and 111 km north of the centre, one unplaced; keys out of order on purpose.
  const openings = [
    { key: 'f2#far', point: { latitude: -22.5505, longitude: -46.6333 }, tipo: 'cuidador', cidade: 'campinas' },
    { key: 'f1#near', point: { latitude: -23.5405, longitude: -46.6333 }, tipo: 'cuidador', cidade: 'sao paulo' },
    { key: 'f0#mid', point: { latitude: -23.4505, longitude: -46.6333 }, tipo: 'enfermeiro(a)', cidade: 'sao paulo' },
    { key: 'f3#nowhere-b', tipo: 'cuidador', cidade: 'sao paulo' },
    { key: 'f0#nowhere-a', tipo: 'enfermeiro(a)', cidade: 'sao paulo' },
  ];

  it('lists the unplaced openings, by key, after the placed ones under the widest radius', () => {
    expect(sortedInMemory(openings, { centre, radiusKm: 200 })).toEqual(['f1#near', 'f0#mid', 'f2#far', 'f0#nowhere-a', 'f3#nowhere-b']);
  });

  it('lists no unplaced opening under any narrower radius, and nothing beyond the radius', () => {
    expect(sortedInMemory(openings, { centre, radiusKm: 199 })).toEqual(['f1#near', 'f0#mid', 'f2#far']);
    expect(sortedInMemory(openings, { centre, radiusKm: 50 })).toEqual(['f1#near', 'f0#mid']);
    expect(sortedInMemory(openings, { centre, radiusKm: 1 })).toEqual([]);
  });

  it('keeps the filters on both parts', () => {
    expect(sortedInMemory(openings, { centre, radiusKm: 200, tipoProfissional: 'Enfermeiro(a)' })).toEqual(['f0#mid', 'f0#nowhere-a']);
    expect(sortedInMemory(openings, { centre, radiusKm: 200, cidade: 'São Paulo' })).toEqual(['f1#near', 'f0#mid', 'f0#nowhere-a', 'f3#nowhere-b']);
  });
});
