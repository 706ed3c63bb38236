import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

/**
 * Hybrid public-key encryption with node:crypto alone (an ECIES, as HPKE's base mode does it): a fresh X25519 key per
 * value, ECDH with the recipient's public key, HKDF-SHA-256, AES-256-GCM. Whoever holds only the public key can seal
 * but never open, even what it sealed itself; `context` (e.g. the record's key) is authenticated, so a sealed value
 * copied onto another record does not open there (docs/decisions/040-sealed-access-records.md).
 *
 * Keys travel as base64url text: the public key is the raw 32 bytes of the X25519 key; the private key is the JWK's
 * `d` and `x` joined by a dot.
 */
const FORMAT = 'x25519-hkdf-sha256-aes256gcm-v1';
const INFO = Buffer.from('carey sealed-box v1');

export interface SealingKeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateSealingKeyPair(): SealingKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return { publicKey: rawPublic(publicKey), privateKey: `${jwk.d}.${jwk.x}` };
}

const rawPublic = (key: KeyObject) => key.export({ format: 'jwk' }).x!;
const publicKeyOf = (x: string) => createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x }, format: 'jwk' });
function privateKeyOf(text: string): KeyObject {
  const [d, x] = text.trim().split('.');
  if (!d || !x) throw new Error('sealed-box: not a private key');
  return createPrivateKey({ key: { kty: 'OKP', crv: 'X25519', d, x }, format: 'jwk' });
}

function keyFor(shared: Buffer, ephemeral: string, recipient: string): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.from(`${ephemeral}.${recipient}`), INFO, 32));
}

/** Seals `plaintext` to `publicKey`; only the matching private key opens it, and only with the same `context`. */
export function seal(plaintext: string, publicKey: string, context: string): string {
  const recipient = publicKeyOf(publicKey.trim());
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralText = rawPublic(ephemeral.publicKey);
  const key = keyFor(diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient }), ephemeralText, rawPublic(recipient));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [FORMAT, ephemeralText, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** Opens what `seal` sealed (throws when the key or the context is not the one it was sealed for). */
export function open(sealed: string, privateKey: string, context: string): string {
  const [format, ephemeralText, iv, body, tag] = sealed.split('.');
  if (format !== FORMAT || !ephemeralText || !iv || body === undefined || !tag) throw new Error('sealed-box: unknown format');
  const own = privateKeyOf(privateKey);
  const key = keyFor(diffieHellman({ privateKey: own, publicKey: publicKeyOf(ephemeralText) }), ephemeralText, rawPublic(createPublicKey(own)));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
