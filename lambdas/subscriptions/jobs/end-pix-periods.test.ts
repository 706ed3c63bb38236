import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

Object.assign(process.env, { TABLE_NAME: 'test-table', SITE_URL: 'https://carey.exemplo' });
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./end-pix-periods') as typeof import('./end-pix-periods');

/** The latest due time each queue was asked for, as epoch milliseconds. */
const askedUpTo = () => ddb.commandCalls(QueryCommand).map((c) => JSON.stringify(c.args[0].input.ExpressionAttributeValues).match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g)!.map(Date.parse)).flat();

describe('end-pix-periods job', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [] });
  });

  it('a future "now" given in the event is not honoured: the queues are read up to the clock only', async () => {
    const before = Date.now();
    expect(await handler({ now: '2999-01-01T00:00:00Z' })).toEqual({ ended: 0, reminded: 0, failed: 0 });
    const times = askedUpTo();
    expect(times).toHaveLength(2);
    for (const t of times) {
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('a past "now" is honoured (a test may run the job as it was then)', async () => {
    await handler({ now: '2026-11-23T10:00:00Z' });
    expect(askedUpTo()).toEqual([Date.parse('2026-11-23T10:00:01Z'), Date.parse('2026-11-23T10:00:01Z')]);
  });
});
