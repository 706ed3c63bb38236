import http from 'node:http';

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
export function callDynamo(endpoint: URL, operation: string, input: unknown): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: endpoint.hostname,
        port: endpoint.port,
        method: 'POST',
        path: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${operation}`,
          authorization: FAKE_AUTH,
          'x-amz-date': '20200101T000000Z',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          if ((res.statusCode ?? 500) >= 400) {
            const type = String(body.__type ?? 'InternalServerError').split('#').pop() ?? 'InternalServerError';
            reject(new DynamoWireError(type, String(body.message ?? body.Message ?? ''), {}, res.statusCode));
          } else resolve(body);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
