/**
 * The one DynamoDB table, defined once. The CDK table, the local table and the data modules all read this,
 * so key names cannot drift between AWS, the local stack and the code.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Overloaded secondary indexes; each entity module says what it stores in them. */
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after it passes (cache entries, webhook event ids). */
  timeToLiveAttribute: 'expiresAt',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** CreateTable input for the local table (dynalite); the CDK construct builds the same shape. */
export function createTableInput(tableName: string) {
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' as const },
      { AttributeName: sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((i) => ({
      IndexName: i.indexName,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
