import type { Caregiver } from './caregiver';
import { meOf } from './caregiver-me';

describe('meOf (GET /api/me)', () => {
  it('picks the contract\'s Me fields and nothing else: no billing ids, bookkeeping, positions or flags', () => {
    const record: Caregiver = {
      uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', phone: '11987654321', status: 'conta verificada', tipoDeCadastro: 'Cuidador', genero: 'Feminino',
      tipodeconta: 'Mensal', campotipoCadastro: 'Lançamento', dataCadastro: '2026-01-01T00:00:00.000Z', planoescolhido: 'Mensal', subscriptionStatus: 'active',
      lastLocation: { latitude: 1, longitude: 2, timestamp: 't' }, stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionEventAt: 5,
      endedSubscriptionIds: ['sub_0'], subscriptionVersion: 3, signInBlocked: false, deletionRequestedAt: undefined,
    };
    expect(meOf({ ...record, ...({ PK: 'CAREGIVER#u1', futureSecret: 'x' } as object) })).toEqual({
      uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', phone: '11987654321', status: 'conta verificada', tipoDeCadastro: 'Cuidador', genero: 'Feminino',
      tipodeconta: 'Mensal', planoescolhido: 'Mensal', subscriptionStatus: 'active',
    });
  });

  it('leaves absent fields out (no undefined, no null)', () => {
    expect(meOf({ uid: 'u1', name: 'Ana', tipodeconta: 'Sem Plano' } as Caregiver)).toEqual({ uid: 'u1', name: 'Ana', tipodeconta: 'Sem Plano' });
  });
});
