import { identifiersOf, namesHer, scrubIdentifiers } from './identifiers';

const joana = identifiersOf({ name: 'Joana Conceição da Silva', email: 'Joana.Silva@Exemplo.com.br', phone: '11987650001' });
const scrub = (text: string, ids: readonly string[] = joana) => scrubIdentifiers(text, ids, '[removido]');

describe('identifiersOf', () => {
  it('lists her e-mail, its local part, her phone, her whole name and each word of it but the particles', () => {
    expect(identifiersOf({ name: 'Joana Conceição da Silva', email: 'joana.silva@exemplo.com.br', phone: '11987650001' })).toEqual([
      'joana.silva@exemplo.com.br',
      'joana.silva',
      '11987650001',
      'Joana Conceição da Silva',
      'Joana',
      'Conceição',
      'Silva',
    ]);
  });

  it('leaves out what is shorter than three letters and what she lacks', () => {
    expect(identifiersOf({ name: 'Bia Lu', email: 'bl@x.com' })).toEqual(['bl@x.com', 'Bia Lu', 'Bia']);
    expect(identifiersOf({})).toEqual([]);
  });
});

describe('one rule for scrubbing and for naming her', () => {
  it.each([
    ['accents aside: the text without them', 'Falei com a conceicao ontem.', 'Falei com a [removido] ontem.'],
    ['accents aside: the text with them', 'Falei com a CONCEIÇÃO ontem.', 'Falei com a [removido] ontem.'],
    ['case aside', 'a SILVA pediu pix', 'a [removido] pediu pix'],
    ['her whole name before its words', 'Joana Conceição da Silva ligou', '[removido] ligou'],
    ['her e-mail in any case', 'escreveu de joana.silva@exemplo.com.br', 'escreveu de [removido]'],
    ['her phone with area code and punctuation', 'ligue (11) 98765-0001.', 'ligue [removido].'],
    ['her phone without area code', 'ligue 98765-0001', 'ligue [removido]'],
    ['her phone as digits only', 'ligue 11987650001', 'ligue [removido]'],
    ['her phone with +55', 'ligue +55 11 98765-0001', 'ligue [removido]'],
    ['her phone with 55 and no plus', 'zap 5511987650001', 'zap [removido]'],
  ])('%s', (_, text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
    expect(namesHer(text, joana)).toBe(true);
  });

  it.each([
    ['a name inside a longer word', 'Ana', 'Mora em Ananindeua.'],
    ['a name inside a longer name', 'Bia', 'Falei com a Biana.'],
    ['a name as the start of a word with an accent', 'Ana', 'Anápolis'],
    ['a phone inside a longer number', '11987650001', 'protocolo 9119876500012'],
    ['another phone', '11987650001', '(11) 98765-0002'],
    ['another e-mail', 'joana@exemplo.com', 'joana@exemplo.com.br'],
  ])('does not match %s', (_, identifier, text) => {
    expect(scrub(text, [identifier])).toBe(text);
    expect(namesHer(text, [identifier])).toBe(false);
  });

  it("takes 'Joana Conceição' out of 'joana conceicao' as one name, and the other way round", () => {
    expect(scrub('busca: joana conceicao', identifiersOf({ name: 'Joana Conceição' }))).toBe('busca: [removido]');
    expect(scrub('busca: Joana  Conceição', identifiersOf({ name: 'joana conceicao' }))).toBe('busca: [removido]');
    expect(namesHer('joana conceicao', ['Joana Conceição'])).toBe(true);
  });

  it('matches a short name as a whole word at either edge of the text', () => {
    expect(scrub('Ana', ['Ana'])).toBe('[removido]');
    expect(scrub('Ana, de Ananindeua, e Bia', ['Ana', 'Bia'])).toBe('[removido], de Ananindeua, e [removido]');
  });

  it('keeps the rest of the text as it was written, accents included', () => {
    expect(scrub('Ação da família: Joana pediu o CPF.')).toBe('Ação da família: [removido] pediu o CPF.');
    expect(scrub('Nada sobre ela aqui, só São Paulo.')).toBe('Nada sobre ela aqui, só São Paulo.');
  });

  it('names her in a search by any word of her name or by her e-mail local part, and never with nothing to look for', () => {
    expect(namesHer('joana', joana)).toBe(true);
    expect(namesHer('joana.silva', joana)).toBe(true);
    expect(namesHer('Marieta Albuquerque', joana)).toBe(false);
    expect(namesHer('joana', [])).toBe(false);
    expect(namesHer('', joana)).toBe(false);
  });
});
