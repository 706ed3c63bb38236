/**
 * Operator: "was my data deleted?" — `npm run deletion-receipt -- email@exemplo.com.br [--local]`.
 * Prints the receipts of every deletion of an account that had this e-mail (dates and steps), found by the
 * e-mail's peppered hash (and its plain hash, for deletions done before the pepper): the table keeps no e-mail of a
 * deleted account. In AWS, run it with the operator's credentials, TABLE_NAME and HASH_PEPPER_SECRET_ID set;
 * `--local` points it at `npm run dev`'s stack. Exit code 0 found, 2 none, 1 usage.
 */
import './quiet-aws-sdk';
import { deletionReceiptsOf } from '../lambdas/account/deletion-receipts';
import { LOCAL_HASH_PEPPER } from '../infra/local/settings';
import { pointAtLocalStack, runCli } from './operator-cli';
import { deletionReceiptTexts as t } from './cli-texts';

async function main(argv: string[]): Promise<number> {
  const email = argv.find((a) => !a.startsWith('--'));
  if (!email) {
    console.error(t.usage);
    return 1;
  }
  if (argv.includes('--local')) pointAtLocalStack({ HASH_PEPPER: LOCAL_HASH_PEPPER });
  const { hash, receipts } = await deletionReceiptsOf(email);
  if (!receipts.length) {
    console.log(t.none(hash));
    return 2;
  }
  for (const r of receipts) {
    console.log(t.receipt(r.requestedAt, r.completedAt, hash));
    if (r.requestedBy) console.log(t.requestedBy(r.requestedBy.operatorId, r.requestedBy.operatorEmail));
    for (const s of r.steps) console.log(`  - ${s.step}: ${s.doneAt}`);
  }
  return 0;
}

if (require.main === module) runCli(main);
