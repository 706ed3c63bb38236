import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  type StandardAttributesMask,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TEAM_GROUP } from '../../contract/team';
import { cdkTexts } from './cdk-texts';
import { acknowledge } from './nag';
import { cognitoTriggers, handlerName, type CognitoTrigger } from '../../lambdas/routes';
import { userPoolPasswordPolicy } from '../../lambdas/caregivers/password-policy';
import { appClients, attributesKeptUntilVerified } from '../cognito-clients';
import { CareyFunction, type FunctionResources } from './carey-function';
import type { StageSettings } from './stage-settings';
import { sesConfigurationSetName } from './email';
import { metricNames, type MetricName } from '../../lambdas/base/observability/metric-names';

/** Which Cognito operation each entry of `cognitoTriggers` in the route table is. */
const triggerOperations: Record<CognitoTrigger, UserPoolOperation> = {
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
  preSignUp: UserPoolOperation.PRE_SIGN_UP,
  postConfirmation: UserPoolOperation.POST_CONFIRMATION,
};

/**
 * The triggers that refuse requests on purpose by throwing, and the metric their code counts refusals in
 * (lambdas/caregivers/triggers/pre-sign-up.ts): their error alarm leaves refusals out (infra/cdk/ops.ts).
 */
const triggerRefusals: Partial<Record<CognitoTrigger, MetricName>> = { preSignUp: metricNames.signUpsRefused };

export interface AuthProps {
  settings: StageSettings;
}

/** The CDK name of each standard attribute the app clients list (infra/cognito-clients.ts uses Cognito's names). */
const attributeMask: Record<string, keyof StandardAttributesMask> = { email: 'email', name: 'fullname', locale: 'locale' };
const clientAttributes = (names: readonly string[]) =>
  new ClientAttributes().withStandardAttributes(Object.fromEntries(names.map((n) => [attributeMask[n], true])));

