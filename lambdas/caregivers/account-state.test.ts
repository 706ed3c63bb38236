/**
 * Proves the one rule of who may act as a signed-in caregiver: only an active account; no record, an account blocked
 * by the team (`signInBlocked`) and one being deleted are each refused with a 403 in Portuguese saying why (a
 * deletion under way only where the route accepts it; a blocked account never).
 */
import { accountStateOf, requireAccountState } from './account-state';

describe('the account rule', () => {
  const active: { uid: string; deletionRequestedAt?: string } = { uid: 'u1' };
  const deleting = { uid: 'u1', deletionRequestedAt: '2026-11-23T00:00:00.000Z' };
  const blocked = { uid: 'u1', signInBlocked: true };

  it('tells an active account, one being deleted and none', () => {
    expect([accountStateOf(active), accountStateOf(deleting), accountStateOf(undefined)]).toEqual(['active', 'being-deleted', 'no-caregiver']);
  });

  it('refuses a blocked account on every route, even one that accepts a deletion under way, with its own message', () => {
    expect(accountStateOf(blocked)).toBe('blocked');
    expect(accountStateOf({ signInBlocked: false })).toBe('active');
    for (const accepted of ['active', 'active-or-being-deleted'] as const) {
      expect(() => requireAccountState(blocked, accepted)).toThrow(
        expect.objectContaining({ kind: 'forbidden', message: 'Seu acesso ao Carey foi bloqueado pela equipe. Para saber o motivo, fale com o suporte pelo formulário de atendimento ou pelo WhatsApp.' }),
      );
    }
  });

  it('lets only an active account act, except where a deletion under way is accepted; refusals are 403 in Portuguese', () => {
    expect(requireAccountState(active)).toBe(active);
    expect(requireAccountState(deleting, 'active-or-being-deleted')).toBe(deleting);
    expect(() => requireAccountState(deleting)).toThrow(expect.objectContaining({ kind: 'forbidden', message: 'Sua conta está sendo excluída. Não é possível alterar nem baixar os dados dela.' }));
    for (const accepted of ['active', 'active-or-being-deleted'] as const) {
      expect(() => requireAccountState(undefined, accepted)).toThrow(expect.objectContaining({ kind: 'forbidden', message: expect.stringContaining('não tem cadastro de cuidador') }));
    }
  });
});
