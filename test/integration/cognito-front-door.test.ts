import { createHmac } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  GetUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ seed: true, integrityCheck: 'autorização' });
const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });

async function userExists(email: string): Promise<boolean> {
  try {
    await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

/** What a SignUp call made straight to Cognito is answered (its error name), and whether a user was created. */
async function directSignUp(input: { clientId: string; email: string; attributes?: boolean; secretHash?: string; metadata?: Record<string, string> }) {
  const outcome = await cognito()
    .send(
      new SignUpCommand({
        ClientId: input.clientId,
        Username: input.email,
        Password: 'Senha1234',
        SecretHash: input.secretHash,
        ClientMetadata: input.metadata,
        UserAttributes: input.attributes ? [{ Name: 'email', Value: input.email }, { Name: 'name', Value: 'Intrusa' }] : undefined,
      }),
    )
    .then(() => 'created', (error: Error) => error.name);
  return { outcome, exists: await userExists(input.email) };
}

describe('Cognito is not a second front door', () => {
  it('refuses a SignUp called straight on the public client, with or without attributes: nobody is created', async () => {
    expect(await directSignUp({ clientId: stack().userPoolClientId, email: 'porta1@exemplo.com' })).toEqual({ outcome: 'UserLambdaValidationException', exists: false });
    // Writing e-mail and name is not allowed to the browser's client at all.
    expect(await directSignUp({ clientId: stack().userPoolClientId, email: 'porta2@exemplo.com', attributes: true })).toEqual({ outcome: 'NotAuthorizedException', exists: false });
    recordCases('autorização', 'direct Cognito SignUp on the public client', 2);
  });

  it('refuses a SignUp on the server client without its secret, and even with it but without the server\u2019s signature', async () => {
    const serverClientId = process.env.USER_POOL_SERVER_CLIENT_ID!;
    expect(await directSignUp({ clientId: serverClientId, email: 'porta3@exemplo.com', attributes: true })).toEqual({ outcome: 'NotAuthorizedException', exists: false });
    expect(await directSignUp({ clientId: serverClientId, email: 'porta4@exemplo.com', attributes: true, secretHash: 'AAAA' })).toEqual({ outcome: 'NotAuthorizedException', exists: false });

    // Someone holding the client secret still needs the signature, which only the sign-up function can make.
    const { UserPoolClient } = await cognito().send(new DescribeUserPoolClientCommand({ UserPoolId: stack().userPoolId, ClientId: serverClientId }));
    const email = 'porta5@exemplo.com';
    const secretHash = createHmac('sha256', UserPoolClient!.ClientSecret!).update(`${email}${serverClientId}`).digest('base64');
    const forged = { carey_signup_expires: String(Math.floor(Date.now() / 1000) + 60), carey_signup_signature: 'bm90LXRoZS1zaWduYXR1cmU' };
    expect(await directSignUp({ clientId: serverClientId, email, attributes: true, secretHash, metadata: forged })).toEqual({ outcome: 'UserLambdaValidationException', exists: false });
    recordCases('autorização', 'direct Cognito SignUp on the server client', 3);
  });

  it('still signs people up through /api/signup', async () => {
    const json = { name: 'Pela API', phone: '21977665544', email: 'pela.api@exemplo.com', password: 'Senha1234', confirmPassword: 'Senha1234', acceptedTerms: true };
    expect((await api(stack(), '/api/signup', { method: 'POST', json })).status).toBe(201);
    expect(await userExists('pela.api@exemplo.com')).toBe(true);
  });

  it('does not let a caregiver change her own e-mail or name: the attributes stay and the deletion password check still finds her', async () => {
    const { accessToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    for (const attribute of [{ Name: 'email', Value: 'outra@exemplo.com' }, { Name: 'name', Value: 'Outra' }]) {
      const answer = await cognito()
        .send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [attribute] }))
        .then(() => 'changed', (error: Error) => error.name);
      expect(answer).toBe('NotAuthorizedException');
    }
    const { UserAttributes } = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
    expect(UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(SAMPLE_ACCOUNT.email);
    expect(UserAttributes?.find((a) => a.Name === 'name')?.Value).toBe(SAMPLE_ACCOUNT.name);
    // Signing in with the original e-mail still works (what the deletion re-check does, on the server client).
    expect((await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken).toBeTruthy();
    recordCases('autorização', 'a caregiver changing her own Cognito attributes', 2);
  });
});
