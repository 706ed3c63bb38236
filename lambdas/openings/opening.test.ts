import { filterValue } from './opening';

describe('filterValue', () => {
  it('ignores case, accents, repeated spaces and the key separator', () => {
    expect(filterValue('  São   Paulo ')).toBe('sao paulo');
    expect(filterValue('SAO PAULO')).toBe(filterValue('são paulo'));
    expect(filterValue('Enfermeiro(a)')).toBe('enfermeiro(a)');
    expect(filterValue('a#b')).toBe('a b');
  });
});
