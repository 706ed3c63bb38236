import fs from 'node:fs';
import { type AttributeValue, DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { startSeededStack } from '../../infra/local/seeded-stack';
import type { LocalStack } from '../../infra/local/stack';
import { api, signIn, signInOperator } from './helpers/local-stack';

/** Every item of the stack's table (a Scan answers at most 1 MB a page: read them all). */
async function items(stack: LocalStack) {
  const client = new DynamoDBClient({ endpoint: stack.dynamoEndpoint });
  const all: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
    all.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return all;
}

// Seeded files start on a copy of one seeded state (docs/decisions/059-seeded-template-and-one-infra-file.md): each copy must hold the
// whole sample and be the file's own.
describe('a seeded stack started from the seeded template', () => {
  const stacks: LocalStack[] = [];
  beforeAll(async () => {
    stacks.push(await startSeededStack({ functionLogs: 'keep' }));
    stacks.push(await startSeededStack({ functionLogs: 'keep' }));
  }, 120_000);
  afterAll(async () => {
    for (const stack of stacks) await stack.stop();
  });

  it('holds the sample data: the caregiver signs in and sees her notices, the operator signs in with her TOTP', async () => {
    const [stack] = stacks;
    const { accessToken } = await signIn(stack, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const notices = await api(stack, '/api/notices', { token: accessToken });
    expect(notices.status).toBe(200);
    // docs/local-stack.md: the sample caregiver has 3 unread notices
    expect(notices.json.items).toHaveLength(3);
    const operator = await signInOperator(stack, SAMPLE_OPERATOR);
    expect(operator.idToken).toBeTruthy();
    // The same sample in both; her sign-in's access record (decision 067) is left aside: the functions run in this
    // process, where the table client follows the stack started last.
    const sample = async (s: LocalStack) => (await items(s)).filter((i) => !i.PK?.S?.startsWith('SIGNIN#')).length;
    expect(await sample(stack)).toBe(await sample(stacks[1]));
  });

  it('is private: its own state folder, removed on stop, and a write to one stack is not in the other', async () => {
    const [first, second] = stacks;
    expect(first.stateDir).not.toBe(second.stateDir);
    await new DynamoDBClient({ endpoint: first.dynamoEndpoint }).send(
      new PutItemCommand({ TableName: first.tableName, Item: { PK: { S: 'PROBE#only-first' }, SK: { S: 'PROBE' } } }),
    );
    const has = async (stack: LocalStack) => (await items(stack)).some((item) => item.PK?.S === 'PROBE#only-first');
    expect(await has(first)).toBe(true);
    expect(await has(second)).toBe(false);
    const third = await startSeededStack({ functionLogs: 'keep' });
    expect(await has(third)).toBe(false);
    await third.stop();
    expect(fs.existsSync(third.stateDir)).toBe(false);
  }, 60_000);
});
