import { benchTransferBytes } from '../bench/transfer-bytes';

/**
 * The `bytes` part of `npm run bench` on the build the e2e set-up made: what a caregiver's phone transfers (both ways,
 * headers included, compressed as the site compresses), held to budgets set from what was measured on 2026-12-02
 * (first visit 355.6 KB, of it the site 329.7 KB; return visit 25.9 KB, of it the API's answers 22.2 KB; README).
 * Bytes, not time: the figures do not depend on the machine.
 */
jest.setTimeout(180_000);

it('a first visit costs at most 400 KB, and a return visit little more than its API answers (the site at most 8 KB)', async () => {
  const { firstVisit, returnVisit } = await benchTransferBytes();
  // First: /login, her sign-in, /buscar-vagas to its first card, and the worker's cache filled for next time.
  expect(firstVisit.totalKb).toBeLessThanOrEqual(400);
  expect(firstVisit.loginKb).toBeLessThanOrEqual(160);
  expect(firstVisit.authKb).toBeGreaterThan(0);
  expect(firstVisit.apiKb).toBeGreaterThan(0);
  // Return: the worker answers the shell and the pictures; the network carries the page, /config.json and the API.
  expect(returnVisit.siteKb).toBeLessThanOrEqual(8);
  expect(returnVisit.site.map((r) => r.path).sort()).toEqual(['/buscar-vagas', '/config.json']);
  expect(returnVisit.totalKb).toBeLessThanOrEqual(returnVisit.apiKb + 8);
  expect(returnVisit.apiKb).toBeGreaterThan(0);
});
