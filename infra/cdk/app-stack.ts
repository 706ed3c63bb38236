import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { KEEP_UNLESS_NEW } from './keep';
import { apiPaths } from '../../contract/paths';
import { handlerName, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { pascalCase } from './slice-stack';
import { buildRuntimeConfig, type RuntimeConfig } from '../runtime-config';
import { Api } from './api';
import { AccessRecordsKey } from './access-records';
import { Auth, usesSes } from './auth';
import { OperatorsAuth } from './operators-auth';
import { PoolWaf } from './pool-waf';
import { CareyFunction, type FunctionResources } from './carey-function';
import { Email, sesConfigurationSetName } from './email';
import { Ops } from './ops';
import type { StageSettings } from './stage-settings';
import { Web, type ApiResponseFunction } from './web';
import { GENERATED_SECRETS, type GeneratedSecret } from './generated-secrets';

export interface AppStackProps extends StackProps {
  settings: StageSettings;
  table: ITable;
  routes: readonly Route[];
  scheduledJobs: readonly ScheduledJob[];
  tableStreamConsumers: readonly TableStreamConsumer[];
  webDist?: string;
  /** The WAF web ACL for the distribution (EdgeStack, us-east-1), when the app has a concrete region. */
  webAclArn?: string;
  /** The origin-response function on `/api/*` (EdgeStack, us-east-1), when the app has a concrete region. */
  apiResponseFunction?: ApiResponseFunction;
}

/**
 * Everything but the table: auth, API, web and operations. They share one stack because they reference each
 * other both ways (the site URL goes into e-mails, the pool into config.json); the table, whose data must outlive
 * any of them, has its own stack.
 */
export class AppStack extends Stack {
  readonly auth: Auth;
  /** The operators' own user pool (docs/decisions/047-operators-pool.md). */
  readonly operatorsAuth: OperatorsAuth;
  readonly api: Api;
  readonly web: Web;
  readonly ops: Ops;
  /** The regional web ACL on the caregivers' user pool. */
  readonly poolWaf: PoolWaf;
  readonly stripeSecret: ISecret;
  readonly alertsTokenSecret: ISecret;
  readonly hashPepperSecret: ISecret;
  /** Web Push's VAPID private key (docs/decisions/074): a placeholder until the team puts the key of the stage's vapidPublicKey in. */
  readonly vapidSecret: ISecret;
  readonly accessRecords: AccessRecordsKey;
  /** What the stack writes to /config.json (tokens resolve at deploy time). */
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.stripeSecret = this.stripeSecretFor(settings);
    this.alertsTokenSecret = this.generatedSecret(settings, GENERATED_SECRETS.alertsToken(settings));
    this.hashPepperSecret = this.generatedSecret(settings, GENERATED_SECRETS.hashPepper(settings));
    this.vapidSecret = this.generatedSecret(settings, GENERATED_SECRETS.vapid(settings));
    // CloudFront adds it to every /api/* request; the route functions refuse any request without it.
    // Pinned to the stage's originSecretVersionId once a rotation names one: the new id changes the template, so the
    // deploy re-reads the secret into both (docs/runbooks/rotate-origin-secret.md).
    const originSecret = this.generatedSecret(settings, GENERATED_SECRETS.origin);
    const originVerify = (settings.originSecretVersionId ? SecretValue.secretsManager(originSecret.secretArn, { versionId: settings.originSecretVersionId }) : originSecret.secretValue).unsafeUnwrap();
    this.auth = new Auth(this, 'Auth', { settings });
    this.operatorsAuth = new OperatorsAuth(this, 'OperatorsAuth', { settings });
    this.accessRecords = new AccessRecordsKey(this, 'AccessRecords', { settings });
    // First: every slice stack alarms to its topic.
    this.ops = new Ops(this, 'Ops', { settings });
    // The SPA signs in straight to Cognito: the caregivers' pool has its own web ACL (docs/decisions/065).
    this.poolWaf = new PoolWaf(this, 'PoolWaf', { stage: settings.stage, userPool: this.auth.userPool, alarmAction: this.ops.alarmAction });
    const resources: FunctionResources = {
      table: props.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      userPoolServerClient: this.auth.serverClient,
      operatorsPool: this.operatorsAuth.userPool,
      stripeSecret: this.stripeSecret,
      secretVersions: { stripe: settings.stripeSecretVersionId, alertsToken: settings.alertsTokenSecretVersionId, signup: settings.signupSecretVersionId, vapid: settings.vapidSecretVersionId },
      alertsTokenSecret: this.alertsTokenSecret,
      signupSignatureSecret: this.auth.signupSignatureSecret,
      hashPepperSecret: this.hashPepperSecret,
      webPush: { privateKeySecret: this.vapidSecret, publicKey: settings.vapidPublicKey ?? '', subject: `mailto:${settings.supportInbox}` },
      mail: { from: settings.mailFrom, sesIdentity: settings.sesIdentity, supportInbox: settings.supportInbox, configurationSet: sesConfigurationSetName(settings.stage) },
      stripePrices: { mensal: settings.stripePriceMensal, trimestral: settings.stripePriceTrimestral },
      openingsCloseAfterDays: settings.openingsCloseAfterDays,
      accessRecordsPublicKey: settings.accessRecordsPublicKey,
      logRetention: retentionDays(settings.logRetentionDays),
      production: settings.production,
      stage: settings.stage,
    };
    const triggers = this.auth.addTriggers(resources);
    this.api = new Api(this, 'Api', {
      routes: props.routes,
      scheduledJobs: props.scheduledJobs,
      tableStreamConsumers: props.tableStreamConsumers,
      resources,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      operators: { userPool: this.operatorsAuth.userPool, client: this.operatorsAuth.client },
      throttle: settings.throttle,
      originDomain: settings.apiDomainName ? { name: settings.apiDomainName, certificateArn: settings.apiCertificateArn! } : undefined,
      originVerify,
      alarmAction: this.ops.alarmAction,
    });
    this.web = new Web(this, 'Web', {
      settings,
      apiOrigin: { host: this.api.originHost, verify: originVerify },
      webAclArn: props.webAclArn,
      apiResponseFunction: props.apiResponseFunction,
      webDist: props.webDist,
    });

    // Set last: the site URL is only known once the distribution exists, and every function may build links.
    const functions = this.node.findAll().filter((c): c is CareyFunction => c instanceof CareyFunction);
    for (const fn of functions) fn.addEnvironment('SITE_URL', this.web.siteUrl);
    this.operatorsAuth.inviteTo(this.web.siteUrl);

    this.ops.watch({ httpApi: this.api.httpApi, table: props.table, functions: new Map(triggers.map(({ fn, refuses }) => [fn.node.id, { fn, refuses }])), edgeFunctionName: props.apiResponseFunction?.functionName });
    if (settings.rum) this.ops.realUserMonitoring(this.web.siteDomain);
    const email = new Email(this, 'Email', { settings, resources, alarmTopic: this.ops.alarmTopic });
    // Once it sends through SES, Cognito's e-mail names the configuration set too (infra/cdk/auth.ts): it must exist first.
    if (usesSes(settings)) this.auth.userPool.node.addDependency(email.configurationSet);

    this.runtimeConfig = buildRuntimeConfig({
      stage: settings.stage,
      auth: {
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        operators: { userPoolId: this.operatorsAuth.userPool.userPoolId, userPoolClientId: this.operatorsAuth.client.userPoolClientId },
      },
      links: settings.links,
      ...(settings.vapidPublicKey ? { push: { vapidPublicKey: settings.vapidPublicKey } } : {}),
      rum: this.ops.rum,
    });
    this.web.deploySite(this.runtimeConfig);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl });
    new CfnOutput(this, 'DistributionDomain', { value: this.web.distribution.distributionDomainName });
    // /api/* answers 502 until the API's own domain resolves: its DNS record points here.
    if (this.api.originDnsTarget) new CfnOutput(this, 'ApiOriginDnsTarget', { value: this.api.originDnsTarget });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    // `npm run operator` (OPERATORS_USER_POOL_ID) and the console's sign-in need these (docs/decisions/047).
    new CfnOutput(this, 'OperatorsUserPoolId', { value: this.operatorsAuth.userPool.userPoolId });
    new CfnOutput(this, 'OperatorsClientId', { value: this.operatorsAuth.client.userPoolClientId });
    new CfnOutput(this, 'StripeSecretArn', { value: this.stripeSecret.secretArn });
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${this.web.siteUrl}${apiPaths.stripeWebhook}` });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.ops.alarmTopic.topicArn });
    // Running a job by hand in AWS is one command on its real function (docs/operations.md, "Running a job by hand").
    for (const name of props.scheduledJobs.map((job) => handlerName(job.handler))) {
      const fn = this.api.jobs.get(name)!;
      new CfnOutput(this, `JobFunction${pascalCase(name)}`, { value: fn.functionName, description: `The function of the job ${name}: aws lambda invoke --function-name <this> runs it now` });
    }
  }

  /** A random value made by Secrets Manager at deploy time: it never exists outside AWS. */
  private generatedSecret(settings: StageSettings, spec: GeneratedSecret): ISecret {
    const secret = new Secret(this, spec.id, {
      secretName: `carey/${settings.stage}/${spec.name}`,
      description: spec.description,
      generateSecretString: { passwordLength: spec.length, excludePunctuation: true },
      removalPolicy: spec.removalPolicy,
    });
    acknowledge(secret, [{ id: 'AwsSolutions-SMG4', reason: spec.whyNotRotated }]);
    return secret;
  }

  /** The Stripe keys never appear in the repository or the template: the stack makes an empty secret to fill in. */
  private stripeSecretFor(settings: StageSettings): ISecret {
    if (settings.stripeSecretName) return Secret.fromSecretNameV2(this, 'StripeSecret', settings.stripeSecretName);
    const secret = new Secret(this, 'StripeSecret', {
      secretName: `carey/${settings.stage}/stripe`,
      description: 'Stripe keys for Carey: {"secretKey":"sk_...","webhookSecret":"whsec_..."} (see README, Deploying to AWS)',
      removalPolicy: settings.production ? KEEP_UNLESS_NEW : RemovalPolicy.DESTROY,
    });
    acknowledge(secret, [
      { id: 'AwsSolutions-SMG4', reason: 'Stripe keys are rolled in the Stripe dashboard, not by a Secrets Manager rotation function; the README says how to update the secret.' },
    ]);
    return secret;
  }
}

function retentionDays(days: number): RetentionDays {
  const match = Object.values(RetentionDays).find((value) => value === days);
  if (match === undefined) throw new Error(`logRetentionDays ${days} is not a CloudWatch Logs retention period`);
  return match as RetentionDays;
}
