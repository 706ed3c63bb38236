import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startHttp2Edge, type Http2Edge } from './http2-edge';

/** A stand-in for the local gateway: its config names its own origin; /echo returns what it was sent. */
function startOrigin(): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const url = `http://localhost:${(server.address() as AddressInfo).port}`;
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ userPoolEndpoint: `${url}/cognito`, other: 'kept' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-origin': 'gateway' });
      res.end(JSON.stringify({ method: req.method, path: req.url, host: req.headers.host, authorization: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}`, server })));
}

async function h2Request(session: http2.ClientHttp2Session, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
  if (init.body) stream.write(init.body);
  stream.end();
  const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) => stream.on('response', resolve));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: headers[':status'], headers, body: Buffer.concat(chunks).toString('utf8') };
}

describe('the HTTP/2 edge in front of the local gateway (Lighthouse audits)', () => {
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  let edge: Http2Edge;
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    origin = await startOrigin();
    edge = await startHttp2Edge(origin.url);
    // The certificate is checked below by its key's hash, as Chromium checks it.
    session = http2.connect(edge.url, { rejectUnauthorized: false });
    await new Promise((resolve, reject) => session.once('connect', resolve).once('error', reject));
  });

  afterAll(async () => {
    session.close();
    await edge.stop();
    await new Promise((resolve) => origin.server.close(resolve));
  });

  it('speaks HTTP/2 over TLS at a localhost address', () => {
    expect(edge.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('serves the certificate whose key hash Chromium is told to trust, and only that one', () => {
    const peer = (session.socket as import('node:tls').TLSSocket).getPeerX509Certificate()!;
    const hash = crypto.createHash('sha256').update(peer.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
    expect(hash).toBe(edge.spkiHash);
    expect(edge.chromiumArgs).toEqual([`--ignore-certificate-errors-spki-list=${edge.spkiHash}`]);
    expect(peer.checkHost('localhost')).toBe('localhost');
  });

  it("answers the config with its own origin in place of the gateway's, the rest unchanged", async () => {
    const answer = await h2Request(session, '/config.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ userPoolEndpoint: `${edge.url}/cognito`, other: 'kept' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it("passes a request on unchanged (method, path, body, the caller's headers) and the answer back with its status and headers", async () => {
    const answer = await h2Request(session, '/echo?a=1', { method: 'POST', body: '{"x":1}', headers: { authorization: 'Bearer t', 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-origin']).toBe('gateway');
    expect(JSON.parse(answer.body)).toEqual({ method: 'POST', path: '/echo?a=1', host: new URL(origin.url).host, authorization: 'Bearer t', body: '{"x":1}' });
    expect((await h2Request(session, '/missing')).status).toBe(404);
  });

  it('answers 502 when the gateway is gone', async () => {
    const gone = await startHttp2Edge('http://localhost:1');
    const other = http2.connect(gone.url, { rejectUnauthorized: false });
    try {
      expect((await h2Request(other, '/login')).status).toBe(502);
    } finally {
      other.close();
      await gone.stop();
    }
  });
});
