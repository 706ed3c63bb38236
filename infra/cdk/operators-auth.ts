import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, CfnUserPool, FeaturePlan, Mfa, StandardThreatProtectionMode, UserPool, UserPoolClient, UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { operatorPasswordPolicy, operatorSessions } from '../operators-pool';
import { operatorInvitation } from '../../lambdas/team/operator-invitation-template';
import { acknowledge } from './nag';
import type { StageSettings } from './stage-settings';

/**
 * The operators' own user pool (docs/decisions/047-operators-pool.md): the team's console signs in here, never in
 * the caregivers' pool. TOTP MFA is required of everyone in it (so a first sign-in must enrol an authenticator app,
 * Cognito's MFA_SETUP challenge), passwords of 12+ characters, no self sign-up (operators are created by
 * `npm run operator -- add`), one app client with SRP only and short sessions. Plus, as the caregivers' pool
 * (docs/cognito-feature-plan.md): threat protection for the accounts that see everyone's data, at a few MAU.
 */
export class OperatorsAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: { settings: StageSettings }) {
    super(scope, id);
    const { settings } = props;
    this.userPool = new UserPool(this, 'OperatorsPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: false } },
      passwordPolicy: { ...operatorPasswordPolicy, tempPasswordValidity: Duration.days(operatorPasswordPolicy.tempPasswordDays) },
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.NONE,
      email: UserPoolEmail.withCognito(settings.supportInbox),
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: settings.production,
      removalPolicy: settings.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.client = this.userPool.addClient('ConsoleClient', {
      generateSecret: false,
      disableOAuth: true,
      // SRP only: the password never leaves the browser (ALLOW_REFRESH_TOKEN_AUTH is always on).
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(operatorSessions.accessTokenMinutes),
      idTokenValidity: Duration.minutes(operatorSessions.accessTokenMinutes),
      refreshTokenValidity: Duration.hours(operatorSessions.refreshTokenHours),
    });
    acknowledge(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'Operators: 12+ characters; length over composition rules (NIST SP 800-63B), and the second factor is required.',
      },
    ]);
  }

  /**
   * Her invitation names her e-mail as her user, links to the console and says the three steps (the pool's own
   * template: no trigger on this pool). Set once the site's address is known (app-stack.ts, after the distribution);
   * its `AllowAdminCreateUserOnly` stays as the pool set it.
   */
  inviteTo(siteUrl: string): void {
    const { subject, html } = operatorInvitation(siteUrl, operatorPasswordPolicy.tempPasswordDays);
    const pool = this.userPool.node.defaultChild as CfnUserPool;
    pool.addPropertyOverride('AdminCreateUserConfig.InviteMessageTemplate', { EmailSubject: subject, EmailMessage: html });
  }
}
