import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '../../contract/paths';
import { cognitoTriggers, emailEventConsumers, routes, type Route } from '../../lambdas/routes';
import { NEW_OPENING_FILTER } from '../../lambdas/openings/data/opening-stream';
import { tableDefinition } from '../../lambdas/base/table/table-definition';
import { plans } from '../../lambdas/subscriptions/plans';
import { handlerNeeds } from '../function-environment';
import { buildRuntimeConfig } from '../runtime-config';
import { defaultLinks } from '../site-settings';
import { startLocalCognito } from './cognito-local';
import { openLocalPool } from './cognito-pool';
import { openOperatorsPool } from './operators-pool';
import { createCognitoShim } from './cognito-shim';
import { startLocalDynamo } from './dynamo-local';
import { ensureTable } from './ensure-table';
import { FunctionLogs } from './function-logs';
import { localFunction } from './function-runner';
import { startLocalMailbox } from './mailbox';
import { startLocalPush } from './push-service';
import { startGateway, type ApiFunction } from './gateway';
import { DEFAULT_API_THROTTLE } from '../cdk/stage-settings';
import { createRouteAuthorizer } from './jwt-authorizer';
import { startLambdaInvoke, type LambdaFunction } from './lambda-invoke';
import { holdPort, portOf, releaseHeldPort, type ListenAt } from './net';
import { startScheduledJobs } from './scheduled-jobs';
import { DEV_PORTS, LOCAL_STRIPE, MAIL_FROM, SUPPORT_INBOX, TABLE_NAME, localHandlerEnv } from './settings';
import { accessRecordsKeyFile, localAccessRecordsKeys } from './access-records-keys';
import type { LocalStack, LocalStackOptions } from './stack-types';
import { startStreamConsumers } from './stream-consumers';
import { startStripeStandIn } from './stripe/stand-in';
import { startViaCepStandIn } from './viacep-standin';

// The settings stay importable from here; tools that must not load the stand-ins import ./settings.
export * from './settings';
export type { LocalStack, LocalStackOptions } from './stack-types';