/**
 * The Cognito user pool: e-mail is the user name, and every account e-mail is written by our CustomMessage trigger
 * in Portuguese. Profile data lives in DynamoDB, so there are no custom attributes. Users are created only by
 * `/api/signup` (the PreSignUp trigger refuses any SignUp without the server's signature, docs/decisions/004).
 * Two app clients (infra/cognito-clients.ts): the browser's, without a secret and without writable attributes, and
 * the server's confidential one. Lite plan, with a regional web ACL (PoolWaf); caregivers may add a TOTP app.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The confidential client of the Lambda functions (sign-up, the deletion password re-check). */
  readonly serverClient: UserPoolClient;
  /** Signs the sign-ups `/api/signup` makes; the PreSignUp trigger refuses any other (docs/decisions/004). */
  readonly signupSignatureSecret: Secret;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { settings } = props;
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // A changed e-mail takes effect only once its code is confirmed: until then she keeps (and signs in with) the old one.
      keepOriginal: { email: attributesKeptUntilVerified.includes('email') },
      passwordPolicy: { ...userPoolPasswordPolicy, tempPasswordValidity: Duration.days(7) },
      // Caregivers may add an authenticator app (TOTP); SMS is not used. Operators have their own pool with TOTP
      // required (infra/cdk/operators-auth.ts, docs/decisions/047-operators-pool.md).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Cognito's own mail is capped at a handful a day: production sends through SES, but only once the stage
      // says its identity shows Verified (sesVerified). The identity is made in this stack and is unverified until its
      // DNS records are published, and Cognito refuses a pool naming it: the first deploy would roll back
      // (docs/decisions/062-first-deploy-and-its-retry.md).
      email: usesSes(settings)
        ? UserPoolEmail.withSES({
            fromEmail: settings.mailFrom,
            fromName: 'Carey',
            sesVerifiedDomain: sesDomain(settings),
            // SES in the pool's own region; spelled out so env-agnostic synthesis works.
            sesRegion: Stack.of(this).region,
            configurationSetName: sesConfigurationSetName(settings.stage),
          })
        : UserPoolEmail.withCognito(settings.supportInbox),
      // Lite: everything this pool uses (triggers, TOTP, SES e-mail). Sign-in is guarded by the pool's own web ACL
      // (infra/cdk/pool-waf.ts), our leaked-password list and Cognito's per-user lockout instead of Plus's threat
      // protection (docs/decisions/065-cognito-plan-per-pool.md). Operators keep Plus in their own pool.
      featurePlan: FeaturePlan.LITE,
      deletionProtection: settings.production,
      removalPolicy: settings.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: appClients.web.generateSecret,
      writeAttributes: clientAttributes(appClients.web.writeAttributes),
      // The SPA signs in through the Cognito API (Amplify), not the hosted UI: no OAuth flows or callback URLs.
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.signupSignatureSecret = new Secret(this, 'SignupSignatureSecret', {
      secretName: `carey/${settings.stage}/signup-signature`,
      description: 'Signs the Cognito SignUp calls of /api/signup, checked by the PreSignUp trigger',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(this.signupSignatureSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason: 'A signature lives two minutes and is never shown to anyone (server to Cognito to trigger); the key is replaced by hand (put a new value) if it ever leaks, with no lasting effect.',
      },
    ]);

    this.serverClient = this.userPool.addClient('ServerClient', {
      generateSecret: appClients.server.generateSecret,
      writeAttributes: clientAttributes(appClients.server.writeAttributes),
      // The functions pass the caregiver's address with SignUp and the password re-check (UserContextData); Cognito
      // takes it only with this on. Kept on Lite: it costs nothing and is there if threat protection ever returns.
      enablePropagateAdditionalUserContextData: true,
      disableOAuth: true,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(5),
      idTokenValidity: Duration.minutes(5),
      refreshTokenValidity: Duration.minutes(60),
    });

    // Kept only until `npm run operator -- migrar` has moved its members to the operators' own pool in every stage
    // (docs/decisions/047-operators-pool.md): no route reads it any more; remove it in the release after that.
    new CfnUserPoolGroup(this, 'TeamGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: TEAM_GROUP,
      description: cdkTexts.teamGroupDescription,
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product asks for at least 8 characters with letters and numbers (the original app had no more); symbols and upper case would turn away caregivers signing up on phones.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is optional (an authenticator app, TOTP) for caregivers, who sign up on their phones; operators sign in to their own pool, where TOTP is required (docs/decisions/047-operators-pool.md).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: "Lite, not Plus: threat protection would cost US$ 2,000 a month at 100,000 caregivers; sign-in is guarded by the pool's own WAF web ACL (rate per address), the leaked-password list and Cognito's per-user lockout (docs/decisions/065 and 072). The operators' pool is on Plus.",
      },
    ]);
  }

  /** Wires every trigger named in the route table's `cognitoTriggers` to a CareyFunction, with the metric of its refusals if it refuses. */
  addTriggers(resources: FunctionResources): { fn: CareyFunction; refuses?: MetricName }[] {
    return (Object.keys(cognitoTriggers) as CognitoTrigger[]).map((name) => {
      const trigger = cognitoTriggers[name];
      const fn = new CareyFunction(this, `Trigger-${handlerName(trigger.handler)}`, {
        handler: trigger.handler,
        needs: trigger.needs,
        resources,
        timeout: Duration.seconds(5),
      });
      this.userPool.addTrigger(triggerOperations[name], fn);
      return { fn, refuses: triggerRefusals[name] };
    });
  }
}

/** Whether the caregivers' pool sends its e-mail through SES: production stages whose identity shows Verified. */
export function usesSes(settings: StageSettings): boolean {
  return settings.production && settings.sesVerified;
}

/** Cognito needs the verified domain when the SES identity is a domain (not the address itself). */
function sesDomain(settings: StageSettings): string | undefined {
  return settings.sesIdentity.includes('@') ? undefined : settings.sesIdentity;
}
