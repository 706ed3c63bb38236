import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CAREGIVER_LIST, caregiverFromItem, normalizeName } from '../../caregivers/store';
import { db, tableName } from '../../base/table/client';
import { cursorScope, decodePartitionCursor, encodeCursor } from '../../base/table/cursor';
import { NO_PLAN } from '../../../contract/plans';
import { VERIFIED_STATUS } from '../../../contract/team';
import { saoPauloDayRange } from '../../../contract/sao-paulo-time';
import type { CaregiverCriteria, CaregiverPage } from '../caregiver-search';

const KEY_NAMES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
/** A page stops once it has this many matches. */
export const SEARCH_PAGE_SIZE = 20;
/** Records read per Query (so a page holds at most 39), and Queries per request at most (500 records, about 0.5 MB). */
const READ_PER_QUERY = SEARCH_PAGE_SIZE;
const MAX_QUERIES = 25;

/**
 * One page of the caregivers' list (GSI1 partition CAREGIVERS, newest sign-up first): the sign-up dates are the
 * key range, name, plan and account state a FilterExpression. It reads on until SEARCH_PAGE_SIZE match or
 * MAX_QUERIES × READ_PER_QUERY records were read, and never past that, so one request costs at most about 0.5 MB
 * of reads whatever the list's size.
 */
export async function queryCaregiverList(criteria: CaregiverCriteria, cursor?: string): Promise<CaregiverPage> {
  const scope = cursorScope('cuidadoras', { ...criteria });
  let startKey: Record<string, unknown> | undefined = await decodePartitionCursor(cursor, KEY_NAMES, CAREGIVER_LIST, scope, 'GSI1PK');
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':list': CAREGIVER_LIST };
  const filters: string[] = [];
  let range = '';
  if (criteria.from || criteria.to) {
    // Sign-up days are São Paulo's; `dataCadastro` is a UTC instant.
    const days = saoPauloDayRange(criteria.from, criteria.to);
    values[':from'] = days.from;
    values[':to'] = `${days.to}\uffff`;
    range = ' AND GSI1SK BETWEEN :from AND :to';
  }
  if (criteria.name) {
    values[':name'] = normalizeName(criteria.name);
    const inEmail = (criteria.emailFragments ?? []).map((fragment, i) => {
      values[`:email${i}`] = fragment;
      return ` OR contains(email, :email${i})`;
    });
    filters.push(`(contains(nomeBusca, :name)${inEmail.join('')})`);
  }
  if (criteria.plan) {
    // The contract's hasPlan as a filter: 'Sem Plano', empty or missing is no plan; any plan name is a plan.
    names['#plan'] = 'tipodeconta';
    values[':noPlan'] = NO_PLAN;
    values[':blank'] = '';
    // (= rather than IN: dynalite's IN never matches an empty string, DynamoDB's does.)
    const none = '(attribute_not_exists(#plan) OR #plan = :noPlan OR #plan = :blank)';
    filters.push(criteria.plan === 'com' ? `NOT ${none}` : none);
  }
  if (criteria.state === 'bloqueada') filters.push('signInBlocked = :yes');
  else if (criteria.state) {
    names['#status'] = 'status';
    values[':verified'] = VERIFIED_STATUS;
    filters.push(criteria.state === 'verificada' ? '#status = :verified' : '#status <> :verified');
  }
  if (criteria.state === 'bloqueada') values[':yes'] = true;

  const items: CaregiverPage['items'] = [];
  for (let query = 0; query < MAX_QUERIES && items.length < SEARCH_PAGE_SIZE; query++) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: `GSI1PK = :list${range}`,
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: READ_PER_QUERY,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(out.Items ?? []).map(caregiverFromItem));
    startKey = out.LastEvaluatedKey;
    if (!startKey) break;
  }
  return { items, cursor: await encodeCursor(startKey, scope) };
}