const ROOT = path.resolve(__dirname, '../..');

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
  const stoppers: (() => Promise<void>)[] = [];
  const port = (name: Exclude<keyof typeof DEV_PORTS, 'site' | 'cognito'>) => (options.ports === 'dev' ? DEV_PORTS[name] : 0);
  // Cognito and the site must know their ports before they listen (issuer, SITE_URL): a free one is held until then.
  const knownPort = async (name: 'site' | 'cognito'): Promise<ListenAt> => {
    if (options.ports === 'dev') return name === 'site' ? (options.sitePort ?? DEV_PORTS.site) : DEV_PORTS.cognito;
    const held = await holdPort();
    stoppers.push(() => releaseHeldPort(held));
    return held;
  };
  // Every variable a function can be given; each invocation gets only its needs' (filled in once the ports and the pool are known).
  const values: Record<string, string> = {};
  const logs = new FunctionLogs(options.functionLogs !== 'keep');

  try {
    const streams = startStreamConsumers(values, logs);
    const dynamo = await startLocalDynamo({
      port: port('dynamo'),
      dir: temporary ? undefined : path.join(stateDir, 'dynamodb'),
      stream: {
        filter: (item) => (NEW_OPENING_FILTER.dynamodb.NewImage.entity.S as readonly string[]).includes(String(item.entity?.S)),
        onRecords: options.tableStream === false ? () => undefined : streams.push,
      },
    });
    stoppers.push(dynamo.stop);
    // Stopped before DynamoDB (stoppers run in reverse): a batch in flight finishes against a table that still answers.
    stoppers.push(streams.stop);

    const emailEvents = emailEventConsumers.map((c) => localFunction<(event: unknown) => Promise<unknown>>(values, c.handler, c.needs, logs));
    const mailbox = await startLocalMailbox({ port: port('mailbox'), onEvent: async (event) => Promise.all(emailEvents.map((handle) => handle(event))) });
    stoppers.push(mailbox.stop);
    const mailboxUrl = `http://localhost:${mailbox.port}`;
    const push = await startLocalPush({ port: port('push'), stateDir, subject: `mailto:${SUPPORT_INBOX}` }); stoppers.push(push.stop);

    const triggerFunctions: Record<string, () => LambdaFunction> = {};
    for (const t of Object.values(cognitoTriggers)) {
      const trigger = localFunction<LambdaFunction>(values, t.handler, t.needs, logs);
      triggerFunctions[t.functionName] = () => trigger;
    }
    const lambda = await startLambdaInvoke({ port: port('lambda'), functions: triggerFunctions });
    stoppers.push(lambda.stop);

    let siteUrlForWebhooks = '';
    const stripe = await startStripeStandIn({
      port: port('stripe'),
      secretKey: LOCAL_STRIPE.secretKey,
      webhookSecret: LOCAL_STRIPE.webhookSecret,
      webhookUrl: () => `${siteUrlForWebhooks}${apiPaths.stripeWebhook}`,
      prices: Object.fromEntries(plans.map((p) => [LOCAL_STRIPE.prices[p.priceIdEnv as keyof typeof LOCAL_STRIPE.prices], p.name])),
      stateFile: path.join(stateDir, 'stripe.json'),
    });
    stoppers.push(stripe.stop);
    const viacep = await startViaCepStandIn({ port: port('viacep') }); stoppers.push(viacep.stop);

    const cognitoPort = await knownPort('cognito');
    const cognito = await startLocalCognito({
      port: cognitoPort,
      dir: path.join(stateDir, 'cognito'),
      lambdaEndpoint: lambda.endpoint,
      sesEndpoint: `http://127.0.0.1:${mailbox.port}`,
      mailFrom: MAIL_FROM,
      triggerFunctions: {
        CustomMessage: cognitoTriggers.customMessage.functionName,
        PreSignUp: cognitoTriggers.preSignUp.functionName,
        PostConfirmation: cognitoTriggers.postConfirmation.functionName,
      },
    });
    stoppers.push(cognito.stop);

    // The gateway's port must be known before the environment is written (SITE_URL goes into e-mails).
    const sitePort = await knownPort('site');
    const siteUrl = `http://localhost:${portOf(sitePort)}`;
    siteUrlForWebhooks = siteUrl;

    Object.assign(
      values,
      localHandlerEnv({ dynamo: dynamo.endpoint, ses: `http://127.0.0.1:${mailbox.port}`, cognito: cognito.endpoint, siteUrl, viacep: viacep.endpoint, stripe: stripe.endpoint }),
    );
    // Outside an invocation (tests' direct table writes, the seed) the process sees every variable.
    Object.assign(process.env, values);

    await ensureTable(dynamo.endpoint);
    const { pool, fresh } = await openLocalPool(cognito.endpoint, stateDir);
    const operators = await openOperatorsPool(cognito.endpoint, stateDir, siteUrl);
    Object.assign(values, { USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.userPoolClientId, USER_POOL_SERVER_CLIENT_ID: pool.userPoolServerClientId, OPERATORS_USER_POOL_ID: operators.operatorsPoolId, ACCESS_RECORDS_PUBLIC_KEY: localAccessRecordsKeys(stateDir).publicKey, ...push.variables });
    Object.assign(process.env, values);

    const issuer = cognito.issuerFor(pool.userPoolId);
    const handlers = new Map<string, ApiFunction>();
    const needsOf = handlerNeeds(options.routes ?? routes);
    let ready = !options.healthWaitsForReady;
    let fixedRequestTime: number | undefined;
    const gateway = await startGateway({
      port: sitePort,
      routes: options.routes ?? routes,
      loadHandler: (route: Route) => {
        if (!handlers.has(route.handler)) {
          const handler = localFunction<ApiFunction>(values, route.handler, needsOf.get(route.handler)!, logs);
          handlers.set(route.handler, options.wrapHandler ? options.wrapHandler(route, handler) : handler);
        }
        return handlers.get(route.handler)!;
      },
      authorize: createRouteAuthorizer(cognito.endpoint, cognito.issuerFor, { caregivers: { poolId: pool.userPoolId, clientId: pool.userPoolClientId }, operators: { poolId: operators.operatorsPoolId, clientId: operators.operatorsClientId } }),
      cognito: createCognitoShim(cognito.endpoint, pool.userPoolId),
      runtimeConfig: () =>
        buildRuntimeConfig({
          stage: 'local',
          auth: { userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, userPoolEndpoint: `${siteUrl}/cognito`, authFlowType: 'USER_PASSWORD_AUTH', operators: { userPoolId: operators.operatorsPoolId, userPoolClientId: operators.operatorsClientId } },
          links: defaultLinks,
          push: push.config,
        }),
      isReady: () => ready, throttle: options.throttle ?? DEFAULT_API_THROTTLE, clock: options.clock,
      requestTime: () => fixedRequestTime ?? Date.now(),
      webDir: path.join(ROOT, 'web', 'dist'),
      placeholderPage: path.join(__dirname, 'placeholder.html'),
    });
    stoppers.push(gateway.stop);
    const jobs = startScheduledJobs(values, logs, options.jobTimers !== false);
    stoppers.push(jobs.stop);

    return {
      siteUrl, mailboxUrl, pushServiceUrl: push.origin,
      cognitoEndpoint: cognito.endpoint, dynamoEndpoint: dynamo.endpoint,
      stripeEndpoint: stripe.endpoint, viaCepEndpoint: viacep.endpoint,
      userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId,
      issuer, ...operators, operatorTotpSecrets: new Map(), stateDir,
      tableName: TABLE_NAME,
      fresh,
      accessRecordsKeyFile: accessRecordsKeyFile(stateDir),
      dynamo: { throttleNext: dynamo.throttleNext, requestCount: dynamo.requestCount, injectConflicts: dynamo.injectConflicts, conflictCount: dynamo.conflictCount, pauseNextWrite: dynamo.pauseNextWrite }, cognito: { refuseNext: cognito.refuseNext },
      sweepTtl: (now) => dynamo.sweepTtl({ table: TABLE_NAME, ttlAttribute: tableDefinition.timeToLiveAttribute, now }),
      drainStreams: streams.drain,
      drainEmailEvents: mailbox.drainEvents,
      runJob: jobs.run,
      markReady: () => void (ready = true),
      fixRequestTime: (at) => void (fixedRequestTime = at === undefined ? undefined : new Date(at).getTime()),
      overrideVariable: (name, value) => {
        const saved = values[name];
        values[name] = value;
        return () => void (values[name] = saved);
      },
      functionLogs: (handler) => logs.lines(handler),
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

async function stopAll(stoppers: (() => Promise<void>)[]) {
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
}
