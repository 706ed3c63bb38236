import { Readable } from 'node:stream';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CONFLICT_ATTEMPTS, conflictDelayMs, isOnlyConflict, retryTransactionConflicts } from './conflict-retry';

/** A DynamoDB client whose wire answers come from `answers` in order (no network), with the retry installed. */
function clientAnswering(answers: { status: number; body: unknown }[]) {
  const seen: string[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: { headers: Record<string, string> }) => {
        seen.push(request.headers['x-amz-target']);
        const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
        return {
          response: { statusCode: answer.status, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Readable.from([Buffer.from(JSON.stringify(answer.body))]) },
        };
      },
    },
  });
  retryTransactionConflicts(client);
  return { doc: DynamoDBDocumentClient.from(client), seen };
}

const cancelled = (...codes: string[]) => ({
  status: 400,
  body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: codes.map((Code) => ({ Code })) },
});
const write = new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } }] });

describe('retrying transactions cancelled by a conflict', () => {
  it('sends a transaction cancelled only by conflicts again until it goes through', async () => {
    const { doc, seen } = clientAnswering([cancelled('None', 'TransactionConflict'), cancelled('TransactionConflict'), { status: 200, body: {} }]);
    await expect(doc.send(write)).resolves.toBeDefined();
    expect(seen).toEqual(Array(3).fill('DynamoDB_20120810.TransactWriteItems'));
  });

  it('gives a failed condition to the caller at once, even beside a conflict', async () => {
    const { doc, seen } = clientAnswering([cancelled('ConditionalCheckFailed', 'TransactionConflict'), { status: 200, body: {} }]);
    await expect(doc.send(write)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(seen).toHaveLength(1);
  });

  it('stops after a bounded number of attempts', async () => {
    const { doc, seen } = clientAnswering([cancelled('TransactionConflict')]);
    await expect(doc.send(write)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(seen).toHaveLength(CONFLICT_ATTEMPTS);
  }, 20_000);

  it('leaves every other operation alone', async () => {
    const { doc, seen } = clientAnswering([{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionConflictException', message: 'x' } }]);
    await expect(doc.send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }))).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('waits a jittered time that grows with the attempt and never passes its bound', () => {
    expect(conflictDelayMs(1, () => 0)).toBe(0);
    expect(conflictDelayMs(1, () => 0.999)).toBeLessThan(conflictDelayMs(4, () => 0.999));
    for (let attempt = 1; attempt <= CONFLICT_ATTEMPTS; attempt++) expect(conflictDelayMs(attempt, () => 0.999)).toBeLessThanOrEqual(500);
    expect(isOnlyConflict(new Error('x'))).toBe(false);
  });
});
