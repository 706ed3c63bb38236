import { generateSealingKeyPair, open } from '../base/sealing/sealed-box';
import { ACCESS_RECORD_RETENTION_DAYS, recordSignInOnce, sealContext, signInRecord, signInTimeOf, type SignInRecord } from './sign-in-record';

const keys = generateSealingKeyPair();
const signedInAt = new Date('2026-11-24T09:00:00Z');

describe('signInRecord', () => {
  const record = signInRecord('u1', signedInAt, { ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', port: 40123 }, new Date('2026-11-24T09:00:02Z'), keys.publicKey);

  it('keeps the date and time in the clear, the IP and port sealed: the stored record names neither', () => {
    expect(record.em).toBe('2026-11-24T09:00:00.000Z');
    const stored = JSON.stringify(record);
    for (const needle of ['2001:db8', 'aaaa:bbbb', '40123']) expect(stored).not.toContain(needle);
  });

  it('opens only with the private key, for this record', () => {
    expect(JSON.parse(open(record.selado, keys.privateKey, sealContext('u1', record.em)))).toEqual({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', porta: 40123 });
    expect(() => open(record.selado, generateSealingKeyPair().privateKey, sealContext('u1', record.em))).toThrow();
    expect(() => open(record.selado, keys.privateKey, sealContext('u2', record.em))).toThrow();
  });

  it('expires 6 months after the sign-in (TTL)', () => {
    expect(ACCESS_RECORD_RETENTION_DAYS).toBeGreaterThanOrEqual(182);
    expect(record.expiresAt).toBe(signedInAt.getTime() / 1000 + ACCESS_RECORD_RETENTION_DAYS * 86_400);
  });
});

// Claim: the first request of a sign-in writes its record and notes it; a request of the same sign-in writes nothing
// more; another sign-in (or one the note does not name) writes again, relying on the store's put-if-absent, which
// the integration tests (test/integration/access-records.test.ts) prove against the local table.
describe('recordSignInOnce', () => {
  const ports = () => {
    const written: SignInRecord[] = [];
    const marked: string[] = [];
    return { written, marked, ports: { putSignInRecord: async (r: SignInRecord) => void written.push(r), markSignInRecorded: async (uid: string, em: string) => void marked.push(`${uid}@${em}`), publicKey: () => keys.publicKey, now: () => new Date('2026-11-24T09:05:00Z') } };
  };
  const viewer = { ip: '198.51.100.2', port: 1 };

  it('writes one record for the sign-in the token names, then notes it on her record', async () => {
    const { written, marked, ports: p } = ports();
    expect(await recordSignInOnce({ uid: 'u1' }, { at: signedInAt, viewer }, p)).toBe(true);
    expect(written.map((r) => [r.uid, r.em, r.registradoEm])).toEqual([['u1', '2026-11-24T09:00:00.000Z', '2026-11-24T09:05:00.000Z']]);
    expect(marked).toEqual(['u1@2026-11-24T09:00:00.000Z']);
  });

  it('writes nothing for the sign-in already noted, and writes again for any other (older or newer)', async () => {
    const { written, ports: p } = ports();
    expect(await recordSignInOnce({ uid: 'u1', entradaRegistrada: '2026-11-24T09:00:00.000Z' }, { at: signedInAt, viewer }, p)).toBe(false);
    expect(written).toEqual([]);
    expect(await recordSignInOnce({ uid: 'u1', entradaRegistrada: '2026-11-24T09:00:01.000Z' }, { at: signedInAt, viewer }, p)).toBe(true);
    expect(await recordSignInOnce({ uid: 'u1', entradaRegistrada: '2026-11-24T08:59:59.000Z' }, { at: signedInAt, viewer }, p)).toBe(true);
    expect(written).toHaveLength(2);
  });

  it('a token without auth_time records nothing (it is not a sign-in it can name)', async () => {
    const { written, marked, ports: p } = ports();
    expect(await recordSignInOnce({ uid: 'u1' }, { viewer }, p)).toBe(false);
    expect([written, marked]).toEqual([[], []]);
  });

  it('reads the sign-in time from the token (auth_time, epoch seconds)', () => {
    expect(signInTimeOf({ auth_time: '1795510800' })).toEqual(new Date(1795510800 * 1000));
    expect(signInTimeOf({})).toBeUndefined();
    expect(signInTimeOf({ auth_time: 'x' })).toBeUndefined();
  });
});
