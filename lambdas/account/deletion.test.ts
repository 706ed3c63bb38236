import { buildAccountExport, deletionEmailHash, deletionReceipt, DELETION_STEPS, legacyDeletionEmailHash, newDeletionJob, pendingSteps } from './deletion';
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

describe('account export', () => {
  it('keeps every set field of the spec entity and none of the bookkeeping', () => {
    const data = buildAccountExport({ caregiver, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date('2026-11-04T00:00:00Z'));
    const { stripeCustomerId: _c, stripeSubscriptionId: _s, subscriptionStatus: _st, subscriptionEventAt: _a, endedSubscriptionIds: _e, subscriptionVersion: _v, ...specFields } = caregiver;
    expect(data.profile).toEqual(specFields);
    // uid and the spec's twelve caregiver fields, all set here.
    expect(Object.keys(data.profile)).toHaveLength(13);
    expect(data.subscription).toEqual({ tipodeconta: 'Mensal', planoescolhido: 'Mensal', status: 'active', lastUpdatedAt: new Date(1_763_000_000_000).toISOString() });
    expect(data.exportedAt).toBe('2026-11-04T00:00:00.000Z');
    expect(data.claims).toEqual({});
    expect(JSON.stringify(data)).not.toMatch(/stripeCustomerId|cus_1|sub_1|sub_0|subscriptionVersion|endedSubscriptionIds/);
  });

  it('leaves out fields that are not set', () => {
    const { lastLocation: _l, planoescolhido: _p, ...bare } = caregiver;
    const data = buildAccountExport({ caregiver: { ...bare, tipodeconta: 'Sem Plano', subscriptionStatus: undefined, subscriptionEventAt: undefined }, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date());
    expect(data.profile).not.toHaveProperty('lastLocation');
    expect(data.profile).not.toHaveProperty('planoescolhido');
    expect(data).not.toHaveProperty('lastLocation');
    expect(data.subscription).toEqual({ tipodeconta: 'Sem Plano' });
    expect(data).not.toHaveProperty('cepPosition');
  });

  it('names how she pays and a one-off Pix period\'s end while she has the plan; neither once it is over', () => {
    const onPix = { ...caregiver, formaDePagamento: 'pix' as const, pixAccessUntil: 1_800_000_000 };
    const data = buildAccountExport({ caregiver: onPix, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date());
    expect(data.subscription).toMatchObject({ formaDePagamento: 'pix', acessoAte: '2027-01-15T08:00:00.000Z' });
    const over = buildAccountExport({ caregiver: { ...onPix, tipodeconta: 'Sem Plano' }, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date());
    expect(over.subscription).not.toHaveProperty('formaDePagamento');
    expect(over.subscription).not.toHaveProperty('acessoAte');
  });

  it('includes her job alerts and the CEP she typed as her position', () => {
    const cepPosition = { cep: '01310100', latitude: -23.5614, longitude: -46.6559, precisao: 'cep' as const, bairro: 'Bela Vista', cidade: 'São Paulo', timestamp: '2026-11-02T10:00:00.000Z' };
    const alert = { id: 'a1', tipoProfissional: 'Cuidador' as const, cidade: null, raioKm: 10, createdAt: '2026-11-02T10:01:00.000Z', centro: { latitude: -23.561, longitude: -46.656 } };
    const data = buildAccountExport({ caregiver: { ...caregiver, cepPosition }, notices: [], supportMessages: [], alerts: [alert], reports: [] }, new Date());
    expect(data.alerts).toEqual([alert]);
    expect(data.cepPosition).toEqual(cepPosition);
    expect(data.profile).not.toHaveProperty('cepPosition');
  });
});
