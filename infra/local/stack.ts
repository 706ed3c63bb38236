/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { apiPaths } from '../../contract/paths';
import { TEAM_GROUP } from '../../contract/team';
import { cognitoTriggers, routes, scheduledJobs, tableStreamConsumers, type Route } from '../../lambdas/routes';
import { NEW_OPENING_FILTER } from '../../lambdas/data/opening-stream';
import { userPoolPasswordPolicy } from '../../lambdas/domain/password-policy';
import { createTableInput } from '../../lambdas/data/table-definition';
import { plans } from '../../lambdas/domain/plans';
import { buildRuntimeConfig } from '../runtime-config';
import { defaultLinks } from '../site-settings';
import { startLocalCognito } from './cognito-local';
import { createCognitoShim } from './cognito-shim';
import { appClients, attributesKeptUntilVerified } from '../cognito-clients';
import { startLocalDynamo, type LocalDynamo, type LocalStreamRecord } from './dynamo-local';
import { startLocalMailbox } from './mailbox';
import { startGateway, type ApiFunction } from './gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startLambdaInvoke, type LambdaFunction } from './lambda-invoke';
import { freePort } from './net';
import { startStripeStandIn } from './stripe/stand-in';
import { startViaCepStandIn } from './viacep-standin';

const ROOT = path.resolve(__dirname, '../..');
const LAMBDAS = path.join(ROOT, 'lambdas');
export const TABLE_NAME = 'carey-local';
export const MAIL_FROM = 'Carey <nao-responda@carey.local>';
export const SUPPORT_INBOX = 'suporte@carey.local';
/**
 * Local Stripe settings (test values, not secrets: they only open the local stand-in). The webhook secret is in
 * the README so anyone can sign their own test events with stripe.webhooks.generateTestHeaderString.
 */
export const LOCAL_STRIPE = {
  secretKey: 'sk_test_carey_local',
  webhookSecret: 'whsec_carey_local_webhook_secret',
  prices: { STRIPE_PRICE_MENSAL: 'price_carey_local_mensal', STRIPE_PRICE_TRIMESTRAL: 'price_carey_local_trimestral' },
} as const;

/** Signs unsubscribe links locally (a fixed local value like the Stripe ones; AWS generates a secret). */
export const LOCAL_ALERTS_TOKEN_SECRET = 'carey-local-alerts-token-secret-not-for-aws';
export const LOCAL_SIGNUP_SIGNATURE_SECRET = 'carey-local-signup-signature-secret-not-for-aws';
/** Peppers the e-mail hashes of rate counters and deletion receipts locally (AWS generates a secret). */
export const LOCAL_HASH_PEPPER = 'carey-local-hash-pepper-not-for-aws';

/** Well-known ports for `npm run dev`; tests pass `ports: 'free'` so they run beside it. */
export const DEV_PORTS = { site: 3000, cognito: 9229, mailbox: 8005, dynamo: 8000, lambda: 9001, stripe: 12111, viacep: 8090 };

/** Where the handlers find the stand-ins. */
export interface LocalEndpoints {
  dynamo: string;
  ses: string;
  cognito: string;
  siteUrl: string;
  /** The ViaCEP stand-in; the CEP geocoder is under its `/geocoder`. */
  viacep: string;
  stripe: string;
}

/**
 * The environment the real handlers and jobs run with on the local stack: the SDK finds the stand-ins through the
 * AWS_ENDPOINT_URL_* variables, exactly as it finds AWS without them.
 */
export function localHandlerEnv(at: LocalEndpoints): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: at.dynamo,
    AWS_ENDPOINT_URL_SES: at.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: at.cognito,
    TABLE_NAME,
    SITE_URL: at.siteUrl,
    MAIL_FROM,
    SUPPORT_INBOX,
    VIACEP_URL: at.viacep,
    CEP_GEOCODER_URL: `${at.viacep}/geocoder`,
    STRIPE_API_BASE: at.stripe,
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    ...LOCAL_STRIPE.prices,
    ALERTS_TOKEN_SECRET: LOCAL_ALERTS_TOKEN_SECRET,
    SIGNUP_SIGNATURE_SECRET: LOCAL_SIGNUP_SIGNATURE_SECRET,
    HASH_PEPPER: LOCAL_HASH_PEPPER,
  };
}

