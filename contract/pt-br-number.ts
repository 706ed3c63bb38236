/**
 * A number ≥ 0 as Intl's pt-BR writes it ('1.234', '3,2'), rounded half away from zero as Intl rounds, written without
 * Intl: the first Intl call costs a phone about 50 ms of blocked page (docs/decisions/083-sao-paulo-clock-without-intl.md).
 * contract/pt-br-number.test.ts holds it to Intl's own output.
 */
export function ptBrNumber(value: number, fractionDigits: 0 | 1): string {
  // 0.15 × 10 is 1.5 exactly in floating point, so a tie rounds up as ICU rounds the decimal '0.15' (toFixed would not).
  const scale = 10 ** fractionDigits;
  const [whole, fraction = ''] = (Math.round(value * scale) / scale).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fractionDigits ? `${grouped},${fraction}` : grouped;
}
