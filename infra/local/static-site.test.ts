import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { staticSite } from './static-site';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-test-'));
const servers: http.Server[] = [];

async function serve(): Promise<string> {
  const serveStatic = staticSite({ webDir: dir, placeholderPage: path.join(dir, 'index.html') });
  const server = http.createServer((req, res) => serveStatic(req, res, new URL(req.url!, 'http://x').pathname));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('staticSite compression', () => {
  it('serves brotli or gzip that decodes to the file, the same bytes from a second stack (compressed once a machine), and a changed file anew', async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const js = path.join(dir, 'app.js');
    const text = `const unique = ${Date.now()}${Math.random()};\n`.repeat(200);
    fs.writeFileSync(js, text);
    const first = await serve();
    const br = await get(`${first}/app.js`, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await get(`${first}/app.js`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text);
    expect((await get(`${first}/app.js`, 'identity')).body.toString()).toBe(text);

    const second = await serve();
    expect((await get(`${second}/app.js`, 'br')).body).toEqual(br.body);

    const changed = text.replace(/unique/g, 'changed');
    fs.writeFileSync(js, changed);
    fs.utimesSync(js, new Date(), new Date(Date.now() + 5_000));
    expect(zlib.brotliDecompressSync((await get(`${first}/app.js`, 'br')).body).toString()).toBe(changed);
    expect(zlib.brotliDecompressSync((await get(`${second}/app.js`, 'br')).body).toString()).toBe(changed);
  });
});

describe('staticSite revalidation, as S3 and CloudFront answer it', () => {
  const ask = (url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; etag?: string; bytes: number }>((resolve, reject) => {
      http.get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag, bytes }));
      }).on('error', reject);
    });

  it('a file she has answers 304 with no body, by either tag (compressed or not); a changed file answers 200 anew', async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const img = path.join(dir, 'logo.svg');
    fs.writeFileSync(img, `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`);
    const site = await serve();
    const plain = await ask(`${site}/logo.svg`, { 'accept-encoding': 'identity' });
    const zipped = await ask(`${site}/logo.svg`, { 'accept-encoding': 'gzip' });
    expect(plain).toMatchObject({ status: 200, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(zipped.etag).toBe(`W/${plain.etag}`);
    for (const tag of [plain.etag!, zipped.etag!, `"other", ${plain.etag!}`]) {
      expect(await ask(`${site}/logo.svg`, { 'accept-encoding': 'gzip', 'if-none-match': tag })).toEqual({ status: 304, etag: plain.etag, bytes: 0 });
    }
    expect(await ask(`${site}/logo.svg`, { 'if-none-match': '"other"' })).toMatchObject({ status: 200 });
    fs.writeFileSync(img, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const changed = await ask(`${site}/logo.svg`, { 'if-none-match': plain.etag! });
    expect(changed.status).toBe(200);
    expect(changed.bytes).toBeGreaterThan(0);
    // the SPA's fallback page revalidates too
    const page = await ask(`${site}/buscar-vagas`, {});
    expect(await ask(`${site}/buscar-vagas`, { 'if-none-match': page.etag! })).toMatchObject({ status: 304, bytes: 0 });
  });
});
