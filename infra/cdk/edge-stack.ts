import { Stack, type StackProps } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { alarm, FIVE_MINUTES } from './alarms';
import { alarmEmails } from './alarm-emails';
import { acknowledge } from './nag';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageSettings } from './stage-settings';
import { apiPaths } from '../../contract/paths';
import { messages } from '../../lambdas/base/messages';
import { StageThrottleAnswer } from './edge-function';

/**
 * Requests one viewer address may make in WAF_RATE_WINDOW_SECONDS before WAF blocks it at the edge, over the
 * whole site: only a flood trips it. Many phones share one carrier (CGNAT) address, so it is far above what a
 * crowd behind one address asks for (docs/capacity.md, "The stage throttle"); the limits that matter are per
 * caregiver and, per address, only on the public forms below. docs/decisions/017-api-reached-only-through-cloudfront.md.
 */
export const WAF_RATE_LIMIT = 20_000;
export const WAF_RATE_WINDOW_SECONDS = 300;
/**
 * Requests one signed-in caregiver (one Authorization header) may make in the window: 5 a second for five minutes,
 * far above a person's use (a session makes about 6), so a script with her token cannot take the stage throttle.
 */
export const WAF_CAREGIVER_RATE_LIMIT = 1500;
/**
 * POSTs to the public forms (sign-up, password reset, support) from one address in the window: a backstop above
 * the app's own per-address limits (lambdas/base/rate-limits/limits.ts), so a carrier address is never refused by
 * WAF before the app's Portuguese 429 would.
 */
export const WAF_FORMS_RATE_LIMIT = 300;
export const WAF_PUBLIC_FORMS = [apiPaths.signup, apiPaths.passwordReset, apiPaths.support] as const;
/** The body of WAF's 429 (the app's own refusal text) and when to try again: the window's length. */
const tooManyBody = 'too-many-requests';
const tooMany = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyBody, responseHeaders: [{ name: 'retry-after', value: String(WAF_RATE_WINDOW_SECONDS) }] } },
};

/**
 * Requests the web ACL's rate rules block in 5 minutes past which someone should look: a flood, or a limit turning
 * caregivers away. Only the rate rules count: what AWS's common rule set blocks is scanners probing paths we do not
 * have (`/wp-admin`, `.env`), every day, at any traffic; it is on the WAF console's dashboard, and pages nobody.
 */
export const WAF_BLOCKED_ALARM = 100;
/** The edge web ACL's rate rules, whose blocks the alarm counts. */
export const WAF_RATE_RULES = ['rate-per-caregiver', 'rate-per-address-forms', 'rate-per-address'] as const;

export interface EdgeStackProps extends StackProps {
  settings: StageSettings;
}

/**
 * What CloudFront needs from us-east-1: a web ACL of scope CLOUDFRONT and a Lambda@Edge function can only be created
 * there. The app stack, in its own region, takes the web ACL's ARN through CDK's cross-region references and the
 * function's version as a weak reference (carey-app.ts).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The origin-response function on `/api/*` (docs/decisions/079). */
  readonly stageThrottleAnswer: StageThrottleAnswer;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `carey-${props.settings.stage}-${name}` });
    const aclMetric = metric('edge');
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `carey-${props.settings.stage}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: aclMetric,
      customResponseBodies: {
        [tooManyBody]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: messages.tooManyAttempts(WAF_RATE_WINDOW_SECONDS / 60) }) },
      },
      rules: [
        {
          name: 'rate-per-caregiver',
          priority: 0,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              limit: WAF_CAREGIVER_RATE_LIMIT,
              evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              aggregateKeyType: 'CUSTOM_KEYS',
              // Requests without the header (the site's files, the public routes) are not counted here.
              customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
            },
          },
          visibilityConfig: metric('rate-per-caregiver'),
        },
        {
          name: 'rate-per-address-forms',
          priority: 1,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              limit: WAF_FORMS_RATE_LIMIT,
              evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: WAF_PUBLIC_FORMS.map((path) => ({
                    byteMatchStatement: { searchString: path, fieldToMatch: { uriPath: {} }, positionalConstraint: 'EXACTLY', textTransformations: [{ priority: 0, type: 'NONE' }] },
                  })),
                },
              },
            },
          },
          visibilityConfig: metric('rate-per-address-forms'),
        },
        {
          name: 'rate-per-address',
          priority: 2,
          action: tooMany,
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' } },
          visibilityConfig: metric('rate-per-address'),
        },
        {
          name: 'aws-common-rule-set',
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 KB body limit would block support messages the API accepts (32 KB, checked by the API).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metric('aws-common-rule-set'),
        },
      ],
    });
    this.blockedRequestsAlarm(props.settings, aclMetric.metricName, WAF_RATE_RULES.map((rule) => metric(rule).metricName));
    this.stageThrottleAnswer = new StageThrottleAnswer(this, 'StageThrottleAnswer');
  }

  /**
   * WAF's metrics for CloudFront are in us-east-1, and an alarm can only notify a topic of its own region: the edge
   * has its own small topic, with the stage's alarm e-mail (and its fallback: alarm-emails.ts).
   */
  private blockedRequestsAlarm(settings: StageSettings, aclMetricName: string, rateRuleMetricNames: string[]): void {
    const topic = new Topic(this, 'EdgeAlarms', { displayName: `Carey ${settings.stage} edge alarms`, enforceSSL: true });
    acknowledge(topic, [{ id: 'AwsSolutions-SNS2', reason: 'Alarm notifications carry only alarm names and states; CloudWatch cannot publish to a topic under the AWS-managed SNS key.' }]);
    alarmEmails(this, { topic, settings, prefix: 'Edge', where: this.region });
    // WAF publishes under the web ACL's and the rule's metric names, not their names; a CLOUDFRONT ACL's metrics carry no Region.
    const blockedBy = (rule: string) => new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: aclMetricName, Rule: rule }, statistic: 'Sum', period: FIVE_MINUTES });
    const usingMetrics = Object.fromEntries(rateRuleMetricNames.map((rule, i) => [`rule${i}`, blockedBy(rule)]));
    alarm(this, 'WafBlockedRequests', {
      // a rule with no block in the period has no datapoint: FILL keeps the sum of the others
      metric: new MathExpression({ expression: Object.keys(usingMetrics).map((id) => `FILL(${id}, 0)`).join(' + '), usingMetrics, label: 'Requests blocked by the rate rules', period: FIVE_MINUTES }),
      threshold: WAF_BLOCKED_ALARM,
      description: `The web ACL's rate rules blocked ${WAF_BLOCKED_ALARM}+ requests in 5 minutes: a flood, or a limit turning caregivers away (sampled requests in the WAF console). AWS's common rule set's blocks (scanners) are not counted.`,
      action: new SnsAction(topic),
    });
  }
}
