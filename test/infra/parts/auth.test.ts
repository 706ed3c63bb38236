import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Match } from 'aws-cdk-lib/assertions';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

describe('Cognito in a non-production stage', () => {
  const built = synthCarey({ context: { stage: 'dev', stages: { dev: { stripeSecretName: 'carey/shared/stripe' } } } });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const pool = () => resourcesOfType(template, 'AWS::Cognito::UserPool')[built.app.getLogicalId(built.app.auth.userPool.node.defaultChild as CfnFunction)].Properties!;

  it('signs in with e-mail, lets caregivers sign up and verifies the address', () => {
    expect(pool()).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameConfiguration: { CaseSensitive: false },
      UserPoolTier: 'LITE',
    });
  });

  it('is on the Lite plan without threat protection (its web ACL guards sign-in), and offers optional TOTP MFA (no SMS)', () => {
    expect(pool().UserPoolAddOns).toBeUndefined();
    expect(pool()).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('keeps the original e-mail until a new one is verified', () => {
    expect(pool().UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ['email'] });
  });

  it('requires at least 8 characters with letters and numbers', () => {
    // The pool takes what it can express from the server's policy (lambdas/caregivers/password-policy.ts).
    expect(pool().Policies).toMatchObject({ PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: true, RequireSymbols: false } });
  });

  it('stores no custom attributes (profiles live in DynamoDB)', () => {
    const schema = (pool().Schema ?? []) as { Name: string }[];
    expect(schema.map((a) => a.Name).filter((name) => !['email'].includes(name))).toEqual([]);
  });

  const triggerId = (name: string) => {
    const [trigger] = built.app.auth.node.findAll().filter((c) => c.node.id === `Trigger-${name}`);
    return built.app.getLogicalId((trigger as unknown as { node: { defaultChild: CfnFunction } }).node.defaultChild);
  };

  it('writes every account e-mail with the CustomMessage trigger, which knows the site URL', () => {
    const logicalId = triggerId('custom-message');
    expect(pool().LambdaConfig).toMatchObject({ CustomMessage: { 'Fn::GetAtt': [logicalId, 'Arn'] } });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: { Variables: Match.objectLike({ SITE_URL: Match.anyValue() }) },
      Description: 'Carey caregivers/triggers/custom-message',
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
  });

  it('uses Cognito’s own e-mail outside production', () => {
    expect(pool().EmailConfiguration).toMatchObject({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  });

  it('lets only /api/signup create users: a PreSignUp trigger that reads the sign-up signing key', () => {
    const logicalId = triggerId('pre-sign-up');
    expect(pool().LambdaConfig).toMatchObject({ PreSignUp: { 'Fn::GetAtt': [logicalId, 'Arn'] } });
    const fn = template.toJSON().Resources[logicalId];
    const secretRef = fn.Properties.Environment.Variables.SIGNUP_SIGNATURE_SECRET_ID.Ref;
    expect(template.toJSON().Resources[secretRef].Properties.Name).toMatch(/signup-signature$/);
    // The sign-up function reads the same key.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Carey caregivers/handlers/signup',
      Environment: { Variables: Match.objectLike({ SIGNUP_SIGNATURE_SECRET_ID: { Ref: secretRef }, USER_POOL_SERVER_CLIENT_ID: Match.anyValue() }) },
    });
  });

  // The caregivers' pool's clients (the operators' pool has its own: test/infra/parts/operators-pool.test.ts).
  const caregiversPoolRef = () => JSON.stringify({ Ref: built.app.getLogicalId(built.app.auth.userPool.node.defaultChild as CfnFunction) });
  const clients = () =>
    Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient')).map((c) => c.Properties!).filter((c) => JSON.stringify(c.UserPoolId) === caregiversPoolRef());
  const webClient = () => clients().find((c) => c.GenerateSecret === false)!;
  const serverClient = () => clients().find((c) => c.GenerateSecret === true)!;

  it('gives the browser a client without a secret that allows SRP, USER_PASSWORD_AUTH and refresh, and may write no attribute that matters', () => {
    expect(clients()).toHaveLength(2);
    expect(webClient().PreventUserExistenceErrors).toBe('ENABLED');
    expect((webClient().ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    // Never empty (Cognito reads an empty list as "all writable"): one attribute Carey never reads.
    expect(webClient().WriteAttributes).toEqual(['locale']);
    // No hosted UI: no OAuth flows and no callback URLs to keep in sync.
    expect(webClient().AllowedOAuthFlows).toBeUndefined();
    expect(webClient().CallbackURLs).toBeUndefined();
  });

  it('gives the functions a separate confidential client (with a secret) for SignUp and the deletion password check', () => {
    expect(serverClient()).toMatchObject({ GenerateSecret: true, PreventUserExistenceErrors: 'ENABLED', EnablePropagateAdditionalUserContextData: true });
    expect((serverClient().ExplicitAuthFlows as string[]).sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH']);
    expect((serverClient().WriteAttributes as string[]).sort()).toEqual(['email', 'name']);
    const serverClientRef = (description: string) =>
      (Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).find((f) => f.Properties!.Description === description)!.Properties!.Environment as { Variables: Record<string, unknown> })
        .Variables.USER_POOL_SERVER_CLIENT_ID;
    const [serverId] = Object.entries(resourcesOfType(template, 'AWS::Cognito::UserPoolClient')).find(([, c]) => c.Properties!.GenerateSecret === true)!;
    expect(serverClientRef('Carey caregivers/handlers/signup')).toEqual({ Ref: serverId });
    expect(serverClientRef('Carey account/handlers/request-account-deletion')).toEqual({ Ref: serverId });
  });

  it('references an existing Stripe secret by name instead of creating one', () => {
    // The secrets created are generated by Secrets Manager: the alerts' signing key, the sign-ups' signing key, the
    // e-mail hash pepper and CloudFront's origin header.
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    expect(secrets.map((s) => s.Properties.Name).sort()).toEqual([
      expect.stringMatching(/access-records-private-key$/),
      expect.stringMatching(/alerts-token$/),
      expect.stringMatching(/hash-pepper$/),
      expect.stringMatching(/origin-verify$/),
      expect.stringMatching(/signup-signature$/),
      expect.stringMatching(/web-push-vapid-private-key$/),
    ]);
    expect(JSON.stringify(template.toJSON().Outputs.StripeSecretArn)).toContain(':secret:carey/shared/stripe');
  });
});

describe('Cognito in production', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;

  it('sends account e-mail through the verified SES sender once the stage says it is verified', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Carey <nao-responda@carey.com.br>',
        SourceArn: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':identity/carey.com.br$')])] }),
      },
    });
  });

  it('keeps the pool and refuses to delete it', () => {
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
  });

  it('creates the Stripe secret without any value in the template', () => {
    const [secret] = Object.values(resourcesOfType(template, 'AWS::SecretsManager::Secret'));
    // kept on delete, but not by the rollback of the deploy that made it (docs/decisions/062)
    expect(secret.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(secret.Properties).toMatchObject({ Name: 'carey/prod/stripe' });
    expect(secret.Properties!.SecretString).toBeUndefined();
  });
});
