import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** Headers that HTTP/2 forbids or that belong to one hop only (RFC 9113 §8.2.2): never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings']);

export interface Http2Edge {
  /** `https://localhost:<port>`: the site as a browser reaches it through the edge. */
  url: string;
  /** Base64 SHA-256 of the certificate's public key: Chromium trusts this run's certificate by it and by nothing else. */
  spkiHash: string;
  /** What Chromium needs to trust the edge's certificate (only that one). */
  chromiumArgs: string[];
  stop(): Promise<void>;
}

/**
 * The browser's side of CloudFront for the Lighthouse audits. In AWS a phone reaches the site through CloudFront over
 * HTTP/2 or HTTP/3 (`infra/cdk/web.ts`); the local gateway speaks HTTP/1.1, where a browser opens at most six
 * connections and Lighthouse's simulated slow network pays a round trip for each request waiting for one. This front
 * speaks HTTP/2 over TLS and passes every request, unchanged, to the gateway (docs/decisions/061-lighthouse-over-http2.md).
 *
 * The certificate is made for this run and kept in memory only. `/config.json` names the site's own origin (the
 * Cognito endpoint is under it), so the edge answers it with the gateway's origin replaced by its own, as the config
 * written at deploy names the CloudFront domain.
 */
export async function startHttp2Edge(originUrl: string): Promise<Http2Edge> {
  const origin = new URL(originUrl);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  let edgeUrl = '';

  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    const isConfig = req.url === '/config.json';
    const headers = passOn(req.headers);
    headers.host = origin.host;
    // The config is rewritten below: asked for uncompressed.
    if (isConfig) delete headers['accept-encoding'];
    const upstream = http.request({ host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers }, (answer) => {
      const answerHeaders = passOn(answer.headers);
      if (!isConfig) {
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(Buffer.concat(chunks).toString('utf8').split(origin.origin).join(edgeUrl));
        res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Browsers keep HTTP/2 sessions open, and close() waits for them: stop() ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  edgeUrl = `https://localhost:${(server.address() as AddressInfo).port}`;
  const spkiHash = crypto.createHash('sha256').update(crypto.createPublicKey(pems.public).export({ type: 'spki', format: 'der' })).digest('base64');

  return {
    url: edgeUrl,
    spkiHash,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

function passOn(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}
