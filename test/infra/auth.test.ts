import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Match } from 'aws-cdk-lib/assertions';
import { productionContext, resourcesOfType, synthCarey } from './helpers/carey-app';

describe('Cognito in a non-production stage', () => {
  const built = synthCarey({ context: { stage: 'dev', stages: { dev: { stripeSecretName: 'carey/shared/stripe' } } } });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const pool = () => Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'))[0].Properties!;

  it('signs in with e-mail, lets caregivers sign up and verifies the address', () => {
    expect(pool()).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameConfiguration: { CaseSensitive: false },
      UserPoolTier: 'LITE',
    });
  });

  it('requires at least 8 characters with letters and numbers', () => {
    expect(pool().Policies).toMatchObject({ PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireNumbers: true } });
  });

  it('stores no custom attributes (profiles live in DynamoDB)', () => {
    const schema = (pool().Schema ?? []) as { Name: string }[];
    expect(schema.map((a) => a.Name).filter((name) => !['email'].includes(name))).toEqual([]);
  });

  it('writes every account e-mail with the CustomMessage trigger, which knows the site URL', () => {
    const [trigger] = built.app.auth.node.findAll().filter((c) => c.node.id === 'Trigger-custom-message');
    const logicalId = built.app.getLogicalId((trigger as unknown as { node: { defaultChild: CfnFunction } }).node.defaultChild);
    expect(pool().LambdaConfig).toEqual({ CustomMessage: { 'Fn::GetAtt': [logicalId, 'Arn'] } });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: { Variables: Match.objectLike({ SITE_URL: Match.anyValue() }) },
      Description: 'Carey triggers/custom-message',
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
  });

  it('uses Cognito’s own e-mail outside production', () => {
    expect(pool().EmailConfiguration).toMatchObject({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  });

  it('gives the browser a client without a secret that allows SRP, USER_PASSWORD_AUTH and refresh', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
    const [client] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'));
    expect((client.Properties!.ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    // No hosted UI: no OAuth flows and no callback URLs to keep in sync.
    expect(client.Properties!.AllowedOAuthFlows).toBeUndefined();
    expect(client.Properties!.CallbackURLs).toBeUndefined();
  });

  it('references an existing Stripe secret by name instead of creating one', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 0);
    expect(JSON.stringify(template.toJSON().Outputs.StripeSecretArn)).toContain(':secret:carey/shared/stripe');
  });
});

describe('Cognito in production', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;

  it('sends account e-mail through the verified SES sender', () => {
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
    expect(secret.DeletionPolicy).toBe('Retain');
    expect(secret.Properties).toMatchObject({ Name: 'carey/prod/stripe' });
    expect(secret.Properties!.SecretString).toBeUndefined();
  });
});
