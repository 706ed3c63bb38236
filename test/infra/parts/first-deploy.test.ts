import type { CfnElement } from 'aws-cdk-lib';
import { firstDeployContext, productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';
import { templatesOf } from '../helpers/stacks';

/**
 * The first `cdk deploy` of a fresh account goes through, and so does its retry
 * (docs/decisions/062-first-deploy-and-its-retry.md, docs/deploy.md).
 */
describe('the first deploy of production', () => {
  const first = synthCarey({ context: firstDeployContext });
  const later = synthCarey({ context: productionContext });
  afterAll(() => {
    first.cleanup();
    later.cleanup();
  });
  const poolOf = (built: typeof first) => {
    const id = built.app.getLogicalId(built.app.auth.userPool.node.defaultChild as CfnElement);
    return { id, pool: built.appTemplate.toJSON().Resources[id] as { Properties: Record<string, unknown>; DependsOn?: string[] } };
  };
  const configurationSetId = (built: typeof first) => Object.keys(resourcesOfType(built.appTemplate, 'AWS::SES::ConfigurationSet'))[0];

  it("starts the caregivers' pool on Cognito's own e-mail: it names no SES identity, though the stack makes one", () => {
    const { pool } = poolOf(first);
    expect(pool.Properties.EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT', ReplyToEmailAddress: 'suporte@carey.com.br' });
    expect(JSON.stringify(pool)).not.toMatch(/:identity\/|ConfigurationSet/);
    expect(pool.DependsOn ?? []).not.toContain(configurationSetId(first));
    const [identity] = Object.values(resourcesOfType(first.appTemplate, 'AWS::SES::EmailIdentity'));
    expect(identity.Properties).toMatchObject({ EmailIdentity: 'carey.com.br' });
  });

  it('moves the pool to SES (the identity and its configuration set) once the stage says sesVerified', () => {
    const { pool } = poolOf(later);
    expect(pool.Properties.EmailConfiguration).toMatchObject({ EmailSendingAccount: 'DEVELOPER', ConfigurationSet: 'carey-prod' });
    expect(JSON.stringify(pool.Properties.EmailConfiguration)).toContain(':identity/carey.com.br');
    expect(pool.DependsOn).toContain(configurationSetId(later));
  });

  it.each([
    ['dev', {}],
    ['prod, first deploy', { context: firstDeployContext }],
    ['prod', { context: productionContext }],
  ] as const)('%s: no resource with a fixed name outlives the rollback of the deploy that made it', (_stage, options) => {
    const built = synthCarey(options);
    const kept: string[] = [];
    const named: string[] = [];
    for (const [stack, resources] of templatesOf(built.cdkApp)) {
      for (const [id, resource] of Object.entries(resources as Record<string, { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> }>)) {
        // A name given as a reference to another resource (a Lambda version's FunctionName) is not a fixed one.
        const names = Object.entries(resource.Properties ?? {}).filter(([key, value]) => key.endsWith('Name') && typeof value === 'string').map(([key]) => key);
        if (resource.DeletionPolicy === 'Retain' && names.length > 0) kept.push(`${stack} ${id} (${resource.Type}: ${names.join(', ')})`);
        if (resource.DeletionPolicy === 'RetainExceptOnCreate' && names.length > 0) named.push(String(resource.Properties!.Name));
      }
    }
    expect(kept).toEqual([]);
    if (_stage.startsWith('prod')) expect(named.sort()).toEqual(['carey/prod/access-records-private-key', 'carey/prod/alerts-token', 'carey/prod/hash-pepper', 'carey/prod/stripe', 'carey/prod/web-push-vapid-private-key']);
    else expect(named.sort()).toEqual([]);
  });

  // issue 49, item 8: a non-production stage can be destroyed and deployed again; a kept carey/<stage>/... secret
  // would stop the new deploy on "already exists"
  it('dev: every secret with a fixed name goes with the stack (DeletionPolicy Delete), so the stage can be deployed again', () => {
    const built = synthCarey({});
    const secrets = [...templatesOf(built.cdkApp).values()].flatMap((resources) => Object.values(resources as Record<string, { Type: string; DeletionPolicy?: string; Properties?: { Name?: unknown } }>)).filter((r) => r.Type === 'AWS::SecretsManager::Secret');
    expect(secrets.map((r) => r.Properties?.Name).sort()).toEqual(['carey/dev/access-records-private-key', 'carey/dev/alerts-token', 'carey/dev/hash-pepper', 'carey/dev/origin-verify', 'carey/dev/signup-signature', 'carey/dev/stripe', 'carey/dev/web-push-vapid-private-key']);
    for (const secret of secrets) expect({ name: secret.Properties?.Name, policy: secret.DeletionPolicy }).toEqual({ name: secret.Properties?.Name, policy: 'Delete' });
  });

  it('refuses a production stage without alarmEmail, saying why', () => {
    const { alarmEmail: _left, ...prod } = productionContext.stages.prod;
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod } } })).toThrow(/set stages\.prod\.alarmEmail in context \(alarmEmail: the address the alarm topic e-mails; without it no alarm reaches a person\)/);
  });

  it('refuses to synthesise production on the placeholder links (WhatsApp, App Store, encarregado), as it does without alarmEmail', () => {
    const { links: _left, ...prod } = productionContext.stages.prod;
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod } } })).toThrow(/set stages\.prod\.links\.whatsapp, stages\.prod\.links\.appStore, stages\.prod\.links\.encarregadoNome, stages\.prod\.links\.encarregadoEmail in context/);
    // named, they are what production's /config.json carries
    const named = synthCarey({ context: productionContext });
    expect(named.app.resolve(named.app.runtimeConfig).links).toMatchObject(productionContext.stages.prod.links);
    named.cleanup();
  });

  it('refuses a production stage without alarmEmailFallback, or with alarmEmail as its fallback', () => {
    const { alarmEmailFallback: _left, ...prod } = productionContext.stages.prod;
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod } } })).toThrow(/set stages\.prod\.alarmEmailFallback in context \(alarmEmailFallback: a second address, told when the alarm e-mails can't be delivered\)/);
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod: { ...prod, alarmEmailFallback: prod.alarmEmail } } } })).toThrow(/alarmEmailFallback must be another address than alarmEmail/);
  });
});

