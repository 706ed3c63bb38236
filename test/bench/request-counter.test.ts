import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { requestCounter } from './request-counter';

/** A document client that answers every call itself (after a short wait), reporting 0.5 read units. */
function answeringClient() {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'sa-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } }));
  client.middlewareStack.add(
    () => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { output: { $metadata: {}, ConsumedCapacity: { CapacityUnits: 0.5 } }, response: {} };
    },
    { step: 'build', name: 'answerLocally' },
  );
  return client;
}

describe('bench request counter', () => {
  it('counts only the requests made inside each measured call, even with other calls on the same client meanwhile', async () => {
    const client = answeringClient();
    const counter = requestCounter(client);
    const get = () => client.send(new GetCommand({ TableName: 't', Key: { PK: 'a' } }));
    const put = () => client.send(new PutCommand({ TableName: 't', Item: { PK: 'a' } }));
    // Something else (a stream consumer, say) uses the client all along.
    const background = Promise.all(Array.from({ length: 10 }, () => put()));
    const [a, b] = await Promise.all([
      counter.count(async () => {
        await get();
        await Promise.all([get(), put()]);
        return 'a';
      }),
      counter.count(async () => {
        await put();
        return 'b';
      }),
    ]);
    await background;
    expect(a).toEqual({ value: 'a', requests: { total: 3, byCommand: { GetItemCommand: 2, PutItemCommand: 1 }, readUnits: 1 } });
    expect(b.requests).toEqual({ total: 1, byCommand: { PutItemCommand: 1 }, readUnits: 0 });
    counter.stop();
    expect((await counter.count(get)).requests.total).toBe(0);
  });
});
