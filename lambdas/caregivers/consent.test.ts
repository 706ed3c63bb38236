import { LEGAL_VERSIONS, type Consent } from '../../contract';
import { DomainError } from '../base/errors';
import { acceptConsent, consentBody, consentPending, signInAnswer } from './consent';
import type { Caregiver } from './caregiver';

const current: Consent = { ...LEGAL_VERSIONS, aceitoEm: '2026-11-01T12:00:00.000Z', ip: '203.0.113.9', origem: 'cadastro' };
const caregiver = (consentimentos?: Consent[]) => ({ uid: 'u1', consentimentos }) as Caregiver;
const ports = () => ({ appendConsent: jest.fn(async () => undefined), now: () => new Date('2026-11-24T10:00:00Z') });

describe('consentPending', () => {
  it('is false only when her last consent names both versions in force', () => {
    expect(consentPending(caregiver([current]))).toBe(false);
    expect(consentPending(caregiver([current, { ...current, privacidade: 'privacidade-antiga' }]))).toBe(true);
    expect(consentPending(caregiver([{ ...current, termos: 'termos-antigos' }]))).toBe(true);
  });
  it('an account without any record of consent accepts at its next sign-in', () => {
    expect(consentPending(caregiver(undefined))).toBe(true);
    expect(signInAnswer(caregiver([]))).toEqual({ consentimentoPendente: true, versoes: LEGAL_VERSIONS });
  });
});

describe('acceptConsent', () => {
  it('appends the versions in force with the time and the address', async () => {
    const p = ports();
    const answer = await acceptConsent(caregiver([{ ...current, privacidade: 'privacidade-antiga' }]), { ...LEGAL_VERSIONS }, '198.51.100.7', p);
    expect(answer.consentimentoPendente).toBe(false);
    expect(p.appendConsent).toHaveBeenCalledWith('u1', { ...LEGAL_VERSIONS, aceitoEm: '2026-11-24T10:00:00.000Z', ip: '198.51.100.7', origem: 'entrada' });
  });
  it('refuses versions that are not the ones in force (409), writing nothing', async () => {
    const p = ports();
    const error = await acceptConsent(caregiver(undefined), { termos: LEGAL_VERSIONS.termos, privacidade: 'privacidade-antiga' }, '198.51.100.7', p).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('conflict');
    expect(p.appendConsent).not.toHaveBeenCalled();
  });
  it('accepting again what she already accepted writes nothing', async () => {
    const p = ports();
    await acceptConsent(caregiver([current]), { ...LEGAL_VERSIONS }, '198.51.100.7', p);
    expect(p.appendConsent).not.toHaveBeenCalled();
  });
  it('the body holds the two versions and nothing else', () => {
    expect(consentBody.safeParse({ ...LEGAL_VERSIONS }).success).toBe(true);
    expect(consentBody.safeParse({ ...LEGAL_VERSIONS, ip: '1.2.3.4' }).success).toBe(false);
    expect(consentBody.safeParse({ termos: LEGAL_VERSIONS.termos }).success).toBe(false);
  });
});
