import { expireDueSignups, expireUnconfirmedSignup, SIGNUP_EXPIRY_BATCH, type SignupExpiryPorts } from './signup-expiry';

const due = { uid: 'u1', phone: '21980001234', email: 'ana@exemplo.com' };

function ports(user: { sub: string; status: string } | undefined) {
  const calls: string[] = [];
  const p: SignupExpiryPorts = {
    findAuthUser: async () => (user ? { ...user, createdAt: new Date(0) } : undefined),
    deleteAuthUser: async (sub) => void calls.push(`delete user ${sub}`),
    deleteCaregiverWithClaims: async (uid, phone, email) => void calls.push(`delete ${uid} ${phone} ${email}`),
    markSignupConfirmed: async (uid) => void calls.push(`confirmed ${uid}`),
  };
  return { p, calls };
}

describe('expireUnconfirmedSignup', () => {
  it('deletes her unconfirmed Cognito user before record and claims', async () => {
    const { p, calls } = ports({ sub: 'u1', status: 'UNCONFIRMED' });
    expect(await expireUnconfirmedSignup(due, p)).toBe('expired');
    expect(calls).toEqual(['delete user u1', 'delete u1 21980001234 ana@exemplo.com']);
  });

  it('keeps a user who did confirm (the confirmation did not reach the table): only the expiry goes', async () => {
    const { p, calls } = ports({ sub: 'u1', status: 'CONFIRMED' });
    expect(await expireUnconfirmedSignup(due, p)).toBe('confirmed');
    expect(calls).toEqual(['confirmed u1']);
  });

  it('leaves a Cognito user with another sub alone, and clears the stale record when there is no user', async () => {
    for (const user of [{ sub: 'someone-else', status: 'CONFIRMED' }, undefined]) {
      const { p, calls } = ports(user);
      expect(await expireUnconfirmedSignup(due, p)).toBe('expired');
      expect(calls).toEqual(['delete u1 21980001234 ana@exemplo.com']);
    }
  });
});

describe('expireDueSignups (one run of the job)', () => {
  it('lists the sign-ups older than 48 h, expires each, and counts a failure without stopping the others', async () => {
    const { p, calls } = ports({ sub: 'u1', status: 'UNCONFIRMED' });
    const failed: string[] = [];
    const asked: [string, number][] = [];
    const due = (uid: string) => ({ uid, phone: `2198000${uid}`, email: `${uid}@exemplo.com` });
    const counts = await expireDueSignups(
      {
        ...p,
        findAuthUser: async (email) => (email.startsWith('boom') ? Promise.reject(new Error('Cognito down')) : { sub: email.split('@')[0], status: 'UNCONFIRMED', createdAt: new Date(0) }),
        listUnconfirmedSignups: async (before, limit) => (asked.push([before.toISOString(), limit]), [due('u1'), due('boom'), due('u3')]),
        expiryFailed: (uid) => void failed.push(uid),
      },
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(asked).toEqual([['2026-11-21T12:00:00.000Z', SIGNUP_EXPIRY_BATCH]]);
    expect(counts).toEqual({ expired: 2, confirmed: 0, failed: 1 });
    expect(failed).toEqual(['boom']);
    expect(calls.filter((c) => c.startsWith('delete user'))).toEqual(['delete user u1', 'delete user u3']);
  });
});
