/**
 * Proves: ptBrNumber writes what Intl's pt-BR would (the baseline it stands in for), rounding and all.
 */
import { ptBrNumber } from './pt-br-number';

const intlOne = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const intlWhole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

describe('pt-BR numbers without Intl', () => {
  it('writes a decimal comma and a dot between thousands, as Brazilians do', () => {
    expect(ptBrNumber(3.24, 1)).toBe('3,2');
    expect(ptBrNumber(0, 1)).toBe('0,0');
    expect(ptBrNumber(12.4, 0)).toBe('12');
    expect(ptBrNumber(999.5, 0)).toBe('1.000');
    expect(ptBrNumber(1234567, 0)).toBe('1.234.567');
    expect(ptBrNumber(1234.56, 1)).toBe('1.234,6');
  });

  it('rounds a half away from zero on the decimal that names the number (0.15 is 0,2, though the double is 0.1499…)', () => {
    expect(ptBrNumber(0.15, 1)).toBe('0,2');
    expect(ptBrNumber(0.05, 1)).toBe('0,1');
    expect(ptBrNumber(9.95, 1)).toBe('10,0');
    expect(ptBrNumber(2.5, 0)).toBe('3');
    expect(ptBrNumber(0.00000012, 1)).toBe('0,0');
  });

  it("agrees with Intl's pt-BR on 20,000 numbers, on every tie from 0 to 100 and at each power of ten", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const values = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? next() * 20 : next() * 5000));
    for (let i = 0; i <= 2000; i += 1) values.push(i / 20);
    for (let k = 0; k < 8; k += 1) values.push(10 ** k, 10 ** k - 0.5, 10 ** k - 0.05);
    for (const v of values) {
      expect(ptBrNumber(v, 1)).toBe(intlOne.format(v));
      expect(ptBrNumber(v, 0)).toBe(intlWhole.format(v));
    }
  });
});
