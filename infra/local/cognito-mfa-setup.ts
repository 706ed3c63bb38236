/* eslint-disable @typescript-eslint/no-require-imports */
import { randomUUID } from 'node:crypto';

/**
 * Cognito's MFA_SETUP challenge, which cognito-local (5.x) lacks: in a pool with MFA required (`MfaConfiguration:
 * 'ON'`, the operators' pool), a user without an authenticator app who signs in with the right password gets
 * `MFA_SETUP` and a session, not tokens (cognito-local would answer NotAuthorizedException). With that session she
 * associates an app (AssociateSoftwareToken), proves a code (VerifySoftwareToken) and answers the challenge
 * (RespondToAuthChallenge MFA_SETUP), which gives her tokens: what Amplify's CONTINUE_SIGN_IN_WITH_TOTP_SETUP
 * step does in AWS. Sessions live 3 minutes, as Cognito's. docs/decisions/047-operators-pool.md.
 * The same challenge follows a first sign-in's new password (RespondToAuthChallenge NEW_PASSWORD_REQUIRED): in such a
 * pool Cognito answers MFA_SETUP there too, never tokens, so an invited operator enrols before her first session
 * (cognito-local would hand her tokens; issue 41).
 */
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Handler = (ctx: unknown, req: Request) => Promise<unknown>;
interface Request {
  ClientId?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  AccessToken?: string;
  Session?: string;
  UserCode?: string;
  FriendlyDeviceName?: string;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
}
interface LocalUser {
  Username: string;
  Password?: string;
  UserStatus?: string;
  Enabled?: boolean;
  UserMFASettingList?: string[];
  MFAOptions?: unknown[];
  SoftwareTokenMfaConfiguration?: { Secret: string; Verified: boolean; FriendlyDeviceName?: string };
}
interface LocalPool {
  options: { MfaConfiguration?: string };
  getUserByUsername(ctx: unknown, username: string): Promise<LocalUser | null>;
  saveUser(ctx: unknown, user: LocalUser): Promise<void>;
  listUserGroupMembership(ctx: unknown, user: LocalUser): Promise<string[]>;
  storeRefreshToken(ctx: unknown, token: string, user: LocalUser): Promise<void>;
}
interface Services {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalPool>; getAppClient(ctx: unknown, clientId: string): Promise<unknown> };
  tokenGenerator: { generate(ctx: unknown, user: LocalUser, groups: string[], client: unknown, meta: unknown, source: string): Promise<{ RefreshToken: string }> };
}

const SESSION_MS = 3 * 60_000;

export function withMfaSetup(router: (target: string) => Handler, services: Services) {
  const { NotAuthorizedError, CodeMismatchError } = lib('errors');
  const totp = lib('services/totp');
  const sessions = new Map<string, { clientId: string; username: string; verified: boolean; until: number }>();
  const open = (session: string | undefined) => {
    const found = session ? sessions.get(session) : undefined;
    if (!found || found.until < Date.now()) throw new NotAuthorizedError('Invalid session for the user, session is expired.');
    return found;
  };
  const userOf = async (ctx: unknown, clientId: string, username: string) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new NotAuthorizedError();
    return { pool, user };
  };
  const withoutMfa = (user: LocalUser) => (user.UserMFASettingList ?? []).length === 0 && (user.MFAOptions ?? []).length === 0;
  const mfaSetupChallenge = (clientId: string, user: LocalUser) => {
    const session = randomUUID();
    sessions.set(session, { clientId, username: user.Username, verified: false, until: Date.now() + SESSION_MS });
    return { ChallengeName: 'MFA_SETUP', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.Username }, Session: session };
  };

  return (target: string): Handler => {
    const handle = router(target);
    if (target === 'InitiateAuth') {
      return async (ctx, req) => {
        const params = req.AuthParameters ?? {};
        if (req.AuthFlow !== 'USER_PASSWORD_AUTH' || !req.ClientId || !params.USERNAME) return handle(ctx, req);
        const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId).catch(() => undefined);
        const user = pool?.options.MfaConfiguration === 'ON' ? await pool.getUserByUsername(ctx, params.USERNAME) : null;
        if (!user || user.UserStatus !== 'CONFIRMED' || user.Enabled === false || user.Password !== params.PASSWORD || !withoutMfa(user)) return handle(ctx, req);
        return mfaSetupChallenge(req.ClientId, user);
      };
    }
    if (target === 'AssociateSoftwareToken' || target === 'VerifySoftwareToken') {
      return async (ctx, req) => {
        if (req.AccessToken || !req.Session) return handle(ctx, req);
        const state = open(req.Session);
        const { pool, user } = await userOf(ctx, state.clientId, state.username);
        if (target === 'AssociateSoftwareToken') {
          const secret: string = totp.generateSecret();
          await pool.saveUser(ctx, { ...user, SoftwareTokenMfaConfiguration: { Secret: secret, Verified: false } });
          return { SecretCode: secret, Session: req.Session };
        }
        const secret = user.SoftwareTokenMfaConfiguration?.Secret;
        if (!secret || !req.UserCode || !totp.verify(secret, req.UserCode)) throw new CodeMismatchError();
        await pool.saveUser(ctx, {
          ...user,
          SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true, FriendlyDeviceName: req.FriendlyDeviceName },
          UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
        });
        state.verified = true;
        return { Status: 'SUCCESS', Session: req.Session };
      };
    }
    if (target === 'RespondToAuthChallenge') {
      return async (ctx, req) => {
        if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED' && req.ClientId) {
          const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId).catch(() => undefined);
          const username = req.ChallengeResponses?.USERNAME;
          const user = pool?.options.MfaConfiguration === 'ON' && username ? await pool.getUserByUsername(ctx, username) : null;
          // cognito-local sets the password (its checks and the pool's rules run as before); its tokens are dropped.
          const answer = await handle(ctx, req);
          return user && withoutMfa(user) ? mfaSetupChallenge(req.ClientId, user) : answer;
        }
        if (req.ChallengeName !== 'MFA_SETUP') return handle(ctx, req);
        const state = open(req.Session);
        if (!state.verified || state.clientId !== req.ClientId) throw new NotAuthorizedError('Invalid session for the user.');
        sessions.delete(req.Session!);
        const { pool, user } = await userOf(ctx, state.clientId, state.username);
        const tokens = await services.tokenGenerator.generate(ctx, user, await pool.listUserGroupMembership(ctx, user), await services.cognito.getAppClient(ctx, state.clientId), undefined, 'Authentication');
        await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
        return { ChallengeParameters: {}, AuthenticationResult: tokens };
      };
    }
    return handle;
  };
}
