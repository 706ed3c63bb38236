import { isUtf8 } from 'node:buffer';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_PREFIX, apiPaths } from '../../contract/paths';
import type { Access, Route } from '../../lambdas/routes';
import { messages } from '../../lambdas/base/messages';
import { securityHeaders } from '../../lambdas/base/http/security-headers';
import type { Claims } from './jwt-authorizer';
import { listen, readBody, REQUEST_ABORTED, stopServer, type ListenAt } from './net';
import { staticSite } from './static-site';
import { tokenBucket, type Throttle } from './token-bucket';
import { throughOriginResponse, type LocalAnswer } from './edge-response';

export type ApiFunction = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: ListenAt;
  routes: readonly Route[];
  /** Loads a route's real handler (lazily, so env is set before any SDK client is built). */
  loadHandler(route: Route): ApiFunction;
  authorize(authorizationHeader: string | undefined, access: Access): Promise<Claims | undefined>;
  /** Answers Cognito's JSON API at /cognito (the SPA's user pool endpoint locally). */
  cognito(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void>;
  runtimeConfig(): unknown;
  /** False while `npm run dev` is still seeding: `/api/health` then answers 503, so "healthy" means usable. */
  isReady?(): boolean;
  /** The built SPA; when it has not been built, a placeholder page is served. */
  webDir: string;
  placeholderPage: string;
  /**
   * The stage's default route throttle, applied as API Gateway applies it: a bucket for each route on its own, never
   * one for all routes together; a route with its own `throttle` (the route table) has its own figures (none:
   * unthrottled). `clock` in ms.
   */
  throttle?: Throttle;
  clock?: () => number;
  /** The time API Gateway gives a request (`requestContext.timeEpoch`, ms), which handlers read as "now"; the machine's by default. */
  requestTime?: () => number;
}

/** API Gateway's own answer to a throttled request: its English body and no Retry-After (docs/decisions/078). */
export const STAGE_THROTTLED_BODY = JSON.stringify({ message: 'Too Many Requests' });
/** That answer as API Gateway sends it, before CloudFront's origin-response function (throughOriginResponse) sees it. */
export const stageThrottledAnswer = (): LocalAnswer => ({ status: 429, headers: { 'content-type': 'application/json' }, body: STAGE_THROTTLED_BODY });

/** API Gateway's payload limit for HTTP APIs. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  params: string[];
}

function compile(route: Route): CompiledRoute {
  const params: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), params };
}

/**
 * The local stand-in for CloudFront + API Gateway: one origin serving the SPA, its runtime /config.json, the
 * API routes from the route table (with the JWT authorizer on signed-in routes) and the Cognito endpoint.
 */
