import { writtenCep, writtenIsoDay, writtenPhone } from './written-values';

describe('values as a Brazilian reads them', () => {
  it('a phone: 11 digits as (DD) 9XXXX-XXXX, 10 as (DD) XXXX-XXXX, anything else untouched', () => {
    expect(['19998877665', '1133334444', '123', '(19) 99887-7665', ''].map(writtenPhone)).toEqual(['(19) 99887-7665', '(11) 3333-4444', '123', '(19) 99887-7665', '']);
  });
  it('a CEP: 8 digits as XXXXX-XXX, anything else untouched', () => {
    expect(['13083852', '01001000', '1308385', '13083-852'].map(writtenCep)).toEqual(['13083-852', '01001-000', '1308385', '13083-852']);
  });
  it('an ISO day as dd/mm/aaaa; a day that does not exist, or no day, is none', () => {
    expect(['2026-11-27', '2024-02-29', '2026-12-31'].map(writtenIsoDay)).toEqual(['27/11/2026', '29/02/2024', '31/12/2026']);
    expect(['2026-02-29', '2026-13-01', '2026-11-27T00:00:00Z', 'v2', ''].map(writtenIsoDay)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
