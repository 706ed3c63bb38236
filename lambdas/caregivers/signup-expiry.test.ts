import { expireUnconfirmedSignup, type SignupExpiryPorts } from './signup-expiry';

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
