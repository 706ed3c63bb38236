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
