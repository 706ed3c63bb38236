/** Proves: the bell and 'Avisos lidos' write a notice's time in São Paulo's clock, as the server does, at the day's edge. */
import { noticeTime } from './texts';

test("a notice's time is São Paulo's, whatever the browser's zone", () => {
  expect(noticeTime(Date.parse('2026-11-22T02:59:00Z') / 1000, undefined)).toBe('21/11/2026 23:59');
  expect(noticeTime(Date.parse('2026-11-22T03:00:00Z') / 1000, undefined)).toBe('22/11/2026 00:00');
  expect(noticeTime(null, 'há 3 dias')).toBe('há 3 dias');
});
