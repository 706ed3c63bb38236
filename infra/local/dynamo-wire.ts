import { postAwsJson } from './aws-json';

/** A DynamoDB JSON-protocol error, as the real service sends it. */
export class DynamoWireError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly statusCode = 400,
  ) {
    super(message);
  }
  toBody() {
    return { __type: `com.amazonaws.dynamodb.v20120810#${this.type}`, message: this.message, ...this.extra };
  }
}

// dynalite checks that a request is signed, not the signature itself.
const FAKE_AUTH = 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0';

/** Calls one DynamoDB operation on dynalite over its JSON protocol. */
export async function callDynamo(endpoint: URL, operation: string, input: unknown): Promise<Record<string, unknown>> {
  const { status, body } = await postAwsJson(endpoint, {
    target: `DynamoDB_20120810.${operation}`,
    version: '1.0',
    input,
    headers: { authorization: FAKE_AUTH, 'x-amz-date': '20200101T000000Z' },
  });
  if (status < 400) return body;
  const type = String(body.__type ?? 'InternalServerError').split('#').pop() ?? 'InternalServerError';
  throw new DynamoWireError(type, String(body.message ?? body.Message ?? ''), {}, status);
}
