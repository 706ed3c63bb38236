/**
 * Control characters (NUL, BEL, ESC, DEL...) have no place in what people type into a form; they can break logs,
 * e-mail headers and terminals. Line breaks and tabs are allowed only where a field is multi-line.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value) : /[\u0000-\u001f\u007f]/.test(value);
}

/** 'São  Paulo ' → 'sao paulo': how names are compared when case, accents and repeated spaces must not matter. */
export function foldForComparison(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Name words too common to stand for her alone ('Maria da Silva': 'da'). */
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

/** What names a caregiver in a text someone typed: her e-mail, her phone, her whole name and each word of it. */
export function identifiersOf(person: { name?: string; email?: string; phone?: string }): string[] {
  const name = person.name?.trim() ?? '';
  const words = name.split(/\s+/).filter((w) => w.length >= 3 && !PARTICLES.has(w.toLowerCase()));
  return [person.email ?? '', person.phone ?? '', name, ...words].filter((v) => v.trim().length >= 3);
}

/**
 * `text` with each of `identifiers` replaced by `replacement`: whole words only (her first name 'Ana' is not the
 * 'ana' of 'Ananindeua'), any case; a phone's digits in any layout ('(61) 98765-0001').
 */
export function scrubIdentifiers(text: string, identifiers: readonly string[], replacement: string): string {
  let out = text;
  const longestFirst = [...identifiers].map((v) => v.trim()).filter((v) => v.length >= 3).sort((a, b) => b.length - a.length);
  for (const value of longestFirst) {
    const digits = value.replace(/\D/g, '');
    const phone = /^\+?[\d\s().-]+$/.test(value) && digits.length >= 8;
    const literal = phone ? `\\(?${digits.split('').join('[\\s().-]*')}` : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${literal}(?![\\p{L}\\p{N}])`, 'giu'), replacement);
  }
  return out;
}