/** `npm run dev`'s endpoints (fixed ports; `sitePort` is PORT when it was set). */
export function devStackEndpoints(sitePort: number = DEV_PORTS.site): LocalEndpoints {
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    dynamo: at(DEV_PORTS.dynamo),
    ses: at(DEV_PORTS.mailbox),
    cognito: at(DEV_PORTS.cognito),
    siteUrl: `http://localhost:${sitePort}`,
    viacep: at(DEV_PORTS.viacep),
    stripe: at(DEV_PORTS.stripe),
  };
}

export interface LocalStackOptions {
  /** Keeps state between restarts; without it everything lives in a temporary folder removed on stop. */
  stateDir?: string;
  ports: 'dev' | 'free';
  /** Gateway port when ports is 'dev' (PORT). */
  sitePort?: number;
  /** `/api/health` answers 503 until `markReady()` (npm run dev: only once the sample data is all written). */
  healthWaitsForReady?: boolean;
  /** Wraps each route's handler once it is loaded (the load test measures each invocation with it). */
  wrapHandler?: (route: Route, handler: ApiFunction) => ApiFunction;
  /**
   * Delivers the table stream to its consumers (alert matching); on by default, as in AWS. The read benchmarks turn
   * it off: matching the openings they load would run beside the pages they measure and count in their requests.
   */
  tableStream?: boolean;
}

