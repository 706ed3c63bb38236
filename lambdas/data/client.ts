import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../env';

// Three attempts with the SDK's backoff ride out a short throttling burst yet answer 503 in a few seconds,
// well inside the function's timeout.
// Created on first use, not at import, so tests can point the SDK at a stand-in started on a free port.
// The endpoint comes from the environment (AWS_ENDPOINT_URL_DYNAMODB locally; the default in AWS).
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** Forgets the client, for a benchmark that starts a second local stack (another endpoint) in one process. */
export function resetDb(): void {
  documentClient = undefined;
}

export function tableName(): string {
  return requireEnv('TABLE_NAME');
}
