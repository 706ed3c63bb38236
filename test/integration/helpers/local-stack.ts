import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { seedSampleData } from '../../../infra/local/seed';

/**
 * Starts a private local stack (free ports, temporary state) for one test file, so integration tests run beside
 * `npm run dev` and in CI. Call at the top of a describe; use `stack()` inside tests.
 */
export function useLocalStack(options: { seed?: boolean } = {}) {
  let current: LocalStack | undefined;
  beforeAll(async () => {
    current = await startLocalStack({ ports: 'free' });
    if (options.seed) await seedSampleData(current);
  }, 60_000);
  afterAll(async () => {
    await current?.stop();
  });
  return () => {
    if (!current) throw new Error('local stack not started');
    return current;
  };
}

export async function signIn(stack: LocalStack, email: string, password: string) {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const result = out.AuthenticationResult!;
  return { accessToken: result.AccessToken!, idToken: result.IdToken!, refreshToken: result.RefreshToken! };
}

export async function api(stack: LocalStack, path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${stack.siteUrl}${path}`, { ...init, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}

/** Mail the SES stand-in received (newest last). */
export async function mailbox(stack: LocalStack): Promise<{ destination: { to: string[] }; subject: string; body: { html?: string; text?: string }; from: string; replyTo?: string[] }[]> {
  const res = await fetch(`${stack.mailboxUrl}/store`);
  const { emails } = (await res.json()) as { emails: never[] };
  return emails;
}
