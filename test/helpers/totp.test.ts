import { totpCode } from './totp';

describe('totpCode (the test stand-in for an authenticator app)', () => {
  it("gives RFC 6238's SHA-1 test vectors (last 6 digits)", () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect([59, 1111111109, 1234567890, 2000000000].map((s) => totpCode(secret, s * 1000))).toEqual(['287082', '081804', '005924', '279037']);
  });
});
