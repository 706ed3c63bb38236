import { resourcesOfType, synthCarey } from '../helpers/carey-app';

/**
 * The access records' IP and port are sealed to a public key; the private half sits in a secret that no function may
 * read, only the break-glass role (docs/decisions/040-sealed-access-records.md).
 */
describe('sealed access records: no function can open them', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const [secretId] = Object.entries(resourcesOfType(template, 'AWS::SecretsManager::Secret')).find(([, r]) => r.Properties?.Name === 'carey/dev/access-records-private-key')!;
  const [roleId, role] = Object.entries(resourcesOfType(template, 'AWS::IAM::Role')).find(([, r]) => r.Properties?.RoleName === 'carey-dev-access-records-break-glass')!;
  const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function'));
  const functionRoles = new Set(functions.map((f) => (f.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]));
  type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).map((p) => ({
    roles: (p.Properties?.Roles as { Ref: string }[]).map((r) => r.Ref),
    statements: (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement,
  }));

  it('there are functions, and the sign-in route is one of them', () => {
    expect(functionRoles.size).toBeGreaterThan(10);
    expect(built.app.api.functions.get('caregivers/handlers/sign-in')).toBeDefined();
  });

  it('no function role has a statement on the private key, nor a secretsmanager read on every resource', () => {
    for (const policy of policies.filter((p) => p.roles.some((r) => functionRoles.has(r)))) {
      for (const statement of policy.statements) {
        expect({ roles: policy.roles, resource: JSON.stringify(statement.Resource).includes(secretId) }).toEqual({ roles: policy.roles, resource: false });
        const actions = ([] as string[]).concat(statement.Action);
        const readsSecrets = actions.some((a) => a === '*' || a === 'secretsmanager:*' || a === 'secretsmanager:GetSecretValue');
        if (readsSecrets) expect(JSON.stringify(statement.Resource)).not.toBe('"*"');
      }
    }
  });

  it('only the break-glass role is granted the private key, and the secret itself refuses everyone else', () => {
    const granted = policies.filter((p) => p.statements.some((s) => JSON.stringify(s.Resource).includes(secretId)));
    expect(granted.flatMap((p) => p.roles)).toEqual([roleId]);
    const [policy] = Object.values(resourcesOfType(template, 'AWS::SecretsManager::ResourcePolicy')).filter((p) => JSON.stringify(p.Properties?.SecretId).includes(secretId));
    const deny = (policy.Properties?.ResourcePolicy as { Statement: Statement[] }).Statement.find((s) => s.Effect === 'Deny')!;
    expect(deny.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(deny.Condition?.ArnNotEquals?.['aws:PrincipalArn'])).toContain(roleId);
  });

  it('the break-glass role is assumed by a person of the account with MFA, for at most an hour', () => {
    const trust = role.Properties?.AssumeRolePolicyDocument as { Statement: Statement[] };
    expect(trust.Statement).toHaveLength(1);
    expect(trust.Statement[0].Condition).toEqual({ Bool: { 'aws:MultiFactorAuthPresent': 'true' } });
    expect(role.Properties?.MaxSessionDuration).toBe(3600);
  });

  it('the sign-in function holds only the public key; no function is told where the private key is', () => {
    const signIn = template.toJSON().Resources[built.app.getLogicalId(built.app.api.functions.get('caregivers/handlers/sign-in')!.node.defaultChild as never)];
    expect(signIn.Properties.Environment.Variables.ACCESS_RECORDS_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const fn of functions) expect(JSON.stringify(fn.Properties?.Environment ?? {})).not.toContain(secretId);
  });
});
