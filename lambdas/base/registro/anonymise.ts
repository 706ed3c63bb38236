import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../table/client';
import { messages } from '../messages';
import { scrubIdentifiers } from '../text';

/**
 * What the team keeps about one person (a Registro line, a notice sent to her only) is indexed (GSI1) under her id,
 * so her account deletion can find it without the team's console: a mechanism below every slice (docs/decisions/027).
 * The team writes these keys (lambdas/team/data/table.ts); the account deletion takes them out. A line whose details
 * name her without her being its target (a search's text that found her) is found through a reference item under her
 * id (`audit-ref`, in the Registro's own partitions: added with the line, never after).
 */
export const targetPartition = (uid: string) => `AUDIT#TARGET#${uid}`;
export const targetIndexKeyOf = (uid: string, sortKey: string) => ({ GSI1PK: targetPartition(uid), GSI1SK: sortKey });
/** A reference's own key names the line and its place among the line's references, never her (her id is only in GSI1PK). */
export const auditRefKeyOf = (lineSortKey: string, n: number) => ({ PK: 'AUDIT#REFS', SK: `${lineSortKey}#${n}` });

/**
 * A detail's text names her when it holds her whole e-mail or her phone's digits, or when every word of it is a word
 * of her name or of her e-mail's local part ('joana', 'Joana Silva', 'joana.silva' all name Joana Silva
 * <joana.silva@…>), case and accents aside.
 */
export function namesHer(text: string, identifiers: readonly string[]): boolean {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const words = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const t = plain(text);
  const digits = text.replace(/\D/g, '');
  const tokens = new Set<string>();
  for (const id of identifiers) {
    const p = plain(id);
    if (!p) continue;
    if (p.includes('@') && t.includes(p)) return true;
    const idDigits = id.replace(/\D/g, '');
    if (!/\p{L}/u.test(id) && idDigits.length >= 8 && digits.length >= 8 && (idDigits.endsWith(digits) || digits.endsWith(idDigits))) return true;
    for (const w of words(p.split('@')[0])) tokens.add(w);
  }
  const own = words(t);
  return own.length > 0 && own.every((w) => tokens.has(w));
}

/**
 * Account deletion (LGPD): every entry about her keeps its action, time and operator and loses her id and her name
 * or e-mail as written then; in its reason her name, e-mail and phone (`identifiers`) become '[removido]'; a detail
 * that names her (`namesHer`) becomes 'conta excluída', in the lines about her and in those that only mention her
 * (a search that found her: its reference goes). A notice sent to her only loses
 * her name. Doing it again finds nothing left to change. The only update of Registro items (IAM, infra/cdk/audit-deny.ts).
 */
export async function anonymizeAuditEntriesAbout(uid: string, identifiers: readonly string[] = []): Promise<number> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': targetPartition(uid) } });
  for (const item of items) {
    if (item.entity === 'audit-ref') {
      const line = item.line as { PK: string; SK: string };
      const [found] = await queryAll({ KeyConditionExpression: 'PK = :pk AND SK = :sk', ExpressionAttributeValues: { ':pk': line.PK, ':sk': line.SK } });
      if (found) await scrubDetails(line, found, identifiers, false);
      await update({ PK: item.PK, SK: item.SK }, 'REMOVE GSI1PK, GSI1SK, line', {});
      continue;
    }
    if (item.entity === 'audit') {
      await scrubDetails({ PK: item.PK, SK: item.SK }, item, identifiers, true);
      continue;
    }
    await update({ PK: item.PK, SK: item.SK }, 'SET targetDeleted = :yes REMOVE targetId, targetLabel, destinataria, GSI1PK, GSI1SK', { ':yes': true });
  }
  return items.length;
}

/** One line: her details (and, when it is about her, her id, name and the reason) out, in one update. */
async function scrubDetails(key: { PK: unknown; SK: unknown }, item: Record<string, unknown>, identifiers: readonly string[], aboutHer: boolean): Promise<void> {
  const details = (item.details ?? {}) as Record<string, unknown>;
  const named = Object.entries(details).filter(([, v]) => typeof v === 'string' && namesHer(v, identifiers)).map(([k]) => k);
  const sets = named.map((_, i) => `details.#d${i} = :removed`);
  const names = Object.fromEntries(named.map((k, i) => [`#d${i}`, k]));
  const values: Record<string, unknown> = named.length ? { ':removed': messages.accountDeleted } : {};
  if (aboutHer) {
    sets.push('targetDeleted = :yes');
    values[':yes'] = true;
  }
  const reason = typeof item.reason === 'string' ? scrubIdentifiers(item.reason, identifiers, messages.removedText) : undefined;
  if (reason !== undefined && reason !== item.reason) {
    sets.push('reason = :reason');
    values[':reason'] = reason;
  }
  const removes = aboutHer ? ' REMOVE targetId, targetLabel, destinataria, GSI1PK, GSI1SK' : '';
  if (!sets.length && !removes) return;
  await update(key, `${sets.length ? `SET ${sets.join(', ')}` : ''}${removes}`, values, names);
}

function update(key: { PK: unknown; SK: unknown }, expression: string, values: Record<string, unknown>, names: Record<string, string> = {}) {
  return db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: expression.trim(),
      ConditionExpression: 'attribute_exists(PK)',
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    }),
  );
}
