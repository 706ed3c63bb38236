import type { Route } from '../../lambdas/routes';
import type { LocalCognito } from './cognito-local';
import type { LocalDynamo, LocalStreamRecord } from './dynamo-local';
import type { FunctionLogLine } from './function-logs';
import type { ApiFunction, GatewayOptions } from './gateway';

/** What `startLocalStack` (./stack.ts) is given and what it answers. */
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
  /** The route table (tests give a route fewer needs to see it fail as it would in AWS); lambdas/routes.ts by default. */
  routes?: readonly Route[];
  /** The functions' log lines are always kept (`functionLogs`); 'echo' (the default) also prints them, as `npm run dev` wants. */
  functionLogs?: 'echo' | 'keep';
  /** Scheduled jobs on their timers, as in AWS (the default); integration tests run each job with runJob instead. */
  jobTimers?: boolean;
  /** The API stage's throttle as API Gateway applies it (DEFAULT_API_THROTTLE, as in AWS, unless given); `clock` in ms for tests. */
  throttle?: GatewayOptions['throttle']; clock?: () => number;
}

export interface LocalStack {
  siteUrl: string; mailboxUrl: string; /** The local push service (infra/local/push-service.ts). */ pushServiceUrl: string;
  cognitoEndpoint: string; dynamoEndpoint: string; stripeEndpoint: string; viaCepEndpoint: string;
  userPoolId: string; userPoolClientId: string; issuer: string; stateDir: string;
  /** The operators' own pool and its console client (docs/decisions/047-operators-pool.md). */
  operatorsPoolId: string; operatorsClientId: string;
  /** The TOTP secrets (base32) of the operators enrolled by the seed or a test: tests compute codes from them. */
  operatorTotpSecrets: Map<string, string>;
  tableName: string;
  /** True the first time this state folder is used (the caller seeds then). */
  fresh: boolean;
  /** The access records' local key pair (infra/local/access-records-keys.ts). */ accessRecordsKeyFile: string;
  /** Fault injection and counters for tests. */
  dynamo: Pick<LocalDynamo, 'throttleNext' | 'requestCount' | 'injectConflicts' | 'conflictCount' | 'pauseNextWrite'>; cognito: Pick<LocalCognito, 'refuseNext'>;
  /** DynamoDB's TTL when the caller says: deletes what expired by `now`, streamed as TTL deletions (dynamo-ttl.ts). */
  sweepTtl(now?: Date): Promise<LocalStreamRecord[]>;
  /** Resolves when every record written so far to the emulated table stream has been handled. */
  drainStreams(): Promise<void>;
  /** Resolves when every bounce and complaint of SES's mailbox simulator so far has reached its handler. */
  drainEmailEvents(): Promise<void>;
  /** Runs a scheduled job (by its name, e.g. 'send-alert-digests') now, as its timer would; tests use it to skip the wait. */
  runJob(name: string, event?: unknown): Promise<unknown>;
  /** See `healthWaitsForReady`. */
  markReady(): void;
  /**
   * The time every API request is given from now on (API Gateway's `requestContext.timeEpoch`, which handlers read
   * as "now": `requestTime`, lambdas/base/http/request-time.ts); `undefined` gives back the machine's clock. A test
   * makes "created at 23:30 in São Paulo" one request, at any hour.
   */
  fixRequestTime(at: Date | string | number | undefined): void;
  /** Gives the functions another value for one of their variables (fault injection); returns what puts it back. */
  overrideVariable(name: string, value: string): () => void;
  /** What the functions wrote to their logs (JSON lines and EMF metrics), by one function (its path under lambdas/) or all. */
  functionLogs(handler?: string): FunctionLogLine[];
  stop(): Promise<void>;
}
