/**
 * A Brazilian phone as Carey takes it (sign-up, the support form): 11 digits, the area code (DDD) first. The SPA and
 * the API check it alike; the words are in phone-texts.ts.
 */

/** Brazil's 67 area codes (DDD) in Anatel's numbering plan: no other two digits start a Brazilian phone. */
export const BRAZIL_AREA_CODES: ReadonlySet<string> = new Set(
  [
    [11, 19],
    [21, 22], [24, 24], [27, 28],
    [31, 35], [37, 38],
    [41, 49],
    [51, 51], [53, 55],
    [61, 69],
    [71, 71], [73, 75], [77, 77], [79, 79],
    [81, 89],
    [91, 99],
  ].flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))),
);

/** What is wrong with a phone's digits: not 11 of them, or an area code Brazil does not have; undefined when none. */
export function phoneProblem(digits: string): 'digits' | 'area-code' | undefined {
  if (!/^\d{11}$/.test(digits)) return 'digits';
  if (!BRAZIL_AREA_CODES.has(digits.slice(0, 2))) return 'area-code';
  return undefined;
}

/** A name has letters: one of only emoji, digits or signs is no one's name. */
export const hasLetters = (name: string): boolean => /\p{L}/u.test(name);

/** The digits of a phone as typed: "(11) 98765-4321" → "11987654321"; Brazil's country code before them dropped. */
export function phoneDigitsOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}
