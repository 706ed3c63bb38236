/* eslint-disable @typescript-eslint/no-require-imports */
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What Cognito enforces on app clients and cognito-local does not (checked in cognito-local 5.3.0), added in front
 * of its targets so every caller meets them (the SPA through the gateway's /cognito and tests through the SDK):
 * - WriteAttributes: SignUp, UpdateUserAttributes and DeleteUserAttributes may touch only the attributes the
 *   client lists (an empty or missing list means all, as in Cognito). The clients are configured from
 *   infra/cognito-clients.ts, like the CDK ones.
 * - SECRET_HASH: a client with a secret needs it on SignUp, ConfirmSignUp, ResendConfirmationCode,
 *   ForgotPassword, ConfirmForgotPassword and USER_PASSWORD_AUTH (refresh with a secret client is not checked:
 *   Carey never refreshes on its server client).
 * Not enforced locally: threat protection, MFA, keepOriginal beyond what cognito-local does (it keeps the old
 * value of an attribute listed in UserAttributeUpdateSettings until it is verified).
 */
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Handler = (ctx: unknown, req: Request) => Promise<unknown>;
interface Request {
  ClientId?: string;
  AccessToken?: string;
  Username?: string;
  SecretHash?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  UserAttributes?: { Name: string }[];
  UserAttributeNames?: string[];
}
interface AppClient {
  ClientId: string;
  ClientSecret?: string;
  WriteAttributes?: string[];
}
export interface AppClients {
  getAppClient(ctx: unknown, clientId: string): Promise<AppClient | null>;
}

const SECRET_HASH_TARGETS = new Set(['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword']);

export function enforceClientRules(router: (target: string) => Handler, clients: AppClients) {
  const { NotAuthorizedError } = lib('errors');
  return (target: string): Handler => {
    const handle = router(target);
    return async (ctx, req) => {
      const written = attributesWritten(target, req);
      const clientId = written && target !== 'SignUp' ? clientOfToken(req.AccessToken) : req.ClientId;
      const client = clientId ? await clients.getAppClient(ctx, clientId) : null;
      if (client && written) {
        const allowed = client.WriteAttributes ?? [];
        if (allowed.length > 0 && written.some((name) => !allowed.includes(name))) {
          throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
        }
      }
      if (client?.ClientSecret && needsSecretHash(target, req)) {
        const username = target === 'InitiateAuth' ? req.AuthParameters?.USERNAME : req.Username;
        const given = target === 'InitiateAuth' ? req.AuthParameters?.SECRET_HASH : req.SecretHash;
        if (!given) throw new NotAuthorizedError(`Client ${client.ClientId} is configured with secret but SECRET_HASH was not received`);
        const expected = createHmac('sha256', client.ClientSecret).update(`${username ?? ''}${client.ClientId}`).digest();
        const givenBytes = Buffer.from(given, 'base64');
        if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
          throw new NotAuthorizedError(`Unable to verify secret hash for client ${client.ClientId}`);
        }
      }
      return handle(ctx, req);
    };
  };
}

function attributesWritten(target: string, req: Request): string[] | undefined {
  if (target === 'SignUp' || target === 'UpdateUserAttributes') return (req.UserAttributes ?? []).map((a) => a.Name);
  if (target === 'DeleteUserAttributes') return req.UserAttributeNames ?? [];
  return undefined;
}

function needsSecretHash(target: string, req: Request): boolean {
  return SECRET_HASH_TARGETS.has(target) || (target === 'InitiateAuth' && req.AuthFlow === 'USER_PASSWORD_AUTH');
}

/** The app client an access token was issued to (cognito-local checks the signature itself when it acts on it). */
function clientOfToken(token: string | undefined): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { client_id?: unknown };
    return typeof payload.client_id === 'string' ? payload.client_id : undefined;
  } catch {
    return undefined;
  }
}
