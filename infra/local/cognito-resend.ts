/* eslint-disable @typescript-eslint/no-require-imports */

/**
 * ResendConfirmationCode, which cognito-local (5.3.0) does not have: as Cognito does, a new code replaces the old
 * one and is delivered through the same message service as sign-up's (the CustomMessage trigger with source
 * CustomMessage_ResendCode, then the local mailbox); an unknown user is UserNotFoundException and a confirmed one
 * InvalidParameterException 'User is already confirmed.'. Put in front of cognito-local's router, behind the client
 * rules (cognito-rules.ts), which check its SECRET_HASH.
 */
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Handler = (ctx: unknown, req: ResendRequest) => Promise<unknown>;
interface ResendRequest {
  ClientId?: string;
  Username?: string;
  ClientMetadata?: Record<string, string>;
}
interface LocalUser {
  Attributes?: { Name: string; Value?: string }[];
  UserStatus?: string;
}
interface LocalPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<LocalUser | null>;
  saveUser(ctx: unknown, user: LocalUser & Record<string, unknown>): Promise<void>;
}
export interface ResendServices {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalPool> };
  messages: { deliver(ctx: unknown, source: string, clientId: string, userPoolId: string, user: LocalUser, code: string, metadata: unknown, details: unknown): Promise<void> };
  otp(): string;
  clock: { get(): Date };
}

export function withResendConfirmationCode(router: (target: string) => Handler, services: ResendServices) {
  const { InvalidParameterError, UserNotFoundError } = lib('errors');
  const resend: Handler = async (ctx, req) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const user = await pool.getUserByUsername(ctx, req.Username ?? '');
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
    if (!email) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
    const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId ?? '', pool.options.Id, user, code, req.ClientMetadata, details);
    await pool.saveUser(ctx, { ...user, UserLastModifiedDate: services.clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: details };
  };
  return (target: string): Handler => (target === 'ResendConfirmationCode' ? resend : router(target));
}
