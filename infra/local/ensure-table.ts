import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '../../lambdas/base/table/table-definition';
import { TABLE_NAME } from './settings';

/** Creates the local table on its first start (a kept state folder already has it). */
export async function ensureTable(endpoint: string) {
  const client = new DynamoDBClient({ endpoint });
  try {
    await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(TABLE_NAME)));
  }
}