describe('a secret rotation takes effect', () => {
  const originVersion = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  const stripeVersion = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const alertsVersion = '1b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e';
  const signupVersion = '2c3d4e5f-6071-4c8d-8e9f-1a2b3c4d5e6f';
  const vapidVersion = '3d4e5f60-7182-4d9e-8fa0-2b3c4d5e6f70';
  const before = synthCarey({ context: productionContext });
  const after = synthCarey({
    context: { stage: 'prod', stages: { prod: { ...productionContext.stages.prod, originSecretVersionId: originVersion, stripeSecretVersionId: stripeVersion, alertsTokenSecretVersionId: alertsVersion, signupSecretVersionId: signupVersion, vapidSecretVersionId: vapidVersion } } },
  });
  afterAll(() => {
    before.cleanup();
    after.cleanup();
  });
  const distribution = (built: typeof before) => JSON.stringify(Object.values(resourcesOfType(built.appTemplate, 'AWS::CloudFront::Distribution'))[0].Properties);
  const functions = (built: typeof before) =>
    Object.values(resourcesOfType(built.appTemplate, 'AWS::Lambda::Function'))
      .map((fn) => (fn.Properties!.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {})
      .filter((variables) => 'ORIGIN_VERIFY' in variables || 'STRIPE_SECRET_ID' in variables);

  it("naming the origin secret's new VersionId changes the distribution's header and every route function's ORIGIN_VERIFY", () => {
    expect(distribution(before)).not.toContain(originVersion);
    expect(distribution(after)).toContain(`:SecretString:::${originVersion}}}`);
    const routeFunctions = functions(after).filter((variables) => 'ORIGIN_VERIFY' in variables);
    expect(routeFunctions.length).toBeGreaterThan(40);
    for (const variables of routeFunctions) expect(JSON.stringify(variables.ORIGIN_VERIFY)).toContain(`:SecretString:::${originVersion}}}`);
    for (const variables of functions(before).filter((v) => 'ORIGIN_VERIFY' in v)) expect(JSON.stringify(variables.ORIGIN_VERIFY)).toContain(':SecretString:::}}');
  });

  it("naming the Stripe secret's new VersionId changes every Stripe function, which then reads that version", () => {
    const stripeFunctions = functions(after).filter((variables) => 'STRIPE_SECRET_ID' in variables);
    expect(stripeFunctions.length).toBeGreaterThanOrEqual(4);
    for (const variables of stripeFunctions) expect(variables.STRIPE_SECRET_VERSION_ID).toBe(stripeVersion);
    for (const variables of functions(before)) expect(variables.STRIPE_SECRET_VERSION_ID).toBeUndefined();
  });

  /** Each secret the functions read (a `…_SECRET_ID` variable) → the versions their `…_SECRET_VERSION_ID` names ('current': none). */
  const pinned = (built: typeof before) => {
    const versions: Record<string, Set<string>> = {};
    for (const fn of Object.values(resourcesOfType(built.appTemplate, 'AWS::Lambda::Function'))) {
      const variables = (fn.Properties!.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      for (const name of Object.keys(variables).filter((n) => n.endsWith('_SECRET_ID'))) {
        (versions[name] ??= new Set()).add(String(variables[name.replace(/_ID$/, '_VERSION_ID')] ?? 'current'));
      }
    }
    return Object.fromEntries(Object.entries(versions).map(([name, set]) => [name, [...set]]));
  };

  it('every secret a function reads is pinned by its stage setting, but the hash pepper (never rotated: its hashes key the deletion receipts)', () => {
    expect(pinned(after)).toEqual({
      STRIPE_SECRET_ID: [stripeVersion],
      ALERTS_TOKEN_SECRET_ID: [alertsVersion],
      SIGNUP_SIGNATURE_SECRET_ID: [signupVersion],
      VAPID_SECRET_ID: [vapidVersion],
      HASH_PEPPER_SECRET_ID: ['current'],
    });
    expect(pinned(before)).toEqual({ STRIPE_SECRET_ID: ['current'], ALERTS_TOKEN_SECRET_ID: ['current'], SIGNUP_SIGNATURE_SECRET_ID: ['current'], VAPID_SECRET_ID: ['current'], HASH_PEPPER_SECRET_ID: ['current'] });
  });

  it('refuses a version that is not a VersionId before anything is deployed', () => {
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod: { ...productionContext.stages.prod, originSecretVersionId: '2' } } } })).toThrow(/originSecretVersionId "2" is not a Secrets Manager VersionId/);
    expect(() => synthCarey({ context: { stage: 'prod', stages: { prod: { ...productionContext.stages.prod, signupSecretVersionId: 'v3' } } } })).toThrow(/signupSecretVersionId "v3" is not a Secrets Manager VersionId/);
  });
});
