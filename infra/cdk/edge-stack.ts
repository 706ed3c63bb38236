import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageSettings } from './stage-settings';

/**
 * Requests one viewer address may make in WAF_RATE_WINDOW_SECONDS before WAF blocks it at the edge, over the
 * whole site. Far above a person's use (the app's own per-route limits, lambdas/base/rate-limits/limits.ts, are
 * stricter); it stops floods before they cost Lambda time. docs/decisions/017-api-reached-only-through-cloudfront.md.
 */
export const WAF_RATE_LIMIT = 1000;
export const WAF_RATE_WINDOW_SECONDS = 300;

export interface EdgeStackProps extends StackProps {
  settings: StageSettings;
}

/**
 * What CloudFront needs from us-east-1: a web ACL of scope CLOUDFRONT can only be created there. The app stack,
 * in its own region, takes its ARN through CDK's cross-region references.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `carey-${props.settings.stage}-${name}` });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `carey-${props.settings.stage}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' } },
          visibilityConfig: metric('rate-per-address'),
        },
        {
          name: 'aws-common-rule-set',
          priority: 1,
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
  }
}
