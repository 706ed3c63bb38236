import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../env';

// Created on first use, not at import, so tests can point the SDK at a stand-in started on a free port.
// The endpoint comes from the environment (AWS_ENDPOINT_URL_DYNAMODB locally; the default in AWS).
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 5 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  return requireEnv('TABLE_NAME');
}
