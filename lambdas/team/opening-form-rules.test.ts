/**
 * Proves: the form refuses a start that cannot be (31/02/2026, 25:99) and an elder's gender other than the caregivers'
 * own choices, in Portuguese, naming the field; both edges of each rule (29/02 in a leap year and not, 23:59 and
 * 24:00, 31/04 and 30/04); free text ('Segunda a sexta', 'Plantão 24h', '12/36') stays allowed; a correction keeps
 * what was stored. Expected messages written out.
 */
import { checkOpeningFormRules, impossibleDate, impossibleTime, isCalendarDay, isClockTime } from './opening-form-rules';

describe('isCalendarDay', () => {
  it.each([
    [2028, 2, 29, true],
    [2026, 2, 29, false],
    [2000, 2, 29, true],
    [2100, 2, 29, false],
    [2026, 2, 28, true],
    [2026, 4, 30, true],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 13, 1, false],
    [2026, 0, 10, false],
    [2026, 1, 0, false],
  ])('%i-%i-%i → %s', (y, m, d, expected) => expect(isCalendarDay(y, m, d)).toBe(expected));
});

describe('isClockTime', () => {
  it.each([
    [0, 0, true],
    [23, 59, true],
    [24, 0, false],
    [23, 60, false],
    [25, 99, false],
  ])('%i:%i → %s', (h, m, expected) => expect(isClockTime(h, m)).toBe(expected));
});

describe('impossibleDate and impossibleTime find what cannot be, and only that', () => {
  it.each([
    ['31/02/2026', '31/02/2026'],
    ['29/02/2026', '29/02/2026'],
    ['29/02/2028', undefined],
    ['A partir de 01/12/2026', undefined],
    ['31/02/26', '31/02/26'],
    ['2026-02-29', '2026-02-29'],
    ['2028-02-29', undefined],
    ['2026-13-01', '2026-13-01'],
    ['Segunda a sexta', undefined],
    ['Escala 12/36', undefined],
    ['Imediato', undefined],
  ])('date in %j → %j', (text, found) => expect(impossibleDate(text)).toBe(found));

  it.each([
    ['25:99', '25:99'],
    ['24:00', '24:00'],
    ['23:59', undefined],
    ['00:00', undefined],
    ['08:00 às 17:00', undefined],
    ['08:00 às 24:30', '24:30'],
    ['8h30', undefined],
    ['8h75', '8h75'],
    ['Plantão 24h', undefined],
    ['Plantão noturno', undefined],
  ])('time in %j → %j', (text, found) => expect(impossibleTime(text)).toBe(found));
});

describe('checkOpeningFormRules', () => {
  const refusal = (vaga: object, previous?: object) => {
    try {
      checkOpeningFormRules(vaga, previous);
      return undefined;
    } catch (error) {
      const e = error as { message: string; field?: string; statusCode?: number };
      return { message: e.message, field: e.field };
    }
  };

  it('refuses 31/02/2026 and 25:99 with a clear message naming the field', () => {
    expect(refusal({ selectedDate: '31/02/2026' })).toEqual({ message: 'Data de início: a data 31/02/2026 não existe no calendário. Confira o dia e o mês (ex.: 28/02/2026).', field: 'selectedDate' });
    expect(refusal({ selectedTime: '25:99' })).toEqual({ message: 'Horário: 25:99 não é um horário válido. Use de 00:00 a 23:59.', field: 'selectedTime' });
    expect(refusal({ selectedDate: '29/02/2028', selectedTime: '23:59' })).toBeUndefined();
    expect(refusal({ selectedTime: '24:00' })).toMatchObject({ field: 'selectedTime' });
  });

  it("takes the elder's gender as one of Feminino and Masculino, or none", () => {
    expect(refusal({ generoIdoso: 'Feminino' })).toBeUndefined();
    expect(refusal({ generoIdoso: 'Masculino' })).toBeUndefined();
    expect(refusal({})).toBeUndefined();
    expect(refusal({ generoIdoso: '🙂' })).toEqual({ message: 'Gênero do idoso: escolha Feminino ou Masculino, ou deixe sem informar.', field: 'generoIdoso' });
    expect(refusal({ generoIdoso: 'feminino' })).toMatchObject({ field: 'generoIdoso' });
  });

  it('a correction does not refuse again what it leaves as stored; a change is checked', () => {
    const stored = { generoIdoso: 'F', selectedDate: '31/02/2026' };
    expect(refusal({ generoIdoso: 'F', selectedDate: '31/02/2026' }, stored)).toBeUndefined();
    expect(refusal({ generoIdoso: 'Outro' }, stored)).toMatchObject({ field: 'generoIdoso' });
    expect(refusal({ selectedDate: '30/02/2026' }, stored)).toMatchObject({ field: 'selectedDate' });
  });
});
