import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { securityHeaders } from '../../lambdas/base/http/security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The built SPA as CloudFront serves it from S3: hashed assets cached for a year, everything else revalidated,
 * every unknown path answered with index.html (the SPA routes it), text compressed for browsers that accept it,
 * and the security headers of the response-headers policy. Hand-written rather than a static-file library:
 * see docs/decisions/010-tidy-local-static-files.md.
 */
export function staticSite(options: { webDir: string; placeholderPage: string }) {
  // Compressed once per file version, at the best ratio, so that what Lighthouse and the benchmarks measure
  // locally is what a phone downloads in AWS without paying brotli's top level on every request.
  const compressed = new Map<string, { mtimeMs: number; br?: Buffer; gzip?: Buffer }>();

  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>) {
    const body = fs.readFileSync(file);
    // S3 gives every object an ETag (its MD5) and CloudFront answers a revalidation that still matches with 304 and
    // no body (the tag made weak, W/, when it compresses): what a 'no-cache' file costs a phone that has it.
    const tag = crypto.createHash('md5').update(body).digest('hex');
    const matches = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .some((t) => t.trim().replace(/^W\//, '') === `"${tag}"`);
    if (matches) {
      res.writeHead(304, { ...securityHeaders, etag: `"${tag}"`, 'cache-control': headers['cache-control'] ?? 'no-cache' });
      res.end();
      return;
    }
    const type = headers['content-type'] ?? '';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (!encoding || body.length < 1024 || !/^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(type)) {
      send(res, body, { ...headers, etag: `"${tag}"` });
      return;
    }
    const mtimeMs = fs.statSync(file).mtimeMs;
    let entry = compressed.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs };
      compressed.set(file, entry);
    }
    entry[encoding] ??= compressedOnce(body, encoding);
    send(res, entry[encoding]!, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding', etag: `W/"${tag}"` });
  }

  return function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const root = path.resolve(options.webDir);
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      send(res, fs.readFileSync(options.placeholderPage), { 'content-type': contentTypes['.html'], 'cache-control': 'no-store' });
      return;
    }
    const requested = path.resolve(root, '.' + decodeURIComponent(pathname));
    const inside = requested.startsWith(root + path.sep);
    if (inside && fs.existsSync(requested) && fs.statSync(requested).isFile()) {
      const immutable = requested.includes(`${path.sep}assets${path.sep}`);
      sendFile(req, res, requested, {
        'content-type': contentTypes[path.extname(requested)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      return;
    }
    // The SPA owns every other path (CloudFront's fallback to index.html does the same in AWS).
    sendFile(req, res, path.join(root, 'index.html'), { 'content-type': contentTypes['.html'], 'cache-control': 'no-cache' });
  };
}

const COMPRESSED_CACHE = path.join(os.tmpdir(), 'carey-static-compressed');

/**
 * A text compressed at the best ratio, computed once a machine (brotli's top level costs ~2.5 s of CPU for the
 * built SPA, which every stack a test file starts would pay again): kept in the temporary folder by the
 * sha-256 of its content, written whole (a rename) so that two processes at once never read half a file.
 */
function compressedOnce(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const file = path.join(COMPRESSED_CACHE, `${crypto.createHash('sha256').update(body).digest('hex')}.${encoding}`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const out = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
  fs.mkdirSync(COMPRESSED_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, out);
  fs.renameSync(partial, file);
  return out;
}

function send(res: http.ServerResponse, body: Buffer, headers: Record<string, string>) {
  res.writeHead(200, { ...securityHeaders, ...headers });
  res.end(body);
}
