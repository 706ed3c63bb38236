/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { listen, portOf, stopServer, type ListenAt } from './net';
import { enforceClientRules } from './cognito-rules';
import { withResendConfirmationCode } from './cognito-resend';
import { withAdminUserGlobalSignOut } from './cognito-global-sign-out';
import { withMfaSetup } from './cognito-mfa-setup';
import { withRefusals, type CognitoRefusal } from './cognito-web-acl';

// cognito-local has no typed programmatic entry point; these are its own building blocks, wired as its
// createDefaultServer wires them, but with our directories, ports, trigger endpoint and an e-mail sender.
const lib = (p: string) => require(`cognito-local/lib/${p}`);
const AWS = require('aws-sdk');
const pino = require('pino');

export interface LocalCognito {
  endpoint: string;
  /** Issuer of the tokens it signs: http://localhost:{port}/{poolId} */
  issuerFor(poolId: string): string;
  /** Fault injection: the next calls of an operation refused as the pool's web ACL or quota would (cognito-web-acl.ts). */
  refuseNext(operation: string, count: number, as?: CognitoRefusal): void;
  stop(): Promise<void>;
}

interface Message {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
}

/**
 * cognito-local prints codes to its console; we deliver account e-mails to the SES stand-in instead, so a person
 * finds them in the local mailbox, as they would find Cognito's e-mail in AWS.
 */
class MailboxSender {
  private readonly ses: SESClient;
  constructor(sesEndpoint: string, private readonly from: string) {
    this.ses = new SESClient({ endpoint: sesEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  }
  async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: Message) {
    const subject = message.emailSubject ?? 'Seu código de verificação Carey';
    const html = message.emailMessage ?? `<p>Seu código de verificação é <strong>${message.__code ?? ''}</strong>.</p>`;
    await this.ses.send(
      new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [destination] },
        Message: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Html: { Data: html, Charset: 'UTF-8' } } },
      }),
    );
  }
  async sendSms() {
    // SMS is not used by Carey.
  }
}

interface InvitingPool {
  options: { AdminCreateUserConfig?: { InviteMessageTemplate?: { EmailSubject?: string; EmailMessage?: string } } };
}
type CreateMessage = (ctx: unknown, source: string, clientId: unknown, userPoolId: string, user: { Username: string }, code: string, clientMetadata: unknown) => Promise<Message | null>;

/**
 * Cognito sends a pool's own invitation template (InviteMessageTemplate, {username} and {####} filled in) when no
 * CustomMessage trigger is attached to that pool. cognito-local has one set of triggers for every pool, so a pool
 * with a template of its own, the operators' as in CDK (infra/cdk/operators-auth.ts), gets its template here.
 */
function withPoolInvitations<M extends { create: CreateMessage }>(messages: M, cognito: { getUserPool(ctx: unknown, id: string): Promise<InvitingPool> }): M {
  const create = messages.create.bind(messages);
  messages.create = async (ctx, source, clientId, userPoolId, user, code, clientMetadata) => {
    const template = source === 'AdminCreateUser' ? (await cognito.getUserPool(ctx, userPoolId)).options.AdminCreateUserConfig?.InviteMessageTemplate : undefined;
    if (!template?.EmailMessage) return create(ctx, source, clientId, userPoolId, user, code, clientMetadata);
    return { __code: code, emailSubject: template.EmailSubject, emailMessage: template.EmailMessage.split('{username}').join(user.Username).split('{####}').join(code) };
  };
  return messages;
}

export async function startLocalCognito(options: {
  /** A fixed or held port: the issuer in its tokens names it before it listens. */
  port: ListenAt;
  dir: string;
  lambdaEndpoint: string;
  sesEndpoint: string;
  mailFrom: string;
  triggerFunctions: Record<string, string>;
}): Promise<LocalCognito> {
  const dataDirectory = path.join(options.dir, 'db');
  fs.mkdirSync(dataDirectory, { recursive: true });
  const logger = pino({ level: process.env.COGNITO_LOCAL_LOG ?? 'silent' });
  const ctx = { logger };
  const port = portOf(options.port);
  const issuerDomain = `http://localhost:${port}`;
  const config = {
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
    TriggerFunctions: options.triggerFunctions,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: issuerDomain },
    KMSConfig: { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
  };

  const services = lib('services');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const { CryptoService } = lib('services/crypto');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');

  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(clock, cognito, new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)), new CryptoService(config.KMSConfig));
  const allServices = {
    clock,
    cognito,
    config,
    messages: withPoolInvitations(new services.MessagesService(triggers, new MessageDeliveryService(new MailboxSender(options.sesEndpoint, options.mailFrom))), cognito),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const refusals = withRefusals(refuseDisabledUsers(enforceClientRules(withMfaSetup(withAdminUserGlobalSignOut(withResendConfirmationCode(Router(allServices), allServices), allServices) as never, allServices), cognito), cognito) as never);
  // cognito-local's own start() listens on a port number; its application listens here, on the held port too.
  const server = http.createServer(createServer(refusals.router, logger, config.ServerConfig, allServices).application);
  await listen(server, options.port);

  return {
    endpoint: `http://127.0.0.1:${port}`,
    issuerFor: (poolId) => `${issuerDomain}/${poolId}`,
    refuseNext: refusals.refuseNext,
    stop: () => stopServer(server),
  };
}

type TargetHandler = (ctx: unknown, req: InitiateAuthRequest) => Promise<unknown>;
interface InitiateAuthRequest {
  AuthFlow?: string;
  ClientId?: string;
  AuthParameters?: Record<string, string>;
}
interface LocalUserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<{ Enabled?: boolean } | null>;
  getUserByRefreshToken(ctx: unknown, token: string): Promise<{ Enabled?: boolean } | null>;
}

/**
 * cognito-local lets a disabled user sign in; Cognito answers NotAuthorizedException 'User is disabled.' (to
 * sign-in and token refresh alike). Account deletion disables the user first, so the local pool must refuse too.
 */
function refuseDisabledUsers(router: (target: string) => TargetHandler, cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalUserPool> }) {
  const { NotAuthorizedError } = lib('errors');
  return (target: string): TargetHandler => {
    const handle = router(target);
    if (target !== 'InitiateAuth') return handle;
    return async (ctx, req) => {
      const pool = req.ClientId ? await cognito.getUserPoolForClientId(ctx, req.ClientId).catch(() => undefined) : undefined;
      const params = req.AuthParameters ?? {};
      const user = !pool
        ? undefined
        : params.USERNAME
          ? await pool.getUserByUsername(ctx, params.USERNAME)
          : params.REFRESH_TOKEN
            ? await pool.getUserByRefreshToken(ctx, params.REFRESH_TOKEN)
            : undefined;
      if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
      return handle(ctx, req);
    };
  };
}
