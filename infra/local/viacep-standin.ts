import http from 'node:http';
import fixture from './viacep-fixture.json';
import geocoderFixture from './cep-geocoder-fixture.json';
import { municipalityOfCep } from './cep-ranges';
import { listen, stopServer } from './net';

/**
 * ViaCEP's /ws/{cep}/json/ (there is no internet here): the fixture's answer first (street and neighbourhood, for
 * the CEPs the sample data uses; its {"erro": true} entries stay unknown), else the municipality from the CEP
 * range table (`cep-ranges.json`: `localidade`, `uf`, `ibge`, no street or neighbourhood), else {"erro": true}.
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
    res.end(JSON.stringify(viaCepAnswer(known, match[1])));
  });
  const port = await listen(server, options.port);
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, geocoderEndpoint: `${endpoint}/geocoder`, stop: () => stopServer(server) };
}

/** What the stand-in answers for a well-formed CEP (8 digits). */
export function viaCepAnswer(fixture: Record<string, unknown>, digits: string): unknown {
  if (digits in fixture) return fixture[digits];
  const municipality = municipalityOfCep(digits);
  if (!municipality) return { erro: true };
  return { cep: `${digits.slice(0, 5)}-${digits.slice(5)}`, logradouro: '', complemento: '', bairro: '', ...municipality };
}
