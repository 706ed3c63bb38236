import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { teamRoutes } from '../../../lambdas/team/routes';
import { tableActions } from '../../../infra/cdk/carey-function';
import { actionsOfRole, resourcesOfType, synthCarey } from '../helpers/carey-app';

const writeOnly = tableActions['table-write'].filter((a) => !tableActions['table-read'].includes(a));

describe("the team's console in CDK", () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const routeByKey = new Map(Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map((r) => [r.Properties!.RouteKey as string, r.Properties!]));
  const actions = (handler: string) => {
    const fn = built.app.api.functions.get(handler)!;
    return actionsOfRole(template, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole));
  };

  it('the user pool has the group equipe', () => {
    const pool = Object.keys(resourcesOfType(template, 'AWS::Cognito::UserPool'))[0];
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'equipe', UserPoolId: { Ref: pool } });
  });

  it.each(teamRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is behind the JWT authorizer, in its own function from lambdas/team/handlers', (key, route) => {
    expect(routeByKey.get(key)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    const fn = built.app.api.functions.get(route.handler)!;
    const props = template.toJSON().Resources[built.app.getLogicalId(fn.node.defaultChild as CfnFunction)].Properties;
    expect(props.Description).toBe(`Carey ${route.handler}`);
    expect(route.handler).toMatch(/^team\/handlers\/[a-z-]+$/);
  });

  it('grants the console functions the table only, and the LGPD deletion also what the deletion steps need; the read-only ones cannot write; only the notice segments scan', () => {
    const beyondTable: Record<string, string[]> = {
      'team/handlers/block-caregiver': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
      'team/handlers/unblock-caregiver': ['cognito-idp:AdminEnableUser'],
      // her page: Stripe's key (plan dates) and the hash pepper ('E-mail não entregue'; docs/decisions/053)
      'team/handlers/get-caregiver': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      // the pepper: 'E-mail não entregue' on a message, and a receipt looked up by e-mail
      'team/handlers/list-support': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      'team/handlers/find-deletion-receipts': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      // the pepper: the key of the paged lists' signed cursors (docs/decisions/069)
      'team/handlers/list-audit': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      'team/handlers/audit-csv': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      'team/handlers/find-caregivers': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      'team/handlers/list-openings': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      'team/handlers/list-opening-reports': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
      // ses:SendEmail: the 'account deleted' e-mail (docs/decisions/037); AdminListGroupsForUser: never an operator's account
      'team/handlers/delete-caregiver': ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'ses:SendEmail'],
      // the hash pepper: it checks the sender's address against the undeliverable marks (docs/decisions/045)
      'team/handlers/reply-support': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'ses:SendEmail'],
      // ResendConfirmationCode needs no IAM action; the server client's secret (SECRET_HASH) is read with this one
      'team/handlers/resend-verification': ['cognito-idp:DescribeUserPoolClient'],
      // 'Operadoras' (docs/decisions/049): the TOTP state, the invite, the removal
      'team/handlers/list-operators': ['cognito-idp:AdminGetUser'],
      'team/handlers/invite-operator': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'],
      'team/handlers/remove-operator': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
      // the VAPID key: her notice goes to her devices at once (docs/decisions/074-web-push.md)
      'team/handlers/send-notice': ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
    };
    for (const route of teamRoutes) {
      const granted = actions(route.handler);
      const others = [...new Set(granted.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:')))].sort();
      // a function that writes a Registro line names the operator from her operator record: no Cognito call
      const expected = [...new Set(beyondTable[route.handler] ?? [])].sort();
      expect({ handler: route.handler, others }).toEqual({ handler: route.handler, others: expected });
      // Only the notice segments scan (the reach and the send; test/infra/parts/least-privilege.test.ts checks the statement).
      expect({ handler: route.handler, scans: granted.includes('dynamodb:Scan') }).toEqual({ handler: route.handler, scans: route.needs.includes('table-scan') });
      if (!route.needs.includes('table-write')) for (const action of writeOnly) expect(granted).not.toContain(action);
    }
  });
});
