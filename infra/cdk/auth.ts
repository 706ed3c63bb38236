import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { TEAM_GROUP } from '../../contract/team';
import { acknowledge } from './nag';
import { cognitoTriggers, type CognitoTrigger } from '../../lambdas/routes';
import { CareyFunction, type FunctionResources } from './carey-function';
import type { StageSettings } from './stage-settings';

/** Which Cognito operation each entry of `cognitoTriggers` in the route table is. */
const triggerOperations: Record<CognitoTrigger, UserPoolOperation> = {
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

export interface AuthProps {
  settings: StageSettings;
}

/**
 * The Cognito user pool: e-mail is the user name, caregivers sign themselves up, and every account e-mail is
 * written by our CustomMessage trigger in Portuguese. Profile data lives in DynamoDB, so there are no custom
 * attributes. The app client has no secret (it runs in the browser).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { settings } = props;
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: false,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Cognito's own mail is capped at a handful a day: production sends through a verified SES sender.
      email: settings.production
        ? UserPoolEmail.withSES({
            fromEmail: settings.mailFrom,
            fromName: 'Carey',
            sesVerifiedDomain: sesDomain(settings),
            // SES in the pool's own region; spelled out so env-agnostic synthesis works.
            sesRegion: Stack.of(this).region,
          })
        : UserPoolEmail.withCognito(settings.supportInbox),
      // Lite covers everything used here (e-mail sign-in, triggers, SES, token revocation) at the lowest price.
      featurePlan: FeaturePlan.LITE,
      deletionProtection: settings.production,
      removalPolicy: settings.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // The SPA signs in through the Cognito API (Amplify), not the hosted UI: no OAuth flows or callback URLs.
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    // The team's console (Painel da equipe): operators are the members of this group; /api/equipe/* checks it.
    new CfnUserPoolGroup(this, 'TeamGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: TEAM_GROUP,
      description: 'Equipe Carey: operadoras do Painel da equipe',
    });

    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product asks for at least 8 characters with letters and numbers (the original app had no more); symbols and upper case would turn away caregivers signing up on phones.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is not part of the product: caregivers sign in with e-mail and password; the account holds a profile and a subscription, no health data.',
      },
      ...['AwsSolutions-COG3', 'AwsSolutions-COG8'].map((ruleId) => ({
        id: ruleId,
        reason: 'Threat protection needs the Plus feature plan (charged per monthly active user); the pool uses Lite, and Cognito and the API stage throttle sign-in and API abuse.',
      })),
    ]);
  }

  /** Wires every trigger named in the route table's `cognitoTriggers` to a CareyFunction. */
  addTriggers(resources: FunctionResources): CareyFunction[] {
    return (Object.keys(cognitoTriggers) as CognitoTrigger[]).map((name) => {
      const trigger = cognitoTriggers[name];
      const fn = new CareyFunction(this, `Trigger-${trigger.handler}`, {
        folder: 'triggers',
        handler: trigger.handler,
        needs: trigger.needs,
        resources,
        timeout: Duration.seconds(5),
      });
      this.userPool.addTrigger(triggerOperations[name], fn);
      return fn;
    });
  }
}

/** Cognito needs the verified domain when the SES identity is a domain (not the address itself). */
function sesDomain(settings: StageSettings): string | undefined {
  return settings.sesIdentity.includes('@') ? undefined : settings.sesIdentity;
}
