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