export interface LocalStack {
  siteUrl: string;
  mailboxUrl: string;
  cognitoEndpoint: string;
  dynamoEndpoint: string;
  stripeEndpoint: string;
  viaCepEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  tableName: string;
  /** True the first time this state folder is used (the caller seeds then). */
  fresh: boolean;
  /** Fault injection and counters for tests. */
  dynamo: Pick<LocalDynamo, 'throttleNext' | 'requestCount'>;
  /** Resolves when every record written so far to the emulated table stream has been handled. */
  drainStreams(): Promise<void>;
  /** Runs a scheduled job (lambdas/jobs/{handler}) now, as its timer would; tests use it to skip the wait. */
  runJob(handler: string, event?: unknown): Promise<unknown>;
  /** See `healthWaitsForReady`. */
  markReady(): void;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on loopback: DynamoDB (dynalite + transactions), Cognito (cognito-local, its triggers
 * answered by our handlers), SES (aws-ses-v2-local), Stripe and ViaCEP stand-ins, and the gateway that serves the
 * SPA and the API routes. The real handlers run in this process; the SDK finds the stand-ins through the
 * AWS_ENDPOINT_URL_* variables set here, exactly as it finds AWS without them.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const temporary = !options.stateDir;
  const stateDir = options.stateDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'carey-local-'));
  fs.mkdirSync(stateDir, { recursive: true });
  const port = async (name: keyof typeof DEV_PORTS) =>
    options.ports === 'dev' ? (name === 'site' ? (options.sitePort ?? DEV_PORTS.site) : DEV_PORTS[name]) : name === 'cognito' ? freePort() : 0;
  const stoppers: (() => Promise<void>)[] = [];

  try {
    const streams = startStreamConsumers();
    const dynamo = await startLocalDynamo({
      port: await port('dynamo'),
      dir: temporary ? undefined : path.join(stateDir, 'dynamodb'),
      stream: {
        filter: (item) => (NEW_OPENING_FILTER.dynamodb.NewImage.entity.S as readonly string[]).includes(String(item.entity?.S)),
        onRecords: options.tableStream === false ? () => undefined : streams.push,
      },
    });
    stoppers.push(dynamo.stop);
    // Stopped before DynamoDB (stoppers run in reverse): a batch in flight finishes against a table that still answers.
    stoppers.push(streams.stop);

    const mailbox = await startLocalMailbox({ port: await port('mailbox') });
    const mailboxPort = mailbox.port;
    stoppers.push(mailbox.stop);
    const mailboxUrl = `http://localhost:${mailboxPort}`;

    const triggerFunctions: Record<string, () => LambdaFunction> = {};
    for (const t of Object.values(cognitoTriggers)) {
      triggerFunctions[t.functionName] = () => require(path.join(LAMBDAS, 'triggers', t.handler)).handler;
    }
    const lambda = await startLambdaInvoke({ port: await port('lambda'), functions: triggerFunctions });
    stoppers.push(lambda.stop);

    let siteUrlForWebhooks = '';
    const stripe = await startStripeStandIn({
      port: await port('stripe'),
      secretKey: LOCAL_STRIPE.secretKey,
      webhookSecret: LOCAL_STRIPE.webhookSecret,
      webhookUrl: () => `${siteUrlForWebhooks}${apiPaths.stripeWebhook}`,
      prices: Object.fromEntries(plans.map((p) => [LOCAL_STRIPE.prices[p.priceIdEnv as keyof typeof LOCAL_STRIPE.prices], p.name])),
      stateFile: path.join(stateDir, 'stripe.json'),
    });
    stoppers.push(stripe.stop);
    const viacep = await startViaCepStandIn({ port: await port('viacep') });
    stoppers.push(viacep.stop);

    const cognitoPort = await port('cognito');
    const cognito = await startLocalCognito({
      port: cognitoPort,
      dir: path.join(stateDir, 'cognito'),
      lambdaEndpoint: lambda.endpoint,
      sesEndpoint: `http://127.0.0.1:${mailboxPort}`,
      mailFrom: MAIL_FROM,
      triggerFunctions: {
        CustomMessage: cognitoTriggers.customMessage.functionName,
        PreSignUp: cognitoTriggers.preSignUp.functionName,
        PostConfirmation: cognitoTriggers.postConfirmation.functionName,
      },
    });
    stoppers.push(cognito.stop);

    // The gateway's port must be known before the environment is written (SITE_URL goes into e-mails).
    const sitePort = options.ports === 'dev' ? await port('site') : await freePort();
    const siteUrl = `http://localhost:${sitePort}`;
    siteUrlForWebhooks = siteUrl;

    Object.assign(
      process.env,
      localHandlerEnv({ dynamo: dynamo.endpoint, ses: `http://127.0.0.1:${mailboxPort}`, cognito: cognito.endpoint, siteUrl, viacep: viacep.endpoint, stripe: stripe.endpoint }),
    );

    await ensureTable(dynamo.endpoint);
    const statePath = path.join(stateDir, 'state.json');
    const known = fs.existsSync(statePath)
      ? (JSON.parse(fs.readFileSync(statePath, 'utf8')) as { userPoolId: string; userPoolClientId: string; userPoolServerClientId?: string })
      : undefined;
    const kept = known && (await poolExists(cognito.endpoint, known.userPoolId)) ? known : undefined;
    const pool = kept ? await upgradePool(cognito.endpoint, kept) : await createPool(cognito.endpoint);
    fs.writeFileSync(statePath, JSON.stringify(pool, null, 2));
    await ensureTeamGroup(cognito.endpoint, pool.userPoolId);
    Object.assign(process.env, { USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.userPoolClientId, USER_POOL_SERVER_CLIENT_ID: pool.userPoolServerClientId });

    const issuer = cognito.issuerFor(pool.userPoolId);
    const handlers = new Map<string, ApiFunction>();
    let ready = !options.healthWaitsForReady;
    const gateway = await startGateway({
      port: sitePort,
      routes,
      loadHandler: (route: Route) => {
        if (!handlers.has(route.handler)) {
          const handler = require(path.join(LAMBDAS, 'handlers', route.handler)).handler as ApiFunction;
          handlers.set(route.handler, options.wrapHandler ? options.wrapHandler(route, handler) : handler);
        }
        return handlers.get(route.handler)!;
      },
      authorize: createJwtAuthorizer({ jwksUrl: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`, issuer, clientId: pool.userPoolClientId }),
      cognito: createCognitoShim(cognito.endpoint, pool.userPoolId),
      runtimeConfig: () =>
        buildRuntimeConfig({
          stage: 'local',
          auth: { userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, userPoolEndpoint: `${siteUrl}/cognito`, authFlowType: 'USER_PASSWORD_AUTH' },
          links: defaultLinks,
        }),
      isReady: () => ready,
      webDir: path.join(ROOT, 'web', 'dist'),
      placeholderPage: path.join(__dirname, 'placeholder.html'),
    });
    stoppers.push(gateway.stop);

    const jobs = startScheduledJobs();
    stoppers.push(jobs.stop);

    return {
      siteUrl,
      mailboxUrl,
      cognitoEndpoint: cognito.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      stripeEndpoint: stripe.endpoint,
      viaCepEndpoint: viacep.endpoint,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      issuer,
      tableName: TABLE_NAME,
      fresh: !known || known.userPoolId !== pool.userPoolId,
      dynamo: { throttleNext: dynamo.throttleNext, requestCount: dynamo.requestCount },
      drainStreams: streams.drain,
      runJob: jobs.run,
      markReady: () => {
        ready = true;
      },
      stop: async () => {
        await stopAll(stoppers);
        if (temporary) fs.rmSync(stateDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll(stoppers);
    throw error;
  }
}

/**
 * Scheduled jobs from the route table, on timers (EventBridge schedules in AWS). A run never overlaps the previous
 * run of the same job; a failing run is logged and the timer goes on.
 */
function startScheduledJobs() {
  const load = (handler: string) => require(path.join(LAMBDAS, 'jobs', handler)).handler as (event: unknown) => Promise<unknown>;
  const running = new Set<string>();
  const timers = scheduledJobs.map((job) =>
    setInterval(() => {
      if (running.has(job.handler)) return;
      running.add(job.handler);
      load(job.handler)({ source: 'local.scheduler' })
        .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'scheduled job failed', job: job.handler, error: String(error) })))
        .finally(() => running.delete(job.handler));
    }, job.everyMinutes * 60_000).unref(),
  );
  return {
    run: async (handler: string, event: unknown = {}) => {
      if (!scheduledJobs.some((j) => j.handler === handler)) throw new Error(`unknown scheduled job ${handler}`);
      return load(handler)(event);
    },
    stop: async () => timers.forEach(clearInterval),
  };
}

/**
 * The table stream's consumers (DynamoDB Streams → Lambda in AWS): records go to each consumer of the route table
 * in write order, in batches, with the same event filter as in AWS. A failed batch is retried from the reported
 * record, three times, then logged and skipped (AWS retries until the record expires).
 */
function startStreamConsumers() {
  const load = (handler: string) =>
    require(path.join(LAMBDAS, 'jobs', handler)).handler as (event: { Records: LocalStreamRecord[] }) => Promise<{ batchItemFailures?: { itemIdentifier: string }[] } | void>;
  const wanted = NEW_OPENING_FILTER.eventName as readonly string[];
  const queue: LocalStreamRecord[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;

  const deliver = async (handler: string, records: LocalStreamRecord[]) => {
    let batch = records;
    for (let attempt = 1; batch.length; attempt++) {
      const failed = await load(handler)({ Records: batch })
        .then((out) => out?.batchItemFailures?.[0]?.itemIdentifier)
        .catch(() => batch[0].dynamodb.SequenceNumber);
      if (failed === undefined) return;
      if (attempt >= 3) {
        console.error(JSON.stringify({ level: 'error', message: 'stream records skipped after retries', handler, from: failed }));
        return;
      }
      batch = batch.slice(Math.max(0, batch.findIndex((r) => r.dynamodb.SequenceNumber === failed)));
    }
  };
  const pump = async () => {
    while (queue.length && !stopped) {
      const batch = queue.splice(0, 100).filter((r) => wanted.includes(r.eventName));
      if (!batch.length) continue;
      for (const consumer of tableStreamConsumers) await deliver(consumer.handler, batch);
    }
  };
  const kick = () => {
    running ??= pump().finally(() => {
      running = undefined;
      if (queue.length && !stopped) kick();
    });
  };
  return {
    push: (records: LocalStreamRecord[]) => {
      queue.push(...records);
      // After the write's reply is on its way: the writer never waits for the consumers, as in AWS.
      setImmediate(kick);
    },
    drain: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (running || queue.length) {
        if (!running) kick();
        await running;
      }
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function stopAll(stoppers: (() => Promise<void>)[]) {
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
}

async function ensureTable(endpoint: string) {
  const client = new DynamoDBClient({ endpoint });
  try {
    await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(createTableInput(TABLE_NAME)));
  }
}

async function poolExists(endpoint: string, userPoolId: string) {
  try {
    await new CognitoIdentityProviderClient({ endpoint }).send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch {
    return false;
  }
}

/** The team's console: operators are the members of this group (infra/cdk/auth.ts creates it in AWS). */
async function ensureTeamGroup(endpoint: string, userPoolId: string) {
  try {
    await new CognitoIdentityProviderClient({ endpoint }).send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: TEAM_GROUP }));
  } catch (error) {
    if ((error as Error).name !== 'GroupExistsException') throw error;
  }
}

async function createPool(endpoint: string) {
  const client = new CognitoIdentityProviderClient({ endpoint });
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'carey-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As infra/cdk/auth.ts: optional MFA, so a user with TOTP enabled (operators) is asked for its code.
      MfaConfiguration: 'OPTIONAL',
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...attributesKeptUntilVerified] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: userPoolPasswordPolicy.minLength,
          RequireLowercase: userPoolPasswordPolicy.requireLowercase,
          RequireNumbers: userPoolPasswordPolicy.requireDigits,
          RequireUppercase: userPoolPasswordPolicy.requireUppercase,
          RequireSymbols: userPoolPasswordPolicy.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = UserPool!.Id!;
  return { userPoolId, userPoolClientId: await createAppClient(client, userPoolId, 'web'), userPoolServerClientId: await createAppClient(client, userPoolId, 'server') };
}

/**
 * A pool kept in `.local/state` from before issue 22 keeps its users and gets today's clients: the web client's
 * write attributes, and a server client if it has none. (Its e-mail is not kept until verified: cognito-local
 * cannot change that on an existing pool; `npm run dev -- --reset` makes a new one.)
 */
async function upgradePool(endpoint: string, kept: { userPoolId: string; userPoolClientId: string; userPoolServerClientId?: string }) {
  const client = new CognitoIdentityProviderClient({ endpoint });
  await client.send(
    new UpdateUserPoolClientCommand({ UserPoolId: kept.userPoolId, ClientId: kept.userPoolClientId, WriteAttributes: [...appClients.web.writeAttributes] }),
  );
  return { ...kept, userPoolServerClientId: kept.userPoolServerClientId ?? (await createAppClient(client, kept.userPoolId, 'server')) };
}

/** An app client of the local pool, configured as in CDK (infra/cognito-clients.ts); returns its id. */
async function createAppClient(client: CognitoIdentityProviderClient, userPoolId: string, kind: keyof typeof appClients): Promise<string> {
  const settings = appClients[kind];
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: settings.name,
      GenerateSecret: settings.generateSecret,
      ExplicitAuthFlows: [...settings.authFlows],
      WriteAttributes: [...settings.writeAttributes],
    }),
  );
  return UserPoolClient!.ClientId!;
}

