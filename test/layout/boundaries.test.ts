import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './import-graph';

/**
 * The boundary rules of eslint.config.mjs, each proven on a file that breaks it and on one that keeps it. The rule
 * judges the path an import resolves to, so a detour through an allowed folder (`contract/../lambdas/…`) is caught.
 */
const SLICE_DATA = "Another slice's data/ is private to it: import what it publishes in its store.ts (lambdas/<slice>/store.ts), docs/decisions/020.";
const BASE = 'lambdas/base/ imports no slice (nor lambdas/routes.ts): move what it needs into the base, or let the slice pass it in (docs/decisions/020).';
const CONTRACT = 'contract/ is shared by the SPA and the API: it imports nothing from the server, the SPA or the tools.';
const INFRA = 'lambdas/ never imports infra/: move what both need below the server (lambdas/base/ or contract/), docs/decisions/027.';
const TEAM = "The team's console (lambdas/team/) is above the other slices: import nothing of it, and put a shared mechanism in lambdas/base/ (docs/decisions/027).";
const WEB = 'The web app imports only the contract (contract/) from outside web/: move the shared shape there.';

/** [file the code is linted as, code, the boundary message expected, or null for an allowed import] */
const cases: [string, string, string | null][] = [
  ['lambdas/alerts/example.ts', "export { getCaregiver } from '../caregivers/data/caregivers';", SLICE_DATA],
  ['lambdas/team/handlers/example.ts', "import { listAlerts } from '../../alerts/data/alerts';\nexport const f = listAlerts;", SLICE_DATA],
  ['lambdas/alerts/example.ts', "export const load = () => import('../caregivers/data/caregivers');", SLICE_DATA],
  ['lambdas/alerts/example.ts', "export const load = () => require('../caregivers/data/caregivers');", SLICE_DATA],
  ['lambdas/alerts/example.ts', "export { getCaregiver } from '../caregivers/store';", null],
  ['lambdas/alerts/example.ts', "export { listAlerts } from './data/alerts';\nexport { isValidPoint } from '../base/places/geo';", null],
  ['lambdas/base/http/example.ts', "export { requireSignedIn } from '../../caregivers/signed-in';", BASE],
  ['lambdas/base/example.ts', "export const load = () => import('../team/texts');", BASE],
  ['lambdas/base/example.ts', "export const load = () => require('../alerts/alerts');", BASE],
  ['lambdas/base/example.ts', "export { routes } from '../routes';", BASE],
  ['lambdas/base/http/example.ts', "export { DomainError } from '../errors';\nexport type { AuditEntry } from '../../../contract/team';", null],
  ['lambdas/base/example.ts', "export { overviewCounts } from '../base/../team/counters';", BASE],
  ['lambdas/base/http/example.ts', "export { securityHeaders } from '../../../infra/security-headers';", INFRA],
  ['lambdas/team/handlers/example.ts', "export const load = () => import('../../../infra/local/stack');", INFRA],
  ['lambdas/routes.ts', "export const load = () => require('../infra/runtime-config');", INFRA],
  ['lambdas/alerts/example.ts', "export { counterUpdates } from '../base/counters/counters';", null],
  ['lambdas/openings/data/example.ts', "export { counterUpdates } from '../../team/counters';", TEAM],
  ['lambdas/caregivers/data/example.ts', "export const load = () => import('../../team/caregiver-search');", TEAM],
  // issue 41: account deletion anonymises the Registro through the base, never through the team's console (not even a store.ts)
  ['lambdas/account/example.ts', "export { anonymizeAuditEntriesAbout } from '../team/store';", TEAM],
  ['lambdas/account/example.ts', "export { auditLine } from '../team/audit';", TEAM],
  ['lambdas/account/example.ts', "export { anonymizeAuditEntriesAbout } from '../base/registro/anonymise';", null],
  ['lambdas/team/example.ts', "export { normalizeName } from '../caregivers/store';\nexport { auditPut } from './data/table';", null],
  ['lambdas/subscriptions/handlers/example.test.ts', "export { startStripeStandIn } from '../../../infra/local/stripe/stand-in';", null],
  ['infra/local/example.ts', "export { securityHeaders } from '../../lambdas/base/http/security-headers';", null],
  ['contract/example.ts', "export { DomainError } from '../lambdas/base/errors';", CONTRACT],
  ['contract/example.ts', "export const load = () => import('../web/src/lib/api');", CONTRACT],
  ['contract/example.ts', "export type { Me } from './caregiver';", null],
  ['web/src/features/example/example.ts', "export { routes } from '../../../../lambdas/routes';", WEB],
  ['web/src/features/example/example.ts', "export const load = () => import('../../../../infra/local/stack');", WEB],
  ['web/src/features/example/example.ts', "export type { Me } from '../../../../contract';", null],
  ['web/src/features/example/example.tsx', "export { routes } from '../../../../contract/../lambdas/routes';", WEB],
  ['web/src/features/example/example.ts', "export const load = () => import('../../../../contract/../infra/local/stack');", WEB],
  ['contract/example.ts', "export { DomainError } from './../lambdas/base/errors';", CONTRACT],
  ['lambdas/alerts/example.ts', "export { getCaregiver } from '../alerts/../caregivers/data/caregivers';", SLICE_DATA],
];

function lint(files: { filePath: string; code: string }[]): string[][] {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'test/layout/lint-text.mjs')], { cwd: ROOT, input: JSON.stringify(files), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('lint refuses each import across a boundary, static or dynamic, and allows the ones inside', () => {
  const results = lint(cases.map(([filePath, code]) => ({ filePath, code })));

  it.each(cases.map((c, i) => [c[0], c[1], c[2], i] as const))('%s: %s', (_file, _code, expected, i) => {
    if (expected === null) expect(results[i]).toEqual([]);
    else expect(results[i].length).toBeGreaterThan(0);
    for (const message of results[i]) expect(message).toContain(expected ?? 'no message');
  });
});
