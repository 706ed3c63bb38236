import { bairroOf, cidadeOf, funcaoOf, placeOf } from './opening-facts';

const opening = (bairro: string | undefined, endereco?: { bairro?: string; cidade?: string }, tipoProfissional?: string) => ({
  bairro: bairro as string,
  ...(endereco ? { enderecoCompleto: endereco } : {}),
  ...(tipoProfissional !== undefined ? { tipoProfissional } : {}),
});

describe("the server's placeholder rule", () => {
  it('keeps the neighbourhood the CEP lookup named, whatever the file says', () => {
    expect(bairroOf(opening('Cambuí', { bairro: 'Centro', cidade: 'Campinas' }))).toBe('Cambuí');
  });

  it("uses the family's bairro when the lookup gave none, only the city, or failed", () => {
    expect(bairroOf(opening('Bairro não informado', { bairro: 'Barão Geraldo', cidade: 'Campinas' }))).toBe('Barão Geraldo');
    expect(bairroOf(opening('Bairro não encontrado', { bairro: 'Centro' }))).toBe('Centro');
    expect(bairroOf(opening('CAMPINAS', { bairro: 'Barão Geraldo', cidade: 'Campinas' }))).toBe('Barão Geraldo');
    expect(bairroOf(opening('  ', { bairro: ' Centro ' }))).toBe('Centro');
  });

  it("keeps each situation's own text when the file has no bairro either", () => {
    expect(bairroOf(opening('Bairro não encontrado', { cidade: 'Campinas' }))).toBe('Bairro não encontrado');
    expect(bairroOf(opening('Bairro não informado'))).toBe('Bairro não informado');
    expect(bairroOf(opening(undefined, { bairro: '' }))).toBe('Bairro não informado');
    expect(bairroOf(opening('Campinas', { cidade: 'campinas' }))).toBe('Bairro não informado');
  });

  it('gives a missing city and função their own texts', () => {
    expect(cidadeOf(opening('x', { cidade: ' ' }))).toBe('Cidade não informada');
    expect(funcaoOf(opening('x', undefined, ''))).toBe('Função não informada');
    expect(funcaoOf(opening('x', undefined, 'Cuidador'))).toBe('Cuidador');
    expect(placeOf(opening('Bairro não informado', { bairro: 'Centro' }))).toBe('Centro, Cidade não informada');
  });
});
