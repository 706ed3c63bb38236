import http from 'node:http';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { startSeededStack } from '../../../infra/local/seeded-stack';
import { totpCode } from '../../../infra/local/totp';
import { signInOperatorWithTotp } from '../../../lambdas/team/cognito';
import { expectIntact } from '../../reliability/integrity';

/**
 * Starts a private local stack (free ports, temporary state) for one test file, so integration tests run beside
 * `npm run dev` and in CI. Call at the top of a describe; use `stack()` inside tests.
 */
export function useLocalStack(options: { seed?: boolean; integrityCheck?: string } = {}) {
  let current: LocalStack | undefined;
  beforeAll(async () => {
    // A seeded stack starts on a copy of the run's seeded state (infra/local/seeded-stack.ts), still its own.
    current = options.seed ? await startSeededStack({ functionLogs: 'keep', jobTimers: false }) : await startLocalStack({ ports: 'free', functionLogs: 'keep', jobTimers: false });
  }, 60_000);
  afterAll(async () => {
    try {
      // Hardening files end by proving nothing was lost or corrupted (see test/reliability/integrity.ts).
      if (options.integrityCheck && current) await expectIntact(current, options.integrityCheck);
    } finally {
      await current?.stop();
    }
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

/**
 * An operator's sign-in at the operators' pool (docs/decisions/047): password, then the TOTP code computed from the
 * secret her enrolment gave (the seed's sample operator, or one added with `addEnrolledOperator`).
 */
export async function signInOperator(stack: LocalStack, account: { email: string; password: string }) {
  const secret = stack.operatorTotpSecrets.get(account.email);
  if (!secret) throw new Error(`${account.email} is not an enrolled operator of this stack (seed it or use addEnrolledOperator)`);
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  return signInOperatorWithTotp(cognito, { clientId: stack.operatorsClientId, ...account, secret, codeFor: (s) => totpCode(s) });
}

/** The repository's tsx, the one `npx tsx` runs, without npx's start-up (about half a second a call): for bin/ tools. */
export const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');

/** A random loopback address (Linux routes all of 127.0.0.0/8 to lo): each call looks like its own client. */
export const randomClientAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Calls the local gateway over HTTP. `from` sets the client's source address (the gateway sees it as CloudFront
 * would); by default every call comes from a different loopback address, so per-address rate limits only meet
 * the tests that ask for them.
 */
export async function api(stack: LocalStack, path: string, init: RequestInit & { token?: string; json?: unknown; from?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body = init.body as string | undefined;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const url = new URL(path, stack.siteUrl);
  const res = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: { ...Object.fromEntries(headers), ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        localAddress: init.from ?? randomClientAddress(),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [k, v] of Object.entries(response.headers)) if (v !== undefined) responseHeaders.set(k, Array.isArray(v) ? v.join(', ') : v);
          resolve({ status: response.statusCode ?? 0, headers: responseHeaders, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  let json: unknown;
  try {
    json = res.text ? JSON.parse(res.text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text: res.text, json: json as Record<string, unknown> };
}

/** Mail the SES stand-in received (newest last). */
export async function mailbox(stack: LocalStack): Promise<{ destination: { to: string[] }; subject: string; body: { html?: string; text?: string }; from: string; replyTo?: string[] }[]> {
  const res = await fetch(`${stack.mailboxUrl}/store`);
  const { emails } = (await res.json()) as { emails: never[] };
  return emails;
}
