import { hasLetters, phoneDigitsOf, phoneProblem } from './phone';

describe("a Brazilian phone: 11 digits, a DDD of Brazil's", () => {
  // Anatel's 67 area codes, written out (not read from the code under test).
  const valid = [
    '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '24', '27', '28', '31', '32', '33', '34', '35', '37', '38',
    '41', '42', '43', '44', '45', '46', '47', '48', '49', '51', '53', '54', '55', '61', '62', '63', '64', '65', '66', '67', '68', '69',
    '71', '73', '74', '75', '77', '79', '81', '82', '83', '84', '85', '86', '87', '88', '89', '91', '92', '93', '94', '95', '96', '97', '98', '99',
  ];

  it('takes every one of the 67 DDDs and refuses the other 33 two-digit starts', () => {
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    expect(all.filter((ddd) => phoneProblem(`${ddd}987654321`) === undefined)).toEqual(valid);
    expect(all.filter((ddd) => phoneProblem(`${ddd}987654321`) === 'area-code')).toHaveLength(33);
  });

  it('needs exactly 11 digits, whatever the DDD', () => {
    expect(['1198765432', '119876543210', '', '1198765432a', 'abcdefghijk'].map(phoneProblem)).toEqual(['digits', 'digits', 'digits', 'digits', 'digits']);
    expect(phoneProblem('00987654321')).toBe('area-code');
  });

  it('reads the digits as typed, dropping Brazil’s country code before eleven of them', () => {
    expect(phoneDigitsOf('(19) 99887-7665')).toBe('19998877665');
    expect(phoneDigitsOf('+55 19 99887-7665')).toBe('19998877665');
    // 55 is also a DDD (Rio Grande do Sul): eleven digits starting with it stay as they are
    expect(phoneDigitsOf('55 99887-7665')).toBe('55998877665');
  });

  it('a name has letters, in any alphabet', () => {
    expect(['Ana', 'José 😀', 'Ñandu', 'Zoë', '李'].map(hasLetters)).toEqual([true, true, true, true, true]);
    expect(['😀😀', '123', '... -', ''].map(hasLetters)).toEqual([false, false, false, false]);
  });
});
