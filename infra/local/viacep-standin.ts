import http from 'node:http';
import fixture from './viacep-fixture.json';
import geocoderFixture from './cep-geocoder-fixture.json';
import { listen, stopServer } from './net';

/**
 * ViaCEP's /ws/{cep}/json/ answered from a fixture (there is no internet here). Unknown codes: {"erro": true}.
 * The same server stands in for the CEP geocoder under /geocoder (CEP_GEOCODER_URL): /geocoder/v1/cep/{cep}
 * answers {latitude, longitude} for the CEPs of its fixture and 404 for the others, whose openings then fall back
 * to their municipality's seat.
 */
export async function startViaCepStandIn(options: { port: number }) {
  const known = fixture as Record<string, unknown>;
  const places = geocoderFixture as Record<string, { latitude: number; longitude: number }>;
  const server = http.createServer((req, res) => {
    const geocode = /^\/geocoder\/v1\/cep\/(\d{8})$/.exec(req.url ?? '');
    if (geocode) {
      const place = places[geocode[1]];
      res.writeHead(place ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(place ?? { message: 'not found' }));
      return;
    }
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
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, geocoderEndpoint: `${endpoint}/geocoder`, stop: () => stopServer(server) };
}
