import http from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createJwtAuthorizer } from './jwt-authorizer';
import { listen, stopServer } from './net';

// The authorizer keeps a verified token's claims; these show that keeping them changes no answer.
describe('local JWT authorizer (API Gateway): verified tokens kept, expiry checked at each use', () => {
  let server: http.Server;
  let authorize: ReturnType<typeof createJwtAuthorizer>;
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let jwksRequests = 0;
  const issuer = 'http://127.0.0.1/pool';

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = http.createServer((_req, res) => {
      jwksRequests++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    const port = await listen(server, 0);
    authorize = createJwtAuthorizer({ jwksUrl: `http://127.0.0.1:${port}/jwks.json`, issuer, clientId: 'client-a' });
  });
  afterAll(() => stopServer(server));
  afterEach(() => jest.restoreAllMocks());

  const token = (claims: Record<string, unknown>, expiresIn = '1h') =>
    new SignJWT({ token_use: 'access', client_id: 'client-a', ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setIssuedAt().setExpirationTime(expiresIn).sign(keys.privateKey);

  it('accepts a valid token again and again with the same claims', async () => {
    const t = await token({ sub: 'ana' });
    const first = await authorize(`Bearer ${t}`);
    expect(first?.sub).toBe('ana');
    expect(await authorize(`Bearer ${t}`)).toEqual(first);
    expect(jwksRequests).toBe(1);
  });

  it('refuses a kept token once it has expired', async () => {
    const t = await token({ sub: 'bia' }, '60s');
    expect((await authorize(`Bearer ${t}`))?.sub).toBe('bia');
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(await authorize(`Bearer ${t}`)).toBeUndefined();
  });

  it('refuses a kept token changed by one byte, another issuer or another client', async () => {
    const t = await token({ sub: 'cris' });
    expect(await authorize(`Bearer ${t}`)).toBeDefined();
    const tampered = `${t.slice(0, -2)}${t.at(-2) === 'A' ? 'B' : 'A'}${t.at(-1)}`;
    expect(await authorize(`Bearer ${tampered}`)).toBeUndefined();
    const [, payload] = t.split('.');
    const forged = t.replace(payload, Buffer.from(JSON.stringify({ sub: 'outra', token_use: 'access', client_id: 'client-a', iss: issuer })).toString('base64url'));
    expect(await authorize(`Bearer ${forged}`)).toBeUndefined();
    expect(await authorize(`Bearer ${await token({ sub: 'cris', client_id: 'client-b' })}`)).toBeUndefined();
    const otherIssuer = await new SignJWT({ sub: 'cris', client_id: 'client-a' }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer('http://x').setExpirationTime('1h').sign(keys.privateKey);
    expect(await authorize(`Bearer ${otherIssuer}`)).toBeUndefined();
  });
});
