import http from 'node:http';
import net from 'node:net';
import { holdPort, listen, readBody, releaseHeldPort, stopServer } from './net';

/** Binds a bare socket on loopback:port; resolves to the error code, or 'bound' (and lets it go again). */
function tryBind(port: number): Promise<string> {
  return new Promise((resolve) => {
    const other = net.createServer();
    other.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    other.listen(port, '127.0.0.1', () => other.close(() => resolve('bound')));
  });
}

function get(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(`http://127.0.0.1:${port}/`, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

// Cognito and the site must name their ports before they listen; a port probed and released in between was once
// taken under the CI's load (EADDRINUSE in seeded-stack). A held port stays bound until its server takes it over.
describe('a held port', () => {
  it('cannot be bound by anyone else, then serves the server that takes it over, and is free once that server stops', async () => {
    const held = await holdPort();
    expect(held.port).toBeGreaterThan(0);
    expect(await tryBind(held.port)).toBe('EADDRINUSE');

    const server = http.createServer((_req, res) => res.end('carey'));
    expect(await listen(server, held)).toBe(held.port);
    expect(await get(held.port)).toBe('carey');
    expect(await tryBind(held.port)).toBe('EADDRINUSE');

    await stopServer(server);
    // Releasing the holder after the takeover changes nothing (the stack releases it on stop either way).
    await releaseHeldPort(held);
    expect(await tryBind(held.port)).toBe('bound');
  });

  it('is given back by releasing it when no server took it over (a stack that failed to start)', async () => {
    const held = await holdPort();
    expect(await tryBind(held.port)).toBe('EADDRINUSE');
    await releaseHeldPort(held);
    expect(await tryBind(held.port)).toBe('bound');
  });

  it('refuses a connection that comes before the takeover, so releasing it never waits on it', async () => {
    const held = await holdPort();
    const closed = await new Promise<boolean>((resolve) => {
      const socket = net.connect(held.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(true));
    });
    expect(closed).toBe(true);
    await releaseHeldPort(held);
    expect(await tryBind(held.port)).toBe('bound');
  });

  it('holds a different port each time', async () => {
    const [a, b] = [await holdPort(), await holdPort()];
    expect(a.port).not.toBe(b.port);
    await Promise.all([releaseHeldPort(a), releaseHeldPort(b)]);
  });
});

describe('readBody', () => {
  const servers: http.Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => stopServer(s))));

  // The gateway reads a body after its authorizer: a client cut off meanwhile must not leave the read waiting for ever
  // (PUT /api/me/location held the local stack's stop 29 s at the end of e2e files, 'at its body').
  it('rejects, rather than waits for ever, a request cut off before its body is read', async () => {
    // In a tuple: a promise resolved with a promise would wait for it.
    const reading = new Promise<[Promise<string>]>((resolve) => {
      const server = http.createServer((req) => {
        // Read only once the connection is gone and the request's own error has passed, as after a slow authorizer.
        req.socket.once('close', () => setTimeout(() => resolve([readBody(req).then(() => 'read', (error: Error) => error.message)]), 100));
      });
      servers.push(server);
      void listen(server, 0).then((port) => {
        const client = http.request({ host: '127.0.0.1', port, method: 'PUT', path: '/api/me/location', headers: { 'content-type': 'application/json', 'content-length': '40' } });
        client.on('error', () => undefined);
        client.write('{"latitude":-23.56,');
        setTimeout(() => client.destroy(), 50);
      });
    });
    const stillWaiting = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000).unref());
    const [read] = await reading;
    expect(await Promise.race([read, stillWaiting])).toBe('request aborted');
  });

  it('still reads a whole body', async () => {
    const server = http.createServer(async (req, res) => res.end(await readBody(req)));
    servers.push(server);
    const port = await listen(server, 0);
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'PUT', body: '{"latitude":-23.56}' });
    expect(await answer.text()).toBe('{"latitude":-23.56}');
  });
});
