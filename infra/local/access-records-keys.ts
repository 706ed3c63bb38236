import fs from 'node:fs';
import path from 'node:path';
import { generateSealingKeyPair, type SealingKeyPair } from '../../lambdas/base/sealing/sealed-box';

/**
 * Locally, the key pair of the access records lives in the stack's state folder (`.local/state` for `npm run dev`):
 * the functions get the public half (ACCESS_RECORDS_PUBLIC_KEY), as in AWS; the private half, which in AWS only the
 * break-glass role may read, stays in this file for the operator tool and the tests (docs/decisions/040).
 */
export const accessRecordsKeyFile = (stateDir: string) => path.join(stateDir, 'access-records-key.json');

export function localAccessRecordsKeys(stateDir: string): SealingKeyPair {
  const file = accessRecordsKeyFile(stateDir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SealingKeyPair;
  const keys = generateSealingKeyPair();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
