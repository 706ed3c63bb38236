import { benchWebSize } from '../bench/web-size';

/**
 * The `web` part of `npm run bench` on the build the e2e set-up made (test/e2e/global-setup.ts): /login's gzipped
 * JavaScript stays within its budget of 115 KB (decisions 048 and 054), so a change that pulls Amplify or a page's
 * code back into it is a red build. Bytes, not time: the figure does not depend on the machine.
 */
jest.setTimeout(180_000);

it("/login loads at most 115 KB of gzipped JavaScript, and /buscar-vagas loads more than /login's own (it measured both)", async () => {
  const web = await benchWebSize();
  expect(web.loginKb).toBeLessThanOrEqual(115);
  expect(web.loginFiles.length).toBeGreaterThan(0);
  expect(web.buscarVagasFiles).not.toEqual(web.loginFiles);
  expect(web.totalKb).toBeGreaterThan(web.loginKb);
});
