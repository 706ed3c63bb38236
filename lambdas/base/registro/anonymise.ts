import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../table/client';
import { messages } from '../messages';
import { namesHer, scrubIdentifiers } from '../identifiers';

/**
 * What the team keeps about one person (a Registro line, a notice sent to her only) is indexed (GSI1) under her id,
 * so her account deletion can find it without the team's console: a mechanism below every slice (docs/decisions/027).
 * The team writes these keys (lambdas/team/data/table.ts); the account deletion takes them out. A line whose details
 * may name her without her being its target (a search's text) is a search line: every one is indexed under
 * `SEARCH_LINES` (GSI2), and her deletion reads them all, a page at a time, for a detail that names her (whatever
 * the search found: page 2, nobody). References (`audit-ref`) written under her id by earlier versions are still read.
 */
export const targetPartition = (uid: string) => `AUDIT#TARGET#${uid}`;
export const targetIndexKeyOf = (uid: string, sortKey: string) => ({ GSI1PK: targetPartition(uid), GSI1SK: sortKey });
const SEARCH_LINES = 'AUDIT#SEARCHES';
export const searchIndexKeyOf = (sortKey: string) => ({ GSI2PK: SEARCH_LINES, GSI2SK: sortKey });
/** Search lines read per Query by a deletion (each a few hundred bytes: one page is well under 1 MB). */
const SEARCH_PAGE = 200;

/**
 * Account deletion (LGPD): every entry about her keeps its action, time and operator and loses her id and her name
 * or e-mail as written then; in its reason her name, e-mail and phone (`identifiers`) become '[removido]'; a detail
 * that names her (`namesHer`) becomes 'conta excluída', in the lines about her and in those that only mention her
 * (every search line: `scrubSearchesNaming`; an old reference goes). A notice sent to her only loses
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
  if (identifiers.length) await scrubSearchesNaming(identifiers);
  return items.length;
}

/** Every search line (oldest first, `SEARCH_PAGE` at a time) whose details name her loses them ('conta excluída'). */
async function scrubSearchesNaming(identifiers: readonly string[]): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({ TableName: tableName(), IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': SEARCH_LINES }, Limit: SEARCH_PAGE, ExclusiveStartKey: start }),
    );
    for (const item of out.Items ?? []) {
      const details = Object.values((item.details ?? {}) as Record<string, unknown>);
      if (details.some((v) => typeof v === 'string' && namesHer(v, identifiers))) await scrubDetails({ PK: item.PK, SK: item.SK }, item, identifiers, false);
    }
    start = out.LastEvaluatedKey;
  } while (start);
}

/**
 * The Registro's lines with `action` about one record (an opening: `{family}/{opening}`) lose her identifiers in
 * their reason and details ('Descartar denúncia' is filed under the opening, and its reason may name the reporter).
 * Her deletion calls it for each opening she reported. Doing it again finds nothing left to change.
 */
export async function anonymizeAuditLinesAboutRecord(targetId: string, action: string, identifiers: readonly string[]): Promise<void> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: '#action = :action',
    ExpressionAttributeNames: { '#action': 'action' },
    ExpressionAttributeValues: { ':pk': targetPartition(targetId), ':action': action },
  });
  for (const item of items) if (item.entity === 'audit') await scrubDetails({ PK: item.PK, SK: item.SK }, item, identifiers, false);
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
