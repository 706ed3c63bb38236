import http from 'node:http';
import fixture from './viacep-fixture.json';
import { listen, stopServer } from './net';

/** ViaCEP's /ws/{cep}/json/ answered from a fixture (there is no internet here). Unknown codes: {"erro": true}. */
export async function startViaCepStandIn(options: { port: number }) {
  const known = fixture as Record<string, unknown>;
  const server = http.createServer((req, res) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(req.url ?? '');
    if (!match || !/^\d{8}$/.test(match[1])) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Http 400</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(known[match[1]] ?? { erro: true }));
  });
  const port = await listen(server, options.port);
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => stopServer(server) };
}
