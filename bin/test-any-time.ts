/**
 * `npm run test:any-time`: the unit project at two other instants, under Debian's faketime (the clock moved for every
 * process jest starts), and fails if either fails. Tests own their clock or take dates relative to it, and the
 * product reads São Paulo's calendar (docs/testing.md, "Any date, any hour"); this is how a test that only passes
 * today, or a UTC day where a person reads São Paulo's, is caught before the calendar catches it.
 * Extra arguments go to jest before the project (e.g. a file or `--maxWorkers=1`).
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { anyTimeTexts as t } from './cli-texts';

const ROOT = path.resolve(__dirname, '..');

/** Each instant and why: 400 days on (another date, another weekday, past every date a test wrote out), and 23:30 of
 * 31/12/2027 in São Paulo, which is 02:30 of 01/01/2028 in UTC: a day, a month and a year apart. */
const ANY_TIME_INSTANTS = [
  { label: t.later, faketime: '+400d' },
  { label: t.newYearsEve, faketime: '@2028-01-01 02:30:00' },
] as const;

function main(): number {
  if (spawnSync('faketime', ['-f', '+0', 'true']).error) {
    console.error(t.noFaketime);
    return 2;
  }
  const extra = process.argv.slice(2);
  let failed = 0;
  for (const instant of ANY_TIME_INSTANTS) {
    console.log(t.running(instant.label, instant.faketime));
    // TZ=UTC as in CI and in Lambda: faketime reads '@…' in the machine's zone.
    const run = spawnSync('faketime', ['-f', instant.faketime, path.join(ROOT, 'node_modules/.bin/jest'), ...extra, '--selectProjects', 'unit'], {
      cwd: ROOT,
      env: { ...process.env, TZ: 'UTC' },
      stdio: 'inherit',
    });
    if (run.status === 0) console.log(t.passed(instant.label));
    else {
      failed++;
      console.log(t.failed(instant.label, run.status));
    }
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = main();
