import { foldForComparison } from './text';

/**
 * The one rule for "does this text name her" (a report's text, a discard reason, a Registro detail), used both to
 * take her out of a text (`scrubIdentifiers`) and to tell whether a detail names her (`namesHer`):
 * - a name or a word of it matches whole words only ('Ana' is not the 'ana' of 'Ananindeua'), case and accents
 *   aside ('Joana Conceição' is 'joana conceicao'; `foldForComparison`), any spaces between its words;
 * - an e-mail matches in any case;
 * - a phone matches by its digits in any layout, with or without its area code and +55 ('(11) 98765-0001',
 *   '98765-0001', '11987650001', '+55 11 98765-0001'), never inside a longer number.
 */

/** Name words too common to stand for her alone ('Maria da Silva': 'da'). */
const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

/** What names a caregiver in a text someone typed: her e-mail and its local part, her phone, her whole name and each word of it. */
export function identifiersOf(person: { name?: string; email?: string; phone?: string }): string[] {
  const name = person.name?.trim() ?? '';
  const words = name.split(/\s+/).filter((w) => w.length >= 3 && !PARTICLES.has(foldForComparison(w)));
  const email = person.email?.trim() ?? '';
  const localPart = email.includes('@') ? email.slice(0, email.indexOf('@')) : '';
  return [...new Set([email, localPart, person.phone ?? '', name, ...words].filter((v) => v.trim().length >= 3))];
}

const SEPARATORS = '[\\s().-]*';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digitsPattern = (digits: string) => digits.split('').join(SEPARATORS);

/** A phone's digits without +55: her number, the area code apart when it has one. */
function phoneParts(value: string): { area: string; local: string } | undefined {
  if (!/^\+?[\d\s().-]+$/.test(value)) return undefined;
  let digits = value.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length < 8 || digits.length > 11) return undefined;
  return digits.length >= 10 ? { area: digits.slice(0, 2), local: digits.slice(2) } : { area: '', local: digits };
}

/** One identifier as a pattern on a text in NFD (each letter may carry accents). */
function patternOf(identifier: string): string {
  const phone = phoneParts(identifier);
  if (phone) {
    const area = phone.area ? `(?:\\(?${digitsPattern(phone.area)}\\)?${SEPARATORS})?` : '';
    return `(?:\\+?${SEPARATORS}55${SEPARATORS})?${area}${digitsPattern(phone.local)}`;
  }
  // an address ends where no '.' goes on into a longer domain ('…@exemplo.com' is not '…@exemplo.com.br')
  if (identifier.includes('@')) return `${escape(identifier.toLowerCase())}(?![.-]?[\\p{L}\\p{N}])`;
  return foldForComparison(identifier)
    .split(' ')
    .map((word) => [...word].map((c) => `${escape(c)}\\p{M}*`).join(''))
    .join('\\s+');
}

function matcherOf(identifiers: readonly string[]): RegExp | undefined {
  const longestFirst = [...new Set(identifiers.map((v) => v.trim()).filter((v) => v.length >= 3))].sort((a, b) => b.length - a.length);
  if (!longestFirst.length) return undefined;
  const alternatives = longestFirst.map(patternOf).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{N}\\p{M}])`, 'giu');
}

/** `text` with each of `identifiers` (as `identifiersOf` lists them) replaced by `replacement`. */
export function scrubIdentifiers(text: string, identifiers: readonly string[], replacement: string): string {
  const matcher = matcherOf(identifiers);
  if (!matcher) return text;
  const decomposed = text.normalize('NFD');
  const out = decomposed.replace(matcher, replacement);
  return out === decomposed ? text : out.normalize('NFC');
}

/** Whether `text` names her: it holds one of `identifiers`, by the same rule `scrubIdentifiers` takes them out. */
export function namesHer(text: string, identifiers: readonly string[]): boolean {
  const matcher = matcherOf(identifiers);
  return matcher !== undefined && matcher.test(text.normalize('NFD'));
}
