import type { Caregiver } from '../caregivers/caregiver';
import { deleteCaregiverAccount, setSignInBlocked } from './caregivers';
import { isOperatorAccount, isRecentSignIn, RECENT_SIGN_IN_SECONDS, REAUTHENTICATION_FIELD } from './operator-guards';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const operatorId = '11111111-1111-4111-8111-111111111111';
const uid = '22222222-2222-4222-8222-222222222222';
const caregiver = { uid, email: 'ana@exemplo.com.br', status: 'conta não verificada' } as Caregiver;

describe('a recent sign-in (auth_time) for a deletion by the team', () => {
  it.each([
    [ago(0), true],
    [ago(RECENT_SIGN_IN_SECONDS), true],
    [ago(RECENT_SIGN_IN_SECONDS + 1), false],
    [ago(-30), true],
    [ago(-3600), false],
    [undefined, false],
  ])('signed in at %p → %p', (signedInAt, recent) => {
    expect(isRecentSignIn(signedInAt, now)).toBe(recent);
  });
});

describe("an operator's account", () => {
  const reads = (groups: string[], record: boolean) => ({ cognitoGroupsOf: async () => groups, hasOperatorRecord: async () => record });
  it('is one by the group or by the operator record; a look-alike group is not', async () => {
    expect(await isOperatorAccount(uid, reads(['equipe'], false))).toBe(true);
    expect(await isOperatorAccount(uid, reads([], true))).toBe(true);
    expect(await isOperatorAccount(uid, reads(['equipes'], false))).toBe(false);
  });
});

function deletionIo(options: { groups?: string[]; found?: Caregiver } = {}) {
  const calls: string[] = [];
  return {
    calls,
    getCaregiver: async () => ('found' in options ? options.found : caregiver),
    cognitoGroupsOf: async () => options.groups ?? [],
    hasOperatorRecord: async () => false,
    receiptHashOf: async (email: string) => `hash(${email})`,
    consumeDeletionLimit: async (id: string) => void calls.push(`limit ${id}`),
    auditPut: (entry: object) => ({ Put: entry }),
    startDeletion: async (target: string, alsoWrite: readonly Record<string, unknown>[], requestedBy: object) => {
      calls.push(JSON.stringify({ target, alsoWrite, requestedBy }));
      return 'concluida' as const;
    },
  };
}

const operator = { id: operatorId, label: 'operadora@carey.local' };
const reason = 'Pedido dela por telefone';

describe("'Excluir conta (LGPD)'", () => {
  it('names the operator (sub and e-mail) on the line and the job, keeps the receipt hash, and counts her limit', async () => {
    const io = deletionIo();
    expect(await deleteCaregiverAccount({ operator, signedInAt: ago(60), uid, reason }, io, now)).toEqual({ status: 'concluida' });
    expect(io.calls[0]).toBe(`limit ${operatorId}`);
    const started = JSON.parse(io.calls[1]);
    expect(started.requestedBy).toEqual({ operatorId, operatorEmail: 'operadora@carey.local' });
    expect(started.alsoWrite[0].Put).toMatchObject({ actorId: operatorId, actorLabel: 'operadora@carey.local', action: 'exclusao-iniciada', targetId: uid, reason, receiptHash: 'hash(ana@exemplo.com.br)' });
  });

  it('refuses without a recent sign-in (403, the field that makes the console offer signing in again), before any read', async () => {
    const io = deletionIo();
    await expect(deleteCaregiverAccount({ operator, signedInAt: ago(RECENT_SIGN_IN_SECONDS + 60), uid, reason }, io, now)).rejects.toMatchObject({
      kind: 'forbidden',
      field: REAUTHENTICATION_FIELD,
      message: expect.stringContaining('entre de novo'),
    });
    expect(io.calls).toEqual([]);
  });

  it("refuses an operator's account and her own, with nothing counted or started", async () => {
    const io = deletionIo({ groups: ['equipe'] });
    await expect(deleteCaregiverAccount({ operator, signedInAt: ago(1), uid, reason }, io, now)).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringContaining('pessoa da equipe') });
    await expect(deleteCaregiverAccount({ operator, signedInAt: ago(1), uid: operatorId, reason }, deletionIo(), now)).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringContaining('própria conta') });
    expect(io.calls).toEqual([]);
  });

  it('a deletion under way is resumed without counting again', async () => {
    const io = deletionIo({ found: { ...caregiver, deletionRequestedAt: ago(5).toISOString() } });
    await deleteCaregiverAccount({ operator, signedInAt: ago(1), uid, reason }, io, now);
    expect(io.calls.filter((c) => c.startsWith('limit'))).toEqual([]);
  });
});

describe("'Bloquear acesso'", () => {
  const io = (groups: string[]) => ({
    getCaregiver: async () => caregiver,
    cognitoGroupsOf: async () => groups,
    hasOperatorRecord: async () => false,
    setCognitoEnabled: async () => undefined,
    setBlockedAudited: async () => true,
  });
  it("refuses an operator's account and her own; unblocking stays possible", async () => {
    await expect(setSignInBlocked({ operator, uid, blocked: true }, io(['equipe']))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(setSignInBlocked({ operator, uid: operatorId, blocked: true }, io([]))).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await setSignInBlocked({ operator, uid, blocked: true }, io([]))).toEqual({ signInBlocked: true, changed: true });
    expect(await setSignInBlocked({ operator, uid, blocked: false }, io(['equipe']))).toEqual({ signInBlocked: false, changed: false });
  });
});
