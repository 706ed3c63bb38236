import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { LocalStack } from '../../infra/local/stack';
import { recordIntegrity } from './report';

type Item = Record<string, unknown>;

/**
 * Reads a whole local table (and the user pool) and lists every record that is lost or corrupt: claims without
 * their caregiver or caregivers without their claims, notices whose unread index disagrees with their status,
 * support messages neither sent nor pending, unknown plans, and Cognito users left without a caregiver record.
 */
export async function findIntegrityProblems(stack: LocalStack): Promise<string[]> {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.dynamoEndpoint }));
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await doc.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...((out.Items ?? []) as Item[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);

  const problems: string[] = [];
  const byKey = new Map(items.map((i) => [`${i.PK}|${i.SK}`, i]));
  const caregivers = items.filter((i) => i.SK === 'PROFILE' && String(i.PK).startsWith('CAREGIVER#'));
  for (const c of caregivers) {
    const phone = byKey.get(`PHONE#${c.phone}|PHONE`);
    const email = byKey.get(`EMAIL#${String(c.email).toLowerCase()}|EMAIL`);
    if (phone?.uid !== c.uid) problems.push(`caregiver ${c.uid} without its phone claim`);
    if (email?.uid !== c.uid) problems.push(`caregiver ${c.uid} without its e-mail claim`);
    if (!['Sem Plano', 'Mensal', 'Trimestral'].includes(String(c.tipodeconta))) problems.push(`caregiver ${c.uid} with unknown plan ${c.tipodeconta}`);
  }
  for (const claim of items.filter((i) => i.SK === 'PHONE' || i.SK === 'EMAIL')) {
    if (!byKey.has(`CAREGIVER#${claim.uid}|PROFILE`)) problems.push(`orphan ${String(claim.SK).toLowerCase()} claim ${claim.PK}`);
  }
  for (const n of items.filter((i) => String(i.SK).startsWith('NOTICE#'))) {
    const indexed = n.GSI2PK === `UNREAD#${n.userId}`;
    if (indexed !== (n.status === 'nao lido')) problems.push(`notice ${n.SK} status ${n.status} but unread index ${indexed}`);
  }
  for (const m of items.filter((i) => String(i.PK).startsWith('SUPPORT#') && i.SK === 'MESSAGE')) {
    const pending = m.GSI2PK === 'SUPPORT#PENDING';
    if (!(m.nome && m.email && m.mensagem)) problems.push(`support message ${m.PK} lost its content`);
    if (pending !== (m.status === 'pending')) problems.push(`support message ${m.PK} status ${m.status} but pending index ${pending}`);
  }

  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  const users = await cognito.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }));
  for (const user of users.Users ?? []) {
    const sub = user.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub && !byKey.has(`CAREGIVER#${sub}|PROFILE`)) problems.push(`Cognito user ${user.Username} without a caregiver record`);
  }
  return problems;
}

/** For the end of a hardening test file: nothing may be lost or corrupt; the count goes to the reliability report. */
export async function expectIntact(stack: LocalStack, category: string) {
  const problems = await findIntegrityProblems(stack);
  recordIntegrity(category, problems);
  expect(problems).toEqual([]);
}
