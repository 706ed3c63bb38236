import http from 'node:http';

export interface AwsJsonRequest {
  /** `x-amz-target`: `<Service>.<Operation>`. */
  target: string;
  /** The protocol version in the content type: DynamoDB speaks 1.0, Cognito 1.1. */
  version: '1.0' | '1.1';
  /** The request as JSON text already (forwarded as is) or a value to serialise. */
  input: Buffer | unknown;
  headers?: Record<string, string>;
}

/** One call over AWS's JSON protocol (POST / with x-amz-target) to a local service; answers status and parsed body. */
export function postAwsJson(endpoint: URL, request: AwsJsonRequest): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = Buffer.isBuffer(request.input) ? request.input : Buffer.from(JSON.stringify(request.input));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: endpoint.hostname,
        port: endpoint.port,
        method: 'POST',
        path: '/',
        headers: {
          'content-type': `application/x-amz-json-${request.version}`,
          'x-amz-target': request.target,
          ...request.headers,
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 500, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
