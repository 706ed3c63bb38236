import { Stack } from 'aws-cdk-lib';
import { Metric, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { alarm, FIVE_MINUTES } from './alarms';

/** The window of every rate rule on the caregivers' pool (WAF's longest: a slow guesser is still counted). */
export const POOL_WAF_WINDOW_SECONDS = 300;

/**
 * The Cognito actions, as WAF sees them (the `X-Amz-Target` header of Cognito's JSON API,
 * `AWSCognitoIdentityProviderService.<Action>`), that each rate rule counts. WAF never sees the user name or the
 * password (Cognito does not forward them), so the rules key on the caller's address only.
 */
export const POOL_SIGN_IN_ACTIONS = ['InitiateAuth', 'RespondToAuthChallenge'] as const;
export const POOL_ACCOUNT_ACTIONS = ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword'] as const;

/**
 * Sign-in calls (a sign-in is 2 with SRP, 3 with TOTP; a token refresh 1 an hour per open session) from one address
 * in 5 minutes: 100 sign-ins, twice a class of 50 caregivers signing in together behind one carrier (CGNAT) or
 * Wi-Fi address, while a credential-stuffing script on one address gets about 100 guesses per 5 minutes
 * (docs/decisions/065-cognito-plan-per-pool.md has the sizing).
 */
export const POOL_SIGN_IN_RATE_LIMIT = 300;
/**
 * Account calls (sign-up, its code, password reset) from one address in 5 minutes. SignUp, ForgotPassword and the
 * resend of a code are made by our functions (the server client), from Lambda's few egress addresses: at 100,000
 * caregivers the busiest second's rate held for 5 minutes is about 450 of them nationwide, so 1,000 passes even
 * if one Lambda address made them all.
 */
export const POOL_ACCOUNT_RATE_LIMIT = 1000;
/** Every call to the pool from one address in 5 minutes (profile reads, password changes, sign-out...): a flood only. */
export const POOL_RATE_LIMIT = 3000;
/** Requests the pool's web ACL blocks in 5 minutes past which someone should look, as at the edge. */
export const POOL_WAF_BLOCKED_ALARM = 100;

const targetIs = (action: string) => ({
  byteMatchStatement: {
    searchString: `AWSCognitoIdentityProviderService.${action}`,
    fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
    positionalConstraint: 'EXACTLY',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});
const anyOf = (actions: readonly string[]) => (actions.length === 1 ? targetIs(actions[0]) : { orStatement: { statements: actions.map(targetIs) } });

/**
 * A regional WAF web ACL on the caregivers' user pool (docs/decisions/065-cognito-plan-per-pool.md): the SPA signs
 * in straight to Cognito, so neither the edge web ACL nor our API's limits see those calls. Rate rules per address
 * on sign-in and on the account actions, and a flood rule on every call. A blocked call reaches the SPA as
 * Cognito's ForbiddenException, which it shows as "too many attempts" in Portuguese (web/src/lib/auth-errors.ts).
 */
export class PoolWaf extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string; userPool: IUserPool; alarmAction: IAlarmAction }) {
    super(scope, id);
    const name = `carey-${props.stage}-caregivers-pool`;
    const metric = (rule: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${name}-${rule}` });
    const perAddress = (rule: string, priority: number, limit: number, actions?: readonly string[]): CfnWebACL.RuleProperty => ({
      name: rule,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: { limit, evaluationWindowSec: POOL_WAF_WINDOW_SECONDS, aggregateKeyType: 'IP', ...(actions ? { scopeDownStatement: anyOf(actions) } : {}) },
      },
      visibilityConfig: metric(rule),
    });
    const aclMetric = metric('all');
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: aclMetric,
      rules: [
        perAddress('sign-in-per-address', 0, POOL_SIGN_IN_RATE_LIMIT, POOL_SIGN_IN_ACTIONS),
        perAddress('account-per-address', 1, POOL_ACCOUNT_RATE_LIMIT, POOL_ACCOUNT_ACTIONS),
        perAddress('pool-per-address', 2, POOL_RATE_LIMIT),
      ],
    });
    new CfnWebACLAssociation(this, 'Association', { resourceArn: props.userPool.userPoolArn, webAclArn: this.webAcl.attrArn });
    alarm(this, 'BlockedRequests', {
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // WAF publishes under the web ACL's metric name, not its name; Region because the ACL is REGIONAL.
        dimensionsMap: { WebACL: aclMetric.metricName, Rule: 'ALL', Region: Stack.of(this).region },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
      threshold: POOL_WAF_BLOCKED_ALARM,
      description: `The caregivers' pool web ACL blocked ${POOL_WAF_BLOCKED_ALARM}+ Cognito calls in 5 minutes: credential stuffing or a flood, or a rule turning a crowd behind one address away (sampled requests in the WAF console).`,
      action: props.alarmAction,
    });
  }
}
