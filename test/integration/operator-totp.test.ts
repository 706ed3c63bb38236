import { execFile } from 'node:child_process';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { enrolOperatorTotp, operatorsWithoutTotp, OperatorTotpError } from '../../lambdas/team/cognito';
import { addOperator } from '../../lambdas/team/operator-setup';
import { totpCode } from '../helpers/totp';
import { api, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
const OPERATOR = { email: 'totp.equipe@exemplo.com.br', password: 'Carey2024!totp' };
const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
const passwordSignIn = (password = OPERATOR.password) =>
  cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: OPERATOR.email, PASSWORD: password } }));

describe('operators and TOTP MFA (npm run operator -- totp | verificar)', () => {
  let secret = '';
  beforeAll(async () => {
    await addOperator(cognito(), { userPoolId: stack().userPoolId, email: OPERATOR.email, password: OPERATOR.password });
  });

  it('lists the operators without TOTP: both, before any enrolment', async () => {
    const { total, without } = await operatorsWithoutTotp(cognito(), stack().userPoolId);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(without).toEqual(expect.arrayContaining([OPERATOR.email, SAMPLE_OPERATOR.email]));
  });

  it('refuses a wrong password and a wrong code in Portuguese, enrolling nothing', async () => {
    const enrol = (password: string, code: string) => enrolOperatorTotp(cognito(), { clientId: stack().userPoolClientId, email: OPERATOR.email, password, askCode: async () => code });
    await expect(enrol('errada-123', '000000')).rejects.toThrow(new OperatorTotpError('E-mail ou senha incorretos.'));
    await expect(enrol(OPERATOR.password, 'abcdef')).rejects.toThrow(new OperatorTotpError('Código do app autenticador recusado. Confira o relógio do celular e tente de novo.'));
    expect((await passwordSignIn()).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('enrols her authenticator app: from then on the password alone gets no token, the TOTP code does, and the console answers', async () => {
    await enrolOperatorTotp(cognito(), {
      clientId: stack().userPoolClientId,
      email: OPERATOR.email.toUpperCase(),
      password: OPERATOR.password,
      askCode: async (uri) => {
        expect(uri).toMatch(/^otpauth:\/\/totp\/Carey%3Atotp\.equipe%40exemplo\.com\.br\?secret=[A-Z2-7]+&issuer=Carey$/);
        secret = new URL(uri).searchParams.get('secret')!;
        return totpCode(secret);
      },
    });
    const challenge = await passwordSignIn();
    expect({ challenge: challenge.ChallengeName, tokens: challenge.AuthenticationResult }).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', tokens: undefined });
    await expect(
      cognito().send(new RespondToAuthChallengeCommand({ ClientId: stack().userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: challenge.Session, ChallengeResponses: { USERNAME: OPERATOR.email, SOFTWARE_TOKEN_MFA_CODE: '000000' } })),
    ).rejects.toThrow();
    const again = await passwordSignIn();
    const answered = await cognito().send(
      new RespondToAuthChallengeCommand({ ClientId: stack().userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: again.Session, ChallengeResponses: { USERNAME: OPERATOR.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) } }),
    );
    const res = await api(stack(), '/api/equipe/vagas', { token: answered.AuthenticationResult!.AccessToken! });
    expect(res.status).toBe(200);
  });

  it('enrolling again says she already uses TOTP; the check lists only the operator still without it', async () => {
    await expect(enrolOperatorTotp(cognito(), { clientId: stack().userPoolClientId, email: OPERATOR.email, password: OPERATOR.password, askCode: async () => totpCode(secret) })).rejects.toThrow(
      new OperatorTotpError('Esta operadora já usa o app autenticador (TOTP): o login já pede o código.'),
    );
    const { without } = await operatorsWithoutTotp(cognito(), stack().userPoolId);
    expect(without).toContain(SAMPLE_OPERATOR.email);
    expect(without).not.toContain(OPERATOR.email);
  });

  it('npm run operator -- verificar lists them (exit 2); totp with a wrong password says so (exit 1)', async () => {
    const cli = (args: string[], input = '') =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile('npx', ['tsx', 'bin/operator.ts', ...args], { cwd: path.resolve(__dirname, '../..'), env: process.env }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
        child.stdin!.end(input);
      });
    const check = await cli(['verificar']);
    expect({ code: check.code, listed: check.stdout.includes(`  - ${SAMPLE_OPERATOR.email}`), enrolled: check.stdout.includes(OPERATOR.email) }).toEqual({ code: 2, listed: true, enrolled: false });
    const wrong = await cli(['totp', OPERATOR.email], 'senha-errada-1\n');
    expect({ code: wrong.code, lastLine: wrong.stderr.trim().split('\n').pop() }).toEqual({ code: 1, lastLine: 'E-mail ou senha incorretos.' });
  });
});
