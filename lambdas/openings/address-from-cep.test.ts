/**
 * Proves: an opening given only a CEP takes the CEP's city and UF (Campinas, SP); a city given is kept, with the UF only
 * when it is the CEP's city (accents and case aside); no CEP answer, no city invented. Expected values written out.
 */
import { addressWithCep, ufOfIbge } from './address-from-cep';

const campinas = { localidade: 'Campinas', ibge: '3509502' };

describe('addressWithCep', () => {
  it('fills the city and UF from the CEP when only the CEP was given', () => {
    expect(addressWithCep(undefined, campinas)).toEqual({ cidade: 'Campinas', uf: 'SP' });
    expect(addressWithCep({ bairro: 'Barão Geraldo' }, campinas)).toEqual({ bairro: 'Barão Geraldo', cidade: 'Campinas', uf: 'SP' });
    expect(addressWithCep({ cidade: '  ' }, campinas)).toEqual({ cidade: 'Campinas', uf: 'SP' });
  });

  it("keeps a city as given; the UF only when it is the CEP's city", () => {
    expect(addressWithCep({ cidade: 'CAMPINAS' }, campinas)).toEqual({ cidade: 'CAMPINAS', uf: 'SP' });
    expect(addressWithCep({ cidade: 'São Paulo' }, { localidade: 'Sao Paulo', ibge: '3550308' })).toEqual({ cidade: 'São Paulo', uf: 'SP' });
    expect(addressWithCep({ cidade: 'Valinhos' }, campinas)).toEqual({ cidade: 'Valinhos' });
  });

  it('invents nothing when the CEP gave no city (unknown CEP, lookup failed, no CEP)', () => {
    expect(addressWithCep(undefined, {})).toBeUndefined();
    expect(addressWithCep({ bairro: 'Centro' }, {})).toEqual({ bairro: 'Centro' });
    expect(addressWithCep({ cidade: 'Campinas', uf: 'RJ' }, {})).toEqual({ cidade: 'Campinas' });
  });

  it('a city without an IBGE code gets no UF', () => {
    expect(addressWithCep(undefined, { localidade: 'Campinas' })).toEqual({ cidade: 'Campinas' });
  });
});

describe('ufOfIbge', () => {
  it.each([
    ['3509502', 'SP'],
    ['3304557', 'RJ'],
    ['3106200', 'MG'],
    ['5300108', 'DF'],
    ['1100205', 'RO'],
    ['4314902', 'RS'],
  ])('%s → %s', (ibge, uf) => expect(ufOfIbge(ibge)).toBe(uf));

  it.each([[undefined], [''], ['35'], ['9909502'], ['350950']])('%s → no UF', (ibge) => expect(ufOfIbge(ibge)).toBeUndefined());
});
