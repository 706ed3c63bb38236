/**
 * The operator as the Registro names her: her e-mail and name from her operator record (the table's, which every team
 * request reads anyway: docs/decisions/049-operator-roles.md), by her `sub`. Cognito's access tokens carry neither.
 */
import { getOperatorRecord } from './data/operator-table';

/** A warm function asks once per operator. */
const known = new Map<string, { name?: string; email?: string }>();

export async function operatorRecord(sub: string): Promise<{ name?: string; email?: string } | undefined> {
  const cached = known.get(sub);
  if (cached) return cached;
  const found = await getOperatorRecord(sub);
  if (!found) return undefined;
  const record = { ...(found.name && found.name !== found.email ? { name: found.name } : {}), email: found.email };
  known.set(sub, record);
  return record;
}
