import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { handlerName, routes, scheduledJobs } from '../../../lambdas/routes';
import { cognitoActions, tableActions } from '../../../infra/cdk/carey-function';
import { actionsOfRole, statementsOfRole, everyNeedRoutes, synthCarey } from '../helpers/carey-app';

const table = everyNeedRoutes;

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const writeOnly = tableActions['table-write'].filter((a) => !tableActions['table-read'].includes(a));

describe('each function gets exactly what its needs name', () => {
  const built = synthCarey({ routes: table });
  afterAll(() => built.cleanup());
  const resources = built.appTemplate.toJSON().Resources;
  const fn = (handler: string) => built.app.api.functions.get(handler)!;
  const actions = (handler: string) => actionsOfRole(built.appTemplate, built.app.getLogicalId(fn(handler).role!.node.defaultChild as CfnRole));
  const statements = () =>
    Object.values(resources as Record<string, { Type: string; Properties: { PolicyDocument: { Statement: Statement[] } } }>)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .map((st) => ({ ...st, Action: ([] as string[]).concat(st.Action) }));
  const env = (handler: string): Record<string, unknown> =>
    resources[built.app.getLogicalId(fn(handler).node.defaultChild as CfnFunction)].Properties.Environment.Variables;

  it('a function without needs may only write its own logs', () => {
    expect(actions('base/handlers/health').sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    expect(Object.keys(env('base/handlers/health')).sort()).toEqual(['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'NODE_OPTIONS', 'ORIGIN_VERIFY', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME', 'SITE_URL']);
  });

  it('no role uses an AWS managed policy', () => {
    for (const handler of table.map((r) => r.handler)) {
      const role = resources[built.app.getLogicalId(fn(handler).role!.node.defaultChild as CfnRole)];
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('a read-only route reads the table and its indexes by name, and cannot write or scan', () => {
    expect(actions('caregivers/handlers/get-me')).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    for (const action of [...writeOnly, 'dynamodb:Scan']) expect(actions('caregivers/handlers/get-me')).not.toContain(action);
    const statement = statements().find((st) => st.Action.includes('dynamodb:Query'))!;
    expect(JSON.stringify(statement.Resource)).toContain('/index/GSI1');
    expect(JSON.stringify(statement.Resource)).toContain('/index/GSI2');
    expect(JSON.stringify(statement.Resource)).not.toContain('*');
    expect(env('caregivers/handlers/get-me')).toHaveProperty('TABLE_NAME');
  });

  it('a writing route can write items', () => {
    expect(actions('notices/handlers/mark-notice-read')).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
  });

  it('only the function that needs SES can send e-mail, from the configured sender', () => {
    const senders = table.filter((r) => actions(r.handler).some((a) => a.startsWith('ses:'))).map((r) => r.handler);
    expect(senders).toEqual(['notices/handlers/list-notices']);
    const sesStatement = statements().find((st) => st.Action.includes('ses:SendEmail'))!;
    expect(sesStatement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'nao-responda@carey.com.br' } });
    expect(JSON.stringify(sesStatement.Resource)).toContain(':identity/carey.com.br');
    expect(JSON.stringify(sesStatement.Resource)).not.toContain('identity/*');
    expect(env('notices/handlers/list-notices')).toMatchObject({ MAIL_FROM: 'nao-responda@carey.com.br', SUPPORT_INBOX: 'suporte@carey.com.br' });
    expect(env('notices/handlers/list-notices')).not.toHaveProperty('TABLE_NAME');
  });

  it('only stripe functions can read the Stripe secret, and they get the price ids', () => {
    const readers = table.filter((r) => actions(r.handler).includes('secretsmanager:GetSecretValue')).map((r) => r.handler);
    expect(readers).toEqual(['notices/handlers/mark-notice-read']);
    expect(env('notices/handlers/mark-notice-read')).toMatchObject({
      STRIPE_SECRET_ID: expect.anything(),
      STRIPE_PRICE_MENSAL: 'price_mensal_nao_configurado',
      STRIPE_PRICE_TRIMESTRAL: 'price_trimestral_nao_configurado',
    });
  });

  it('only cognito functions touch the pool, with the listed actions only', () => {
    const users = table.filter((r) => actions(r.handler).some((a) => a.startsWith('cognito-idp:'))).map((r) => r.handler);
    expect(users).toEqual(['openings/handlers/list-openings']);
    expect(actions('openings/handlers/list-openings').filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([...cognitoActions['cognito-admin']].sort());
    expect(env('openings/handlers/list-openings')).toMatchObject({ USER_POOL_ID: expect.anything(), USER_POOL_CLIENT_ID: expect.anything(), VIACEP_URL: 'https://viacep.com.br' });
  });

  it('no statement in any function policy has a wildcard action', () => {
    for (const handler of table.map((r) => r.handler)) expect(actions(handler).filter((a) => a.includes('*'))).toEqual([]);
  });
});

describe('the real route table', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());

  // Beyond its access record (decision 067: a put under SIGNIN# partitions, and one attribute of her record), a
  // function can write the table only if it declares table-write.
  const SIGN_IN_RECORD_SIDS = ['SignInRecordPut', 'SignInRecordMark'];
  it.each(routes.map((r) => [r.handler, r] as const))('%s can write the table only if it declares table-write', (handler, route) => {
    const fn = built.app.api.functions.get(handler)!;
    const statements = statementsOfRole(built.appTemplate, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole));
    const granted = statements.filter((s) => !SIGN_IN_RECORD_SIDS.includes(s.Sid ?? '')).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    const canWrite = granted.some((a) => writeOnly.includes(a));
    expect(canWrite).toBe(route.needs.includes('table-write'));
    const signInRecord = statements.filter((s) => SIGN_IN_RECORD_SIDS.includes(s.Sid ?? ''));
    if (!route.needs.includes('sign-in-record')) return expect(signInRecord).toEqual([]);
    expect(signInRecord.map(({ Sid, Effect, Action, Condition }) => ({ Sid, Effect, Action, Condition }))).toEqual([
      { Sid: 'SignInRecordPut', Effect: 'Allow', Action: 'dynamodb:PutItem', Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SIGNIN#*'] } } },
      {
        Sid: 'SignInRecordMark',
        Effect: 'Allow',
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CAREGIVER#*'] }, 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'entradaRegistrada'] } },
      },
    ]);
  });

  it("only the team's notice send, its fan-out job and the counters' recount can Scan (not the reach: decision 056), on the table itself, never an index", () => {
    const fns = [...routes.map((r) => [r.handler, built.app.api.functions.get(r.handler)!] as const), ...scheduledJobs.map((j) => [j.handler, built.app.api.jobs.get(handlerName(j.handler))!] as const)];
    const role = (fn: (typeof fns)[number][1]) => built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole);
    const scanners = fns.filter(([, fn]) => actionsOfRole(built.appTemplate, role(fn)).includes('dynamodb:Scan')).map(([handler]) => handler);
    expect([...new Set(scanners)].sort()).toEqual(['team/handlers/send-notice', 'team/jobs/fan-out-notices', 'team/jobs/recount-counters']);
    const policies = Object.values(built.appTemplate.toJSON().Resources as Record<string, { Type: string; Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } } }>).filter((r) => r.Type === 'AWS::IAM::Policy');
    const scanStatements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).filter((st) => ([] as string[]).concat(st.Action).includes('dynamodb:Scan'));
    expect(scanStatements.length).toBeGreaterThan(0);
    for (const st of scanStatements) {
      expect(st.Action).toBe('dynamodb:Scan');
      expect(JSON.stringify(st.Resource)).not.toContain('/index/');
    }
  });

  it('only account deletion (its route, its job, the team console one), the console block and the operator removal can disable users, with exactly their actions', () => {
    const fns = [...routes.map((r) => [r.handler, built.app.api.functions.get(r.handler)!] as const), ...scheduledJobs.map((j) => [j.handler, built.app.api.jobs.get(handlerName(j.handler))!] as const)];
    const granted = (fn: (typeof fns)[number][1]) => actionsOfRole(built.appTemplate, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole));
    const disablers = fns.filter(([, fn]) => granted(fn).includes('cognito-idp:AdminDisableUser')).map(([handler]) => handler);
    const expected: Record<string, readonly string[]> = {
      // block and delete check that the account is not an operator's (cognito-operators)
      'team/handlers/block-caregiver': [...cognitoActions['cognito-block'], ...cognitoActions['cognito-operators']],
      'team/handlers/delete-caregiver': [...cognitoActions['cognito-delete'], ...cognitoActions['cognito-operators']],
      // The caregiver's own deletion also checks her password through the confidential server client.
      'account/handlers/request-account-deletion': [...cognitoActions['cognito-delete'], ...cognitoActions['cognito-server-client']],
      'account/jobs/resume-account-deletions': cognitoActions['cognito-delete'],
      // 'Remover operadora': her Cognito user disabled and signed out everywhere (docs/decisions/049)
      'team/handlers/remove-operator': cognitoActions['operators-admin'],
    };
    expect([...new Set(disablers)].sort()).toEqual(Object.keys(expected).sort());
    for (const [handler, fn] of fns.filter(([h]) => disablers.includes(h))) {
      expect(granted(fn).filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([...expected[handler]].sort());
    }
  });

  it("only 'Alterar nome' can change a user's attributes, and nothing else in Cognito; 'Denunciar vaga' touches no Cognito", () => {
    const fns = [...routes.map((r) => [r.handler, built.app.api.functions.get(r.handler)!] as const), ...scheduledJobs.map((j) => [j.handler, built.app.api.jobs.get(handlerName(j.handler))!] as const)];
    const granted = (fn: (typeof fns)[number][1]) => actionsOfRole(built.appTemplate, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole));
    const updaters = fns.filter(([, fn]) => granted(fn).includes('cognito-idp:AdminUpdateUserAttributes')).map(([handler]) => handler);
    expect([...new Set(updaters)]).toEqual(['caregivers/handlers/rename']);
    const rename = fns.find(([h]) => h === 'caregivers/handlers/rename')![1];
    expect(granted(rename).filter((a) => a.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminUpdateUserAttributes']);
    for (const handler of ['openings/handlers/report-opening', 'team/handlers/list-opening-reports', 'notices/handlers/list-notice-history']) {
      const fn = fns.find(([h]) => h === handler)![1];
      expect(granted(fn).filter((a) => a.startsWith('cognito-idp:') || a.startsWith('ses:'))).toEqual([]);
    }
  });
});
