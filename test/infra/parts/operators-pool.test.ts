import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { routes, type Route } from '../../../lambdas/routes';
import { actionsOfRole, resourcesOfType, synthCarey } from '../helpers/carey-app';

/** docs/decisions/047-operators-pool.md: operators sign in to a pool of their own, with TOTP required. */
describe("the operators' own user pool in CDK", () => {
  const operatorRoute: Route = { method: 'GET', path: '/api/equipe/teste-do-pool', handler: 'team/handlers/list-audit', access: 'team', roles: ['Administração'], needs: ['operators-admin'] };
  const table = [...routes.filter((r) => r.handler !== operatorRoute.handler), operatorRoute];
  const built = synthCarey({ routes: table });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const id = (construct: { node: { defaultChild?: unknown } }) => built.app.getLogicalId(construct.node.defaultChild as CfnRole);
  const operatorsPool = () => id(built.app.operatorsAuth.userPool);
  const caregiversPool = () => id(built.app.auth.userPool);
  const pools = () => resourcesOfType(template, 'AWS::Cognito::UserPool');
  const authorizers = () => resourcesOfType(template, 'AWS::ApiGatewayV2::Authorizer');
  const authorizerOf = (pool: string) =>
    Object.keys(authorizers()).find((key) => JSON.stringify(authorizers()[key].Properties!.JwtConfiguration).includes(`"Ref":"${pool}"`));

  it('is a second pool beside the caregivers’ (whose logical id is unchanged)', () => {
    expect(Object.keys(pools()).sort()).toEqual([caregiversPool(), operatorsPool()].sort());
    expect(caregiversPool()).toBe('AuthUserPool8115E87F');
  });

  it('requires TOTP MFA (no SMS), on the Plus plan, with no self sign-up', () => {
    expect(pools()[operatorsPool()].Properties).toMatchObject({
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it("invites in Portuguese with Cognito's two placeholders, a link to the console at the site's address and the three steps", () => {
    const invite = (pools()[operatorsPool()].Properties!.AdminCreateUserConfig as { InviteMessageTemplate: { EmailSubject: string; EmailMessage: unknown } }).InviteMessageTemplate;
    expect(invite.EmailSubject).toBe('Seu acesso ao painel da equipe Carey');
    // The site's address is the distribution's (a token until deploy): the message joins it around '/equipe'.
    const message = JSON.stringify(invite.EmailMessage);
    expect(message).toMatch(/\/equipe\\"/);
    expect(message).toMatch(/"Fn::GetAtt":\["WebDistribution[0-9A-F]+","DomainName"\]/);
    for (const placeholder of ['{username}', '{####}']) expect(message.split(placeholder)).toHaveLength(2);
    expect(message).toContain('<!-- {username} -->');
    expect(message.match(/<li>/g)).toHaveLength(3);
  });

  it('naming the distribution in the pool makes no dependency cycle among the stack\'s resources (CloudFormation would refuse it)', () => {
    // The app stack's own template (the pool and the distribution are both there; nested stacks are resources of it).
    const resources = Template.fromStack(built.app).toJSON().Resources as Record<string, { DependsOn?: string | string[] }>;
    const refsOf = (value: unknown, found: Set<string>): Set<string> => {
      if (Array.isArray(value)) value.forEach((v) => refsOf(v, found));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if (key === 'Ref' && typeof v === 'string' && v in resources) found.add(v);
          else if (key === 'Fn::GetAtt') found.add(Array.isArray(v) ? String(v[0]) : String(v).split('.')[0]);
          else refsOf(v, found);
        }
      }
      return found;
    };
    const edges = new Map(Object.entries(resources).map(([name, r]) => [name, [...refsOf(r, new Set([r.DependsOn ?? []].flat()))].filter((n) => n in resources)]));
    const state = new Map<string, 'open' | 'done'>();
    const cycleFrom = (name: string, path: string[]): string[] | undefined => {
      if (state.get(name) === 'done') return undefined;
      if (state.get(name) === 'open') return [...path, name];
      state.set(name, 'open');
      for (const next of edges.get(name) ?? []) {
        const cycle = cycleFrom(next, [...path, name]);
        if (cycle) return cycle;
      }
      state.set(name, 'done');
      return undefined;
    };
    expect(edges.get(operatorsPool())!.some((n) => n.startsWith('WebDistribution'))).toBe(true);
    expect(Object.keys(resources).map((name) => cycleFrom(name, [])).find(Boolean)).toBeUndefined();
  });

  it('requires passwords of 12 characters or more', () => {
    expect((pools()[operatorsPool()].Properties!.Policies as { PasswordPolicy: { MinimumLength: number } }).PasswordPolicy.MinimumLength).toBeGreaterThanOrEqual(12);
  });

  it('has one app client: SRP only (and refresh), 15-minute tokens, 8-hour refresh, no secret', () => {
    const clients = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient')).filter((c) => JSON.stringify(c.Properties!.UserPoolId) === JSON.stringify({ Ref: operatorsPool() }));
    expect(clients).toHaveLength(1);
    expect(clients[0].Properties).toMatchObject({
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 480,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('every team route uses the operators’ authorizer (issuer: their pool, audience: their client); no other route does', () => {
    const operators = authorizerOf(operatorsPool());
    const caregivers = authorizerOf(caregiversPool());
    expect(operators).toBeDefined();
    expect(JSON.stringify(authorizers()[operators!].Properties!.JwtConfiguration)).toContain(`"Ref":"${id(built.app.operatorsAuth.client)}"`);
    const byKey = new Map(Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map((r) => [r.Properties!.RouteKey as string, JSON.stringify(r.Properties!.AuthorizerId)]));
    for (const route of table.filter((r) => r.access !== 'public')) {
      const expected = route.access === 'team' ? operators! : caregivers!;
      expect([`${route.method} ${route.path}`, byKey.get(`${route.method} ${route.path}`)]).toEqual([`${route.method} ${route.path}`, expect.stringContaining(expected)]);
    }
  });

  it("gives the need operators-admin its Cognito actions on the operators' pool only, and OPERATORS_USER_POOL_ID", () => {
    const fn = built.app.api.functions.get(operatorRoute.handler)!;
    const role = built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole);
    expect(actionsOfRole(template, role).filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual(
      ['AdminDisableUser', 'AdminUserGlobalSignOut'].map((a) => `cognito-idp:${a}`),
    );
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties!.Roles).includes(role));
    const cognitoResources = JSON.stringify(policies.map((p) => (p.Properties!.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement.filter((s) => JSON.stringify(s.Action).includes('cognito-idp')).map((s) => s.Resource)));
    expect(cognitoResources).toContain(operatorsPool());
    expect(cognitoResources).not.toContain(caregiversPool());
    const fnProps = template.toJSON().Resources[built.app.getLogicalId(fn.node.defaultChild as CfnRole)].Properties;
    expect(fnProps.Environment.Variables.OPERATORS_USER_POOL_ID).toEqual({ Ref: operatorsPool() });
  });
});
