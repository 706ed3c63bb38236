import { hashPepper } from '../base/secrets/hash-pepper';
import { findDeletionReceipts } from './data/account-deletions';
import { deletionEmailHash, legacyDeletionEmailHash, type DeletionReceipt } from './deletion';

/**
 * "Was the account with this e-mail deleted?": the receipts under the e-mail's peppered hash and, for deletions
 * done before the pepper, under its old plain hash; oldest first. `hash` is the one receipts are written under now.
 */
export async function deletionReceiptsOf(email: string): Promise<{ hash: string; receipts: DeletionReceipt[] }> {
  const hash = deletionEmailHash(email, await hashPepper());
  const found = await Promise.all([findDeletionReceipts(hash), findDeletionReceipts(legacyDeletionEmailHash(email))]);
  return { hash, receipts: found.flat().sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)) };
}

/** The receipts written under one code (a hash as the lookup above prints it), oldest first. */
export async function deletionReceiptsByCode(code: string): Promise<DeletionReceipt[]> {
  return (await findDeletionReceipts(code)).sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
