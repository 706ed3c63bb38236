import { apiEvent, lambdaContext } from '../../../test/helpers/api-event';
import { apiHandler } from './api-handler';
import { assertFromCloudFront, ORIGIN_HEADER } from './origin-check';

describe('assertFromCloudFront', () => {
  const secret = 'segredo-da-origem-com-32-caracteres!';

  it('lets through a request carrying CloudFront\u2019s origin header, and anything when no secret is configured (local)', () => {
    expect(() => assertFromCloudFront(apiEvent({ headers: { [ORIGIN_HEADER]: secret } }), secret)).not.toThrow();
    expect(() => assertFromCloudFront(apiEvent(), undefined)).not.toThrow();
  });

  it.each([['no header', {}], ['a wrong value', { [ORIGIN_HEADER]: 'x' }], ['a prefix of the secret', { [ORIGIN_HEADER]: secret.slice(0, -1) }]])('refuses %s with 403', (_what, headers) => {
    expect(() => assertFromCloudFront(apiEvent({ headers }), secret)).toThrow(expect.objectContaining({ kind: 'forbidden', message: 'Acesso não permitido. Use o site do Carey.' }));
  });

  it('every route refuses a request that did not come through CloudFront before running anything', async () => {
    process.env.ORIGIN_VERIFY = secret;
    let ran = false;
    const handler = apiHandler({}, async () => {
      ran = true;
      return { body: { ok: true } };
    });
    try {
      const direct = await handler(apiEvent({ headers: { 'cloudfront-viewer-address': '203.0.113.9:1234' } }), lambdaContext);
      expect({ status: direct.statusCode, body: JSON.parse(direct.body!) }).toEqual({ status: 403, body: { message: 'Acesso não permitido. Use o site do Carey.' } });
      expect(ran).toBe(false);
      const viaCloudFront = await handler(apiEvent({ headers: { [ORIGIN_HEADER]: secret } }), lambdaContext);
      expect(viaCloudFront.statusCode).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY;
    }
  });
});
