import { accountStateOf, requireAccountState } from './account-state';

describe('the account rule', () => {
  const active: { uid: string; deletionRequestedAt?: string } = { uid: 'u1' };
  const deleting = { uid: 'u1', deletionRequestedAt: '2026-11-23T00:00:00.000Z' };

  it('tells an active account, one being deleted and none', () => {
    expect([accountStateOf(active), accountStateOf(deleting), accountStateOf(undefined)]).toEqual(['active', 'being-deleted', 'no-caregiver']);
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
