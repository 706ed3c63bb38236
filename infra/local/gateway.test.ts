import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startGateway } from './gateway';

/** Raw GET (fetch would decode the body and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('local gateway: the SPA as CloudFront serves it', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Carey</title></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(os.tmpdir(), 'segredo.txt'), 'não');
    gateway = await startGateway({
      port: 0,
      routes: [],
      loadHandler: () => {
        throw new Error('no routes');
      },
      authorize: async () => undefined,
      cognito: async () => undefined,
      runtimeConfig: () => ({}),
      webDir,
      placeholderPage: path.join(__dirname, 'placeholder.html'),
    });
  });
  afterAll(async () => {
    await gateway.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('compresses text for browsers that accept it, and caches hashed assets for a year', async () => {
    const br = await get(`${gateway.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await get(`${gateway.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get(`${gateway.url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers every other path with index.html (the SPA routes it), never a file outside the folder', async () => {
    for (const p of ['/buscar-vagas', '/minha-conta?x=1', '/../segredo.txt', '/%2e%2e/segredo.txt']) {
      const res = await get(`${gateway.url}${p}`);
      expect({ p, status: res.status, body: res.body.toString() }).toEqual({ p, status: 200, body: expect.stringContaining('lang="pt-BR"') });
    }
  });
});

describe('local gateway: health waits for the sample data', () => {
  it('answers 503 in Portuguese until ready, then hands /api/health to its route', async () => {
    let ready = false;
    const health = { method: 'GET' as const, path: '/api/health', handler: 'health', access: 'public' as const, needs: [] };
    const gateway = await startGateway({
      port: 0,
      routes: [health],
      loadHandler: () => async () => ({ statusCode: 200, body: '{"ok":true}' }),
      authorize: async () => undefined,
      cognito: async () => undefined,
      runtimeConfig: () => ({}),
      isReady: () => ready,
      webDir: os.tmpdir(),
      placeholderPage: path.join(__dirname, 'placeholder.html'),
    });
    try {
      const seeding = await get(`${gateway.url}/api/health`);
      expect(seeding.status).toBe(503);
      expect(JSON.parse(seeding.body.toString()).message).toMatch(/ainda está gravando os dados de exemplo/);
      ready = true;
      expect((await get(`${gateway.url}/api/health`)).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});
