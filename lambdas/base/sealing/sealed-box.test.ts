import { generateSealingKeyPair, open, seal } from './sealed-box';

const viewer = JSON.stringify({ ip: '203.0.113.45', porta: 51234 });

describe('sealed box', () => {
  const keys = generateSealingKeyPair();

  it('the sealed value holds neither the IP nor the port, in any common encoding, and differs each time', () => {
    const sealed = seal(viewer, keys.publicKey, 'SIGNIN#u1|2026-11-24T10:00:00.000Z');
    for (const needle of ['203.0.113.45', '51234', Buffer.from('203.0.113.45').toString('base64'), Buffer.from('203.0.113.45').toString('base64url'), Buffer.from('203.0.113.45').toString('hex')]) {
      expect(sealed).not.toContain(needle);
    }
    expect(seal(viewer, keys.publicKey, 'SIGNIN#u1|2026-11-24T10:00:00.000Z')).not.toBe(sealed);
  });

  it('opens only with the private key, and only for the record it was sealed for', () => {
    const context = 'SIGNIN#u1|2026-11-24T10:00:00.000Z';
    const sealed = seal(viewer, keys.publicKey, context);
    expect(JSON.parse(open(sealed, keys.privateKey, context))).toEqual({ ip: '203.0.113.45', porta: 51234 });
    expect(() => open(sealed, generateSealingKeyPair().privateKey, context)).toThrow();
    expect(() => open(sealed, keys.privateKey, 'SIGNIN#u2|2026-11-24T10:00:00.000Z')).toThrow();
    // The public key (what every function holds) is not a private key: it cannot open.
    expect(() => open(sealed, keys.publicKey, context)).toThrow();
    // Tampering with the ciphertext is detected.
    const parts = sealed.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3], 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64url');
    expect(() => open(parts.join('.'), keys.privateKey, context)).toThrow();
  });

  it('the public key is 32 raw bytes; the private key never appears in a sealed value', () => {
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(32);
    const sealed = seal(viewer, keys.publicKey, 'c');
    expect(sealed).not.toContain(keys.privateKey.split('.')[0]);
  });
});
