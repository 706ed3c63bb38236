import { deletionEmailHash, deletionReceipt, DELETION_STEPS, legacyDeletionEmailHash, newDeletionJob, pendingSteps } from './deletion';
import type { Caregiver } from '../caregivers/caregiver';

const caregiver: Caregiver = {
  uid: 'u1',
  name: 'Ana',
  email: 'Ana@Exemplo.com.br',
  phone: '31999990000',
  status: 'conta não verificada',
  tipoDeCadastro: 'Cuidador',
  genero: 'Feminino',
  tipodeconta: 'Mensal',
  campotipoCadastro: 'Lançamento',
  dataCadastro: '2026-11-01T12:00:00.000Z',
  lastLocation: { latitude: -19.9, longitude: -43.9, timestamp: '2026-11-02T12:00:00.000Z' },
  planoescolhido: 'Mensal',
  avatar: '/img/avatar-padrao.svg',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  subscriptionStatus: 'active',
  subscriptionEventAt: 1_763_000_000,
  endedSubscriptionIds: ['sub_0'],
  subscriptionVersion: 3,
};

describe('account deletion rules', () => {
  it('blocks sign-in first and deletes the record and its claims last', () => {
    expect(DELETION_STEPS[0]).toBe('disable-sign-in');
    expect(DELETION_STEPS.at(-1)).toBe('delete-caregiver');
    expect(new Set(DELETION_STEPS).size).toBe(DELETION_STEPS.length);
  });

  it('resumes at the first step not done, in order', () => {
    const job = newDeletionJob(caregiver, new Date('2026-11-03T00:00:00Z'));
    expect(job).toMatchObject({ uid: 'u1', email: 'ana@exemplo.com.br', phone: '31999990000', stripeSubscriptionId: 'sub_1', done: {}, attempts: 0 });
    expect(pendingSteps(job)).toEqual([...DELETION_STEPS]);
    job.done['disable-sign-in'] = '2026-11-03T00:00:01Z';
    job.done['delete-notices'] = '2026-11-03T00:00:02Z';
    expect(pendingSteps(job)).toEqual(DELETION_STEPS.filter((s) => s !== 'disable-sign-in' && s !== 'delete-notices'));
  });

  it('hashes the e-mail whatever its case or spaces, with the pepper, and the receipt names nobody', () => {
    const pepper = 'pimenta-de-teste';
    expect(deletionEmailHash(' ANA@exemplo.com.br', pepper)).toBe(deletionEmailHash('ana@exemplo.com.br', pepper));
    expect(deletionEmailHash('ana@exemplo.com.br', pepper)).toMatch(/^[0-9a-f]{64}$/);
    // Without the pepper the hash of a guessed address does not match; the plain hash is only for old receipts.
    expect(deletionEmailHash('ana@exemplo.com.br', 'outra-pimenta')).not.toBe(deletionEmailHash('ana@exemplo.com.br', pepper));
    expect(legacyDeletionEmailHash('ana@exemplo.com.br')).not.toBe(deletionEmailHash('ana@exemplo.com.br', pepper));
    const job = newDeletionJob(caregiver, new Date('2026-11-03T00:00:00Z'));
    for (const step of DELETION_STEPS) job.done[step] = '2026-11-03T00:00:05.000Z';
    const receipt = deletionReceipt(job, new Date('2026-11-03T00:00:06Z'), pepper);
    expect(receipt).toEqual({
      emailHash: deletionEmailHash('ana@exemplo.com.br', pepper),
      requestedAt: '2026-11-03T00:00:00.000Z',
      completedAt: '2026-11-03T00:00:06.000Z',
      steps: DELETION_STEPS.map((step) => ({ step, doneAt: '2026-11-03T00:00:05.000Z' })),
    });
    expect(JSON.stringify(receipt)).not.toMatch(/u1|ana@|31999990000|cus_1|sub_1/i);
  });
});
