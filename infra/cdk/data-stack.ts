import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../lambdas/base/table/table-definition';

export interface DataStackProps extends StackProps {
  /** Production stages keep the table when the stack goes, and refuse to delete it. */
  production: boolean;
}

/** The one table, built from the same definition the local stack and the data modules use. */
export class DataStack extends Stack {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute,
      // New openings are matched against saved alerts from the stream (lambdas/alerts/jobs/match-new-openings.ts).
      stream: StreamViewType.NEW_IMAGE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
    // The operator import (`TABLE_NAME=... npm run import`) needs the generated name.
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
