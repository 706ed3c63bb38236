import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '../../lambdas/base/table/table-definition';
import { startLocalDynamo, type LocalDynamo } from './dynamo-local';
import { iteratorClasses } from './level-iterators';

describe('the local DynamoDB closes what each Query and Scan opens', () => {
  let dynamo: LocalDynamo;
  let doc: DynamoDBDocumentClient;
  beforeAll(async () => {
    dynamo = await startLocalDynamo({ port: 0 });
    doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));
    await doc.send(new CreateTableCommand(createTableInput('iterators')));
    for (let i = 0; i < 10; i++) await doc.send(new PutCommand({ TableName: 'iterators', Item: { PK: 'P', SK: `S${i}`, GSI1PK: 'G', GSI1SK: `S${i}` } }));
  });
  afterAll(() => dynamo.stop());

  it('closes one level iterator per Query (table and index, early stop or not) and per Scan', async () => {
    const closes = iteratorClasses.map((c) => jest.spyOn(c.prototype, 'close'));
    const closed = () => closes.reduce((n, spy) => n + spy.mock.calls.length, 0);
    const queries = [
      new QueryCommand({ TableName: 'iterators', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': 'P' }, Limit: 3 }),
      new QueryCommand({ TableName: 'iterators', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': 'P' } }),
      new QueryCommand({ TableName: 'iterators', IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :g', ExpressionAttributeValues: { ':g': 'G' }, Limit: 2 }),
      new ScanCommand({ TableName: 'iterators' }),
    ];
    for (const query of queries) {
      const before = closed();
      const out = await doc.send(query as QueryCommand);
      expect(out.Items?.length).toBeGreaterThan(0);
      // The stream is closed once the answer is sent; give it the tick it takes.
      await new Promise((r) => setImmediate(r));
      expect(closed()).toBeGreaterThan(before);
    }
    closes.forEach((spy) => spy.mockRestore());
  });
});