export async function startGateway(options: GatewayOptions) {
  const compiled = options.routes.map(compile);
  const serveStatic = staticSite(options);
  const routeBuckets = new Map<string, { take(): boolean }>();
  /**
   * The bucket of one route, by its route key (its own throttle, or the stage's default); a path no route matches
   * gets one shared bucket at the default (how API Gateway counts those is not documented: unverified).
   */
  const bucketOf = (route: Route | undefined) => {
    const key = route ? `${route.method} ${route.path}` : '$unmatched';
    const limit = route?.throttle ?? options.throttle;
    if (!options.throttle || !limit) return undefined;
    if (!routeBuckets.has(key)) routeBuckets.set(key, tokenBucket(limit, options.clock ?? Date.now));
    return routeBuckets.get(key);
  };

  // Requests whose handler still runs: stopping waits for them, so no handler outlives the stand-ins it calls (a
  // browser closed mid-request cuts its connection, not the handler; DynamoDB stopped under it threw outside any test).
  // Each request with where it is (its authorizer, its body, its function), for the stop's note below.
  const inFlight = new Map<Promise<void>, { request: string; at: string }>();
  const server = http.createServer((req, res) => {
    const where = { request: `${req.method} ${req.url?.split('?')[0]}`, at: 'received' };
    const handled = handle(req, res, where).finally(() => inFlight.delete(handled));
    inFlight.set(handled, where);
  });
  async function handle(req: http.IncomingMessage, res: http.ServerResponse, where: { at: string }) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/cognito' || url.pathname === '/cognito/') {
        const body = await readBody(req, MAX_REQUEST_BYTES);
        await options.cognito(req, body, res);
      } else if (url.pathname === apiPaths.health && options.isReady && !options.isReady()) {
        send(res, 503, JSON.stringify({ message: messages.localStackSeeding }), { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
      } else if (url.pathname.startsWith(`${API_PREFIX}/`) || url.pathname === API_PREFIX) {
        await serveApi(req, res, url, where);
      } else if (url.pathname === '/config.json') {
        send(res, 200, JSON.stringify(options.runtimeConfig()), { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      } else {
        serveStatic(req, res, url.pathname);
      }
    } catch (error) {
      // A request whose client left before its body was read has no one to answer.
      if ((error as Error).message === REQUEST_ABORTED) return;
      const tooLarge = (error as Error).message === 'body too large';
      if (!tooLarge) console.error('[gateway]', error);
      if (!res.headersSent) {
        send(res, tooLarge ? 413 : 500, JSON.stringify({ message: tooLarge ? messages.bodyTooLarge(MAX_REQUEST_BYTES / 1024) : messages.internalError }), {
          'content-type': 'application/json; charset=utf-8',
        });
      }
    }
  }

  async function serveApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, where: { at: string }) {
    const method = req.method ?? 'GET';
    let match: { compiled: CompiledRoute; values: string[] } | undefined;
    for (const c of compiled) {
      const m = c.pattern.exec(url.pathname);
      if (m && c.route.method === method) {
        match = { compiled: c, values: m.slice(1) };
        break;
      }
    }
    const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    // The route's bucket counts every request before its authorizer or its function sees it.
    const bucket = bucketOf(match?.compiled.route);
    if (bucket && !bucket.take()) {
      sendApi(res, stageThrottledAnswer());
      return;
    }
    if (!match) {
      sendApi(res, { status: 404, headers: json, body: JSON.stringify({ message: messages.routeNotFound }) });
      return;
    }
    const { route, params } = match.compiled;
    let claims: Claims | undefined;
    // As API Gateway: a JWT authorizer on every route that is not public (team routes: the operators' pool's).
    if (route.access !== 'public') {
      where.at = 'authorizer';
      claims = await options.authorize(header(req, 'authorization'), route.access);
      if (!claims) {
        sendApi(res, { status: 401, headers: { ...json, 'www-authenticate': 'Bearer' }, body: JSON.stringify({ message: messages.unauthenticated }) });
        return;
      }
    }
    where.at = 'body';
    const body = await readBody(req, MAX_REQUEST_BYTES);
    where.at = 'function';
    const event = toEvent(req, url, route, Object.fromEntries(params.map((p, i) => [p, decodeURIComponent(match!.values[i])])), body, new Date(options.requestTime?.() ?? Date.now()), claims);
    const deadline = Date.now() + 29_000;
    const result = await options.loadHandler(route)(event, {
      functionName: `carey-${route.handler}`,
      awsRequestId: event.requestContext.requestId,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      callbackWaitsForEmptyEventLoop: false,
    });
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    sendApi(res, { status: result.statusCode ?? 200, headers, body: result.body ?? '' });
  }

  /**
   * An API answer as CloudFront passes it on: through the origin-response function (edge-response.ts), then its
   * response-headers policy, which adds the same headers to every answer in AWS.
   */
  function sendApi(res: http.ServerResponse, answer: LocalAnswer) {
    const { status, headers, body } = throughOriginResponse(answer);
    send(res, status, body, { ...headers, ...securityHeaders });
  }

  function send(res: http.ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>) {
    res.writeHead(status, { ...securityHeaders, ...headers });
    res.end(body);
  }

  const port = await listen(server, options.port);
  // At most API Gateway's own 29 s integration timeout (a handler past it has no one to answer in AWS either).
  const stop = async () => {
    await stopServer(server);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...inFlight.keys()]), new Promise((resolve) => (timer = setTimeout(resolve, 29_000)))]);
    clearTimeout(timer);
    // A request still running after 29 s held the stop that long: name it, so whoever meets the wait can find why.
    if (inFlight.size) console.warn(`[gateway] stopped after 29 s with requests still running: ${[...inFlight.values()].map((w) => `${w.request} (at its ${w.at})`).join(', ')}`);
  };
  return { url: `http://localhost:${port}`, port, stop };
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function toEvent(req: http.IncomingMessage, url: URL, route: Route, pathParameters: Record<string, string>, body: Buffer, now: Date, claims?: Claims) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  // As CloudFront does: the viewer's address comes from the connection, never from what the client sent.
  headers['cloudfront-viewer-address'] = `${(req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '')}:${req.socket.remotePort ?? 0}`;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    // As API Gateway does with bytes that are not text: base64, left to the function to read (lambdas/base/http).
    body: body.length ? (isUtf8(body) ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isUtf8(body),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId,
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  };
}
