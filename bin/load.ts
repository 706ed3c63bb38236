/**
 * `npm run load`: a bounded load run on a private local stack (free loopback ports, so it runs beside
 * `npm run dev`), then the integrity check. `--duration=60` (seconds), `--connections=20`, `--users=40`,
 * `--openings=600`, `--throttle=RATE/BURST` (the API stage's throttle, requests a second and burst: a small one
 * shows API Gateway's 429s; the stage's default, 1000/2000, otherwise), `--real-rate-limits` (keep the production limits: most sign-ups and support posts become 429s,
 * counted apart), `--steady` (only requests that add no records, so the stack's memory should stay flat: a leak
 * check). `--json=file` also writes the figures. Exit code 1 when a request failed (any status other than
 * the expected ones and 429) or the check found anything lost or corrupted. See docs/capacity.md.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import { formatLoadResult, runLoad } from '../test/load/run-load';
import { loadMix } from '../test/load/mix';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const number = (name: string, fallback: number, max: number) => {
  const value = Number(flag(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return value;
};

/** `--throttle=20/40`: the stage's rate (requests a second) and burst. */
function throttleFlag(value: string | undefined) {
  if (value === undefined) return undefined;
  const [rateLimit, burstLimit] = value.split('/').map(Number);
  if (!(rateLimit > 0) || !Number.isInteger(burstLimit) || burstLimit < 1) throw new Error('--throttle must be RATE/BURST, e.g. --throttle=20/40');
  return { rateLimit, burstLimit };
}

async function main() {
  const result = await runLoad({
    durationSeconds: number('duration', 60, 3600),
    connections: number('connections', 20, 500),
    users: number('users', 40, 1000),
    noticesPerUser: 20,
    openings: number('openings', 600, 20_000),
    raiseRateLimits: !process.argv.includes('--real-rate-limits'),
    throttle: throttleFlag(flag('throttle')),
    mix: process.argv.includes('--steady') ? loadMix.filter((row) => !row.creates) : loadMix,
    log: (line) => console.log(line),
  });
  console.log(`\n${formatLoadResult(result)}`);
  console.log(`server log: ${result.serverLog}`);
  const json = flag('json');
  if (json) fs.writeFileSync(json, JSON.stringify(result, null, 2) + '\n');
  const lostSignups = result.caregivers.found !== result.caregivers.expected;
  if (result.errors > 0 || result.integrityProblems.length > 0 || lostSignups) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
