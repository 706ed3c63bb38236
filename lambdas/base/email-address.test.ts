import fc from 'fast-check';
import { isStrictEmailAddress } from './email-address';

describe('isStrictEmailAddress', () => {
  it.each(['ana@exemplo.com', 'ana.souza+suporte@exemplo.com.br', 'o_neil@sub-dominio.exemplo.org', "a!#$%&'*+/=?^_`{|}~-@x.co"])('accepts %s', (address) => {
    expect(isStrictEmailAddress(address)).toBe(true);
  });

  it.each([
    ['a non-ASCII local part', 'joão@exemplo.com'],
    ['a non-ASCII domain', 'joao@exemplo.côm'],
    ['a list of addresses', 'a@b.c,x'],
    ['two addresses', 'a@b.com, c@d.com'],
    ['a display name', '"Equipe-Carey"<atacante@evil.com>'],
    ['an address in brackets', '<ana@exemplo.com>'],
    ['a quoted local part', '"ana"@exemplo.com'],
    ['two @', 'ana@@exemplo.com'],
    ['no domain dot', 'ana@localhost'],
    ['a one-letter top-level domain', 'ana@exemplo.c'],
    ['a leading dot', '.ana@exemplo.com'],
    ['two dots in a row', 'ana..souza@exemplo.com'],
    ['a hyphen at the end of a label', 'ana@exemplo-.com'],
    ['a space', 'ana souza@exemplo.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@exemplo.com`],
    ['an address over 254 characters', `ana@${['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com`],
  ])('refuses %s', (_what, address) => {
    expect(isStrictEmailAddress(address)).toBe(false);
  });

  it('never accepts a character outside printable ASCII, a comma, angle brackets or quotes (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('ç', 'ã', ',', '<', '>', '"', ' ', '\n', '\u00a0', '\u200b'), fc.string(), (before, bad, after) => {
        return !isStrictEmailAddress(`${before}${bad}${after}@exemplo.com`) && !isStrictEmailAddress(`ana@exem${bad}plo.com`);
      }),
    );
  });
});
