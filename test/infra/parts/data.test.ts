import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '../../../lambdas/base/table/table-definition';
import { DataStack } from '../../../infra/cdk/data-stack';
import { removeOutdir, testOutdir } from '../helpers/carey-app';

const outdirs: string[] = [];
function tableTemplate(production: boolean) {
  const app = new App({ outdir: testOutdir() });
  outdirs.push(app.outdir);
  return Template.fromStack(new DataStack(app, 'Data', { production }));
}

describe('the one table', () => {
  afterAll(() => outdirs.forEach(removeOutdir));
  const dev = tableTemplate(false);
  const prod = tableTemplate(true);

  it('has the keys, indexes and TTL attribute of the shared table definition', () => {
    const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
    dev.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('names the table in an output for the operator import', () => {
    dev.hasOutput('TableName', { Value: { Ref: Object.keys(dev.findResources('AWS::DynamoDB::Table'))[0] } });
  });

  it('has point-in-time recovery on every stage', () => {
    for (const template of [dev, prod]) {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
  });

  it('is retained and protected from deletion on a production stage', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { DeletionProtectionEnabled: true },
    });
  });

  it('goes away with a non-production stage', () => {
    dev.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: { DeletionProtectionEnabled: false },
    });
  });
});
