import { inSegment, type SegmentCaregiver } from './notice-segments';
import { noticeExcerpt, parseMessage, parseTarget } from './notices';

const maria: SegmentCaregiver = { uid: 'm', tipodeconta: 'Plano Mensal', tipoDeCadastro: 'Cuidador', cidade: 'São Paulo', reachable: true };
const ana: SegmentCaregiver = { uid: 'a', tipodeconta: 'Sem Plano', tipoDeCadastro: 'Acompanhante', reachable: true };

describe('the segment rule (the reach and the fan-out)', () => {
  it.each([
    [{ destinatarias: 'todas' }, ['m', 'a']],
    [{ destinatarias: 'com-plano' }, ['m']],
    [{ destinatarias: 'sem-plano' }, ['a']],
    [{ destinatarias: 'tipo-de-cadastro', criterio: 'Acompanhante' }, ['a']],
    [{ destinatarias: 'cidade', criterio: 'sao  PAULO' }, ['m']],
    [{ destinatarias: 'uma' }, []],
  ] as const)('%j reaches %j', (target, uids) => {
    expect([maria, ana].filter((c) => inSegment(c, target)).map((c) => c.uid)).toEqual(uids);
  });

  it('never reaches an unconfirmed sign-up or an account being deleted', () => {
    expect(inSegment({ ...maria, reachable: false }, { destinatarias: 'todas' })).toBe(false);
  });
});

describe('the form', () => {
  it('keeps the message trimmed, with its line breaks', () => {
    expect(parseMessage('  Olá!\nAté logo.  ')).toBe('Olá!\nAté logo.');
  });

  it('reads the target: one caregiver by phone, a city with its spaces tidied', () => {
    expect(parseTarget({ destinatarias: 'uma', cuidadora: '(11) 98765-4321' })).toEqual({ one: { kind: 'phone', digits: '11987654321' } });
    expect(parseTarget({ destinatarias: 'cidade', cidade: '  Rio  de Janeiro ' })).toEqual({ segment: { destinatarias: 'cidade', criterio: 'Rio de Janeiro' } });
    expect(parseTarget({ destinatarias: 'todas', cidade: 'ignorada' })).toEqual({ segment: { destinatarias: 'todas' } });
  });

  it('refuses in Portuguese, naming the field', () => {
    expect(() => parseTarget({ destinatarias: 'uma', cuidadora: 'maria' })).toThrow(expect.objectContaining({ field: 'cuidadora', message: 'Busque por um e-mail válido ou por um telefone com 11 dígitos, incluindo o DDD.' }));
    expect(() => parseTarget({ destinatarias: 'cidade', cidade: 'x'.repeat(81) })).toThrow('O nome da cidade pode ter no máximo 80 caracteres.');
    expect(() => parseMessage('\u0000')).toThrow('A mensagem tem caracteres que não são permitidos.');
  });
});

// The spec's plan rule (contract hasPlan), the same as the overview's counters (base/counters/counters.test.ts).
it.each([
  ['Plano Mensal', true],
  ['Mensal', true],
  ['Trimestral', true],
  ['Sem Plano', false],
  ['', false],
  [undefined, false],
] as const)('%p is in the segment com-plano: %p (and in sem-plano otherwise)', (tipodeconta, withPlan) => {
  const her: SegmentCaregiver = { uid: 'u', tipodeconta, reachable: true };
  expect(inSegment(her, { destinatarias: 'com-plano' })).toBe(withPlan);
  expect(inSegment(her, { destinatarias: 'sem-plano' })).toBe(!withPlan);
});

describe("the Registro's words for a notice (issue 51)", () => {
  it('quotes its first 60 characters on one line, and cuts past them with an ellipsis', () => {
    const sixty = 'a'.repeat(60);
    expect(noticeExcerpt('Bem-vinda ao novo painel de avisos!')).toBe('Bem-vinda ao novo painel de avisos!');
    expect(noticeExcerpt(sixty)).toBe(sixty);
    expect(noticeExcerpt(`${sixty}b`)).toBe(`${'a'.repeat(59)}…`);
    expect(noticeExcerpt('Primeira linha\n\n  segunda   linha ')).toBe('Primeira linha segunda linha');
  });
});
