import http from 'node:http';
import net from 'node:net';

/** A loopback port bound and held open by `holder` until a server listens on it (`listen(server, held)`). */
export interface HeldPort {
  port: number;
  holder: net.Server;
}

/** Where a server listens: a port (0 picks a free one) or a port held for it. */
export type ListenAt = number | HeldPort;

export const portOf = (at: ListenAt): number => (typeof at === 'number' ? at : at.port);

/** Starts listening on loopback. A held port is taken over (Node's listen(handle)): it is never free in between. */
export function listen(server: http.Server | net.Server, at: ListenAt): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    };
    if (typeof at === 'number') server.listen(at, '127.0.0.1', listening);
    else server.listen(at.holder, listening);
  });
}

/**
 * A port for a service that must know its own port before it starts (it goes into URLs and tokens). Unlike a port
 * probed and released, nothing can bind it meanwhile: under the CI's load an outgoing connection's ephemeral port
 * once took a released one (EADDRINUSE). Closing the holder after the takeover is a no-op; before it, it frees the port.
 */
export async function holdPort(): Promise<HeldPort> {
  // A connection before the takeover (a webhook aimed at the site too early) is refused, not left open: an open one
  // would keep the holder from ever closing.
  const holder = net.createServer((socket) => socket.destroy());
  return { port: await listen(holder, 0), holder };
}

export const releaseHeldPort = (held: HeldPort): Promise<void> => new Promise((resolve) => held.holder.close(() => resolve()));

/** A port that was free a moment ago (for services that must know their own port before they start). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await listen(probe, 0);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** readBody's error for a request whose connection closed before its body was read: there is no one to answer. */
export const REQUEST_ABORTED = 'request aborted';

export function readBody(req: http.IncomingMessage, limitBytes = 10 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A request cut off before it is read (the gateway reads a body after its authorizer, and a browser may close in
    // between) emitted its error with no one listening, and never ends: settle now rather than wait for ever (it held
    // the local stack's stop 29 s at the end of e2e files).
    if (req.destroyed && !req.readableEnded) return reject(new Error(REQUEST_ABORTED));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function stopServer(server: http.Server | net.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if (server instanceof http.Server) server.closeAllConnections();
  });
}
