import { routes } from '../../lambdas/routes';
import { securityHeaders } from '../../lambdas/base/http/security-headers';
import { recordCases } from '../reliability/report';
import { api, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();
/** Headers of HTTP itself (framing, caching, content, auth challenges), not security headers. */
const transportHeaders = new Set([
  'content-type', 'content-length', 'content-encoding', 'cache-control', 'date', 'connection', 'keep-alive',
  'transfer-encoding', 'vary', 'etag', 'last-modified', 'retry-after', 'www-authenticate', 'location', 'allow',
]);
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1700000000-abcdef12');

describe('security headers the CDK stack sets are served locally too', () => {
  it('on every API route (answered or refused), the runtime config, the SPA and a static file', async () => {
    const targets: [string, string][] = [
      ...routes.map((r) => [r.method, pathOf(r.path)] as [string, string]),
      ['GET', '/config.json'],
      ['GET', '/'],
      ['GET', '/buscar-vagas'],
      ['GET', '/api/nao-existe'],
    ];
    for (const [method, path] of targets) {
      const res = await api(stack(), path, { method, json: method === 'GET' ? undefined : {} });
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect({ path, name, value: res.headers.get(name) }).toEqual({ path, name, value });
      }
      // Nothing more: every other header is one of HTTP's own (what CloudFront passes through from the origin),
      // and none is empty or the text "undefined".
      const others = [...res.headers.keys()].filter((name) => !(name in securityHeaders) && !transportHeaders.has(name));
      expect({ path, others }).toEqual({ path, others: [] });
      for (const [name, value] of res.headers) expect({ path, name, value }).toEqual({ path, name, value: expect.stringMatching(/^(?!undefined$)\S/) });
    }
    recordCases('cabeçalhos', 'security headers on every answer', targets.length * Object.keys(securityHeaders).length);
  });

  it('API answers are never cached and are JSON', async () => {
    const res = await api(stack(), '/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
