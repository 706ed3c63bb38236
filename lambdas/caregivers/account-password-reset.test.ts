import { requestReset } from './account-password-reset';

function ports() {
  const log: string[] = [];
  return { log, ports: { limitAttempt: async (e: string) => void log.push(`limit ${e}`), sendResetCode: async (e: string) => void log.push(`code ${e}`) } };
}

describe('requestReset', () => {
  it('counts the attempt for the normalised e-mail, asks for the code, and answers the same text whoever asks', async () => {
    const { log, ports: p } = ports();
    const answer = await requestReset('  Ana@Exemplo.COM ', p);
    expect(log).toEqual(['limit ana@exemplo.com', 'code ana@exemplo.com']);
    expect(answer).toEqual({ message: expect.any(String) });
    expect(await requestReset('bia@exemplo.com', p)).toEqual(answer);
  });

  it.each([[''], ['   '], ['nao-e-email'], ['a@b']])('refuses %j (400, field email) before counting', async (email) => {
    const { log, ports: p } = ports();
    await expect(requestReset(email, p)).rejects.toMatchObject({ kind: 'invalid-input', field: 'email' });
    expect(log).toEqual([]);
  });
});
