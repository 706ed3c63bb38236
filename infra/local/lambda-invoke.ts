import http from 'node:http';
import { listen, readBody, stopServer } from './net';

export type LambdaFunction = (event: unknown, context: unknown) => Promise<unknown>;

/**
 * The Lambda Invoke API (POST /2015-03-31/functions/{name}/invocations), answered with our real handlers.
 * cognito-local calls it for its triggers, exactly as Cognito calls Lambda in AWS.
 */
export async function startLambdaInvoke(options: { port: number; functions: Record<string, () => LambdaFunction> }) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '');
    const name = match ? decodeURIComponent(match[1]) : '';
    const load = options.functions[name];
    if (req.method !== 'POST' || !load) {
      res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
      res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
      return;
    }
    try {
      const event = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      const result = await load()(event, { functionName: name, awsRequestId: `local-${Date.now()}`, getRemainingTimeInMillis: () => 5000 });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: (error as Error).name, errorMessage: (error as Error).message }));
    }
  });
  const port = await listen(server, options.port);
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => stopServer(server) };
}
