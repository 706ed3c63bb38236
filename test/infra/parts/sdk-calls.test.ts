import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { functionId } from '../../../infra/cdk/api';
import { CAREGIVER_PARTITIONS, CareyFunction } from '../../../infra/cdk/carey-function';
import { cognitoTriggers, handlerName, routes, scheduledJobs, tableStreamConsumers } from '../../../lambdas/routes';
import { actionsOfRole, resourcesOfType, synthCarey } from '../helpers/carey-app';
import { awsCallsOf, entryOf, iamActionsFor } from '../helpers/sdk-calls';

/** Services whose every action must be one the function's code calls (and every call one it is granted). */
const CHECKED = /^(cognito-idp|ses):/;

describe('no function holds a Cognito or SES action it does not use, and each can make the calls its code makes', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const granted = (fn: CareyFunction) => actionsOfRole(built.appTemplate, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole)).filter((a) => CHECKED.test(a)).sort();

  const byId = (id: string) => () => built.app.node.findAll().find((n) => n instanceof CareyFunction && n.node.id === id) as CareyFunction;
  const functions: (readonly [string, () => CareyFunction])[] = [
    ...[...new Set(routes.map((r) => r.handler))].map((h) => [h, byId(`Fn${functionId(h)}`)] as const),
    ...scheduledJobs.map((j) => [j.handler, byId(`Job${functionId(j.handler)}`)] as const),
    ...tableStreamConsumers.map((c) => [c.handler, byId(`Stream${functionId(c.handler)}`)] as const),
    ...Object.values(cognitoTriggers).map((t) => [t.handler, byId(`Trigger-${handlerName(t.handler)}`)] as const),
  ];

  it.each(functions)('%s', (handler, fn) => {
    const needed = iamActionsFor(awsCallsOf(entryOf(handler)));
    expect(fn()).toBeDefined();
    expect(granted(fn())).toEqual(needed);
  });

  it('functions that touch only caregiver partitions hold the table actions under a dynamodb:LeadingKeys condition, no index', () => {
    const limited = [...new Set(routes.filter((r) => r.needs.includes('caregiver-items-only')).map((r) => r.handler))];
    expect(limited.sort()).toEqual(['alerts/handlers/list-alerts', 'caregivers/handlers/accept-consent', 'caregivers/handlers/dismiss-welcome', 'caregivers/handlers/get-me', 'caregivers/handlers/sign-in', 'caregivers/handlers/update-location', 'notices/handlers/mark-notice-read', 'push/handlers/subscribe-device', 'push/handlers/unsubscribe-device']);
    const policies = Object.values(resourcesOfType(built.appTemplate, 'AWS::IAM::Policy'));
    for (const handler of limited) {
      const role = built.app.getLogicalId(built.app.api.functions.get(handler)!.role!.node.defaultChild as CfnRole);
      const statements = policies
        .filter((p) => (p.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === role))
        .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: unknown }[] }).Statement)
        .filter((st) => ([] as string[]).concat(st.Action).some((a) => a.startsWith('dynamodb:')));
      expect(statements.length).toBeGreaterThan(0);
      // the access record every signed-in route writes (docs/decisions/067): its own two narrow statements
      const signInRecord = statements.filter((st) => st.Sid?.startsWith('SignInRecord'));
      expect(signInRecord.map(({ Sid, Action, Condition }) => ({ Sid, Action, Condition }))).toEqual([
        { Sid: 'SignInRecordPut', Action: 'dynamodb:PutItem', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SIGNIN#*'] } } },
        {
          Sid: 'SignInRecordMark',
          Action: 'dynamodb:UpdateItem',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CAREGIVER#*'] }, 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'entradaRegistrada'] } },
        },
      ]);
      // 'push-holders' (decision 085): GSI2 only, its sort key only, for the one function that takes a shared device
      const holders = statements.filter((st) => st.Sid === 'PushHolders').map(({ Action, Resource, Condition }) => ({ Action, Resource: JSON.stringify(Resource), Condition }));
      expect(holders).toEqual(
        handler === 'push/handlers/subscribe-device'
          ? [{ Action: 'dynamodb:Query', Resource: expect.stringMatching(/"\/index\/GSI2"\]\]\}$/), Condition: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'GSI2PK', 'GSI2SK'] }, StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' } } }]
          : [],
      );
      for (const st of statements.filter((s) => !s.Sid?.startsWith('SignInRecord') && s.Sid !== 'PushHolders')) {
        expect(st.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [CAREGIVER_PARTITIONS] } });
        expect(JSON.stringify(st.Resource)).not.toContain('/index/');
      }
    }
  });

  it('the scan sees the calls that matter (it is not vacuous)', () => {
    expect(iamActionsFor(awsCallsOf(entryOf('caregivers/handlers/signup')))).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPoolClient', 'ses:SendEmail']);
    expect([...awsCallsOf(entryOf('caregivers/handlers/signup'))]).toContain('cognito-idp:SignUp');
    expect(iamActionsFor(awsCallsOf(entryOf('caregivers/handlers/request-password-reset')))).toEqual([]);
    expect([...awsCallsOf(entryOf('caregivers/handlers/request-password-reset'))]).toEqual(['cognito-idp:ForgotPassword']);
    expect(iamActionsFor(awsCallsOf(entryOf('account/handlers/request-account-deletion')))).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminDisableUser', 'cognito-idp:DescribeUserPoolClient', 'ses:SendEmail']);
    expect(iamActionsFor(awsCallsOf(entryOf('support/handlers/send-support')))).toEqual(['ses:SendEmail']);
    expect(iamActionsFor(awsCallsOf(entryOf('alerts/jobs/send-alert-digests')))).toEqual(['ses:SendRawEmail']);
  });
});
