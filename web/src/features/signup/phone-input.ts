import type { ClipboardEvent } from 'react';

/** The spec's phone: 11 digits, area code included. */
export const PHONE_DIGITS = 11;

/**
 * The digits of what she typed or pasted, at most 11: "(31) 98765-4321" gives "31987654321". A number written with
 * Brazil's country code ("+55 31 98765-4321") loses the 55 first.
 */
export function phoneDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('55')) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * A paste goes through `phoneDigits` before the field's own 11-character limit cuts it (the browser would keep
 * "(31) 98765-" of a formatted number): the pasted digits replace the selection.
 */
export function pastePhone(event: ClipboardEvent<HTMLInputElement>, current: string, set: (value: string) => void) {
  const pasted = event.clipboardData.getData('text');
  if (!pasted) return;
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? current.length;
  const end = input.selectionEnd ?? current.length;
  set(phoneDigits(`${current.slice(0, start)}${pasted}${current.slice(end)}`));
}
