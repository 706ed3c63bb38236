import type { DeletionReceiptLookup } from '../../contract/team';
import type { DeletionReceipt } from '../account/deletion';
import { invalidInput } from '../base/errors';
import { teamTexts } from './texts';

/** A receipt's code: the e-mail's keyed (or, before the pepper, plain) SHA-256, in hex. */
const CODE_PATTERN = /^[0-9a-f]{64}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Recibo de exclusão' in the console: what `npm run deletion-receipt` answers, read-only. The text is an e-mail
 * (looked up by its hashes; the table keeps no e-mail of a deleted account) or a receipt's code.
 */
export async function lookUpDeletionReceipts(
  text: string | undefined,
  io: { byEmail(email: string): Promise<{ hash: string; receipts: DeletionReceipt[] }>; byCode(code: string): Promise<DeletionReceipt[]> },
): Promise<DeletionReceiptLookup> {
  const value = (text ?? '').trim();
  let found: { hash: string; receipts: DeletionReceipt[] };
  if (CODE_PATTERN.test(value)) found = { hash: value.toLowerCase(), receipts: await io.byCode(value.toLowerCase()) };
  else if (EMAIL_PATTERN.test(value) && value.length <= 254) found = await io.byEmail(value.toLowerCase());
  else throw invalidInput(teamTexts.receiptSearchInvalid, 'busca');
  return {
    code: found.hash,
    receipts: found.receipts.map((r) => ({ requestedAt: r.requestedAt, completedAt: r.completedAt, steps: r.steps.map((s) => ({ step: s.step, doneAt: s.doneAt })) })),
  };
}
