import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { phoneClaimKey } from '../../lambdas/caregivers/data/caregivers';
import { noticeKey } from '../../lambdas/notices/data/notices';
import { findIntegrityProblems, findTracesOf } from '../reliability/integrity';
import { useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });

describe('the integrity check used by the hardening tests', () => {
  it('finds nothing wrong in freshly seeded data', async () => {
    expect(await findIntegrityProblems(stack())).toEqual([]);
  });

  it('reports an orphan claim and a notice whose unread index disagrees with its status', async () => {
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack().dynamoEndpoint }));
    await doc.send(new PutCommand({ TableName: stack().tableName, Item: { ...phoneClaimKey('11900009999'), uid: 'ninguem' } }));
    await doc.send(new PutCommand({ TableName: stack().tableName, Item: { ...noticeKey('u-x', '1700000000-00000000'), userId: 'u-x', status: 'lido', GSI2PK: 'UNREAD#u-x', GSI2SK: 'x' } }));
    const problems = await findIntegrityProblems(stack());
    expect(problems).toEqual(expect.arrayContaining(['orphan phone claim PHONE#11900009999', expect.stringMatching(/^notice NOTICE#1700000000-00000000 status lido but unread index true$/)]));
  });

  it('reads the whole table, past DynamoDB\'s 1 MB a Scan page: every one of 40 items of 30 KB that names her is a trace', async () => {
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack().dynamoEndpoint }));
    const uid = 'uid-de-muitas-paginas';
    for (let i = 0; i < 40; i++) {
      await doc.send(new PutCommand({ TableName: stack().tableName, Item: { PK: `PAGINAS#${i}`, SK: 'X', entity: 'teste', uid, recheio: 'x'.repeat(30_000) } }));
    }
    const traces = await findTracesOf(stack(), [uid]);
    expect(traces.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `PAGINAS#${i}|X`).sort());
  });
});
