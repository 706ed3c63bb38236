import { LEGAL_VERSIONS } from '../../contract';
import { generateSealingKeyPair, open } from '../base/sealing/sealed-box';
import { ACCESS_RECORD_RETENTION_DAYS, recordSignIn, sealContext, signInRecord, signInTimeOf, type SignInRecord } from './sign-in-record';
import type { Caregiver } from './caregiver';

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

describe('recordSignIn', () => {
  it('writes one record for the sign-in the token names, and answers whether new terms wait', async () => {
    const written: SignInRecord[] = [];
    const caregiver = { uid: 'u1', consentimentos: [{ ...LEGAL_VERSIONS, aceitoEm: '', ip: '', origem: 'cadastro' }] } as unknown as Caregiver;
    const answer = await recordSignIn(caregiver, { at: signedInAt, viewer: { ip: '198.51.100.2', port: 1 } }, { putSignInRecord: async (r) => void written.push(r), publicKey: keys.publicKey, now: () => new Date('2026-11-24T09:05:00Z') });
    expect(answer.consentimentoPendente).toBe(false);
    expect(written.map((r) => [r.uid, r.em, r.registradoEm])).toEqual([['u1', '2026-11-24T09:00:00.000Z', '2026-11-24T09:05:00.000Z']]);
  });

  it('reads the sign-in time from the token (auth_time, epoch seconds)', () => {
    expect(signInTimeOf({ auth_time: '1795510800' })).toEqual(new Date(1795510800 * 1000));
    expect(signInTimeOf({})).toBeUndefined();
    expect(signInTimeOf({ auth_time: 'x' })).toBeUndefined();
  });
});
