import { hasPlan, NO_PLAN } from './plans';

/**
 * The spec's one "has a plan" rule, read by the overview's counters, the Avisos segments and the SPA: 'Sem Plano'
 * or empty is no plan; any plan name is a plan, the ones we sell and the legacy labels the records still carry.
 */
const PLAN_FIXTURES: [string | undefined, boolean][] = [
  ['Plano Mensal', true],
  ['Mensal', true],
  ['Trimestral', true],
  ['Sem Plano', false],
  ['', false],
  [undefined, false],
];

describe('hasPlan', () => {
  it.each(PLAN_FIXTURES)('%p has a plan: %p', (tipodeconta, expected) => {
    expect(hasPlan(tipodeconta)).toBe(expected);
  });

  it('reads blanks as no plan and names NO_PLAN as the label of none', () => {
    expect(hasPlan('   ')).toBe(false);
    expect(hasPlan(null)).toBe(false);
    expect(NO_PLAN).toBe('Sem Plano');
  });
});
