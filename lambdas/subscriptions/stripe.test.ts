import { mockClient, type AwsStub } from 'aws-sdk-client-mock';
import type {
  GetSecretValueCommand as Command,
  SecretsManagerClient as Client,
  SecretsManagerClientResolvedConfig,
  ServiceInputTypes,
  ServiceOutputTypes,
} from '@aws-sdk/client-secrets-manager';

// Safety net: if a mock were missed, the SDK would hit a closed loopback port, never AWS.
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = 'http://127.0.0.1:9';

type SecretsStub = AwsStub<ServiceInputTypes, ServiceOutputTypes, SecretsManagerClientResolvedConfig>;
/** A fresh copy of the module (its cache lives as long as the container), with its own Secrets Manager mock. */
function freshModule(): { mod: typeof import('./stripe'); secrets: SecretsStub; GetSecretValueCommand: typeof Command } {
  let out: ReturnType<typeof freshModule> | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const sdk = require('@aws-sdk/client-secrets-manager') as { SecretsManagerClient: typeof Client; GetSecretValueCommand: typeof Command };
    const secrets = mockClient(sdk.SecretsManagerClient);
    out = { mod: require('./stripe'), secrets, GetSecretValueCommand: sdk.GetSecretValueCommand };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return out!;
}

describe('Stripe keys and settings', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_ID', 'STRIPE_SECRET_VERSION_ID', 'STRIPE_PRICE_MENSAL', 'STRIPE_PRICE_TRIMESTRAL']) delete process.env[name];
  });
  afterAll(() => {
    process.env = saved;
  });

  it('uses the keys from the environment when both are set (local), without Secrets Manager', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_env', STRIPE_WEBHOOK_SECRET: 'whsec_env' });
    const { mod, secrets } = freshModule();
    expect(await mod.stripeKeys()).toEqual({ secretKey: 'sk_test_env', webhookSecret: 'whsec_env' });
    expect(secrets.calls()).toHaveLength(0);
  });

  it('reads the Secrets Manager secret named by STRIPE_SECRET_ID once and caches it', async () => {
    process.env.STRIPE_SECRET_ID = 'carey/prod/stripe';
    const { mod, secrets, GetSecretValueCommand } = freshModule();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' }) });
    expect(await mod.stripeKeys()).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
    await mod.stripeKeys();
    await mod.stripe();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secrets.commandCalls(GetSecretValueCommand)[0].args[0].input).toStrictEqual({ SecretId: 'carey/prod/stripe', VersionId: undefined });
  });

  it('reads the version STRIPE_SECRET_VERSION_ID names (the stage’s stripeSecretVersionId), not whatever is current', async () => {
    Object.assign(process.env, { STRIPE_SECRET_ID: 'carey/prod/stripe', STRIPE_SECRET_VERSION_ID: '0b0e9a52-6b2c-4a55-9d7e-2f1f3c4d5e6f' });
    const { mod, secrets, GetSecretValueCommand } = freshModule();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_y', webhookSecret: 'whsec_y' }) });
    await mod.stripeKeys();
    expect(secrets.commandCalls(GetSecretValueCommand)[0].args[0].input).toStrictEqual({ SecretId: 'carey/prod/stripe', VersionId: '0b0e9a52-6b2c-4a55-9d7e-2f1f3c4d5e6f' });
  });

  it('does not cache a failed or malformed read', async () => {
    process.env.STRIPE_SECRET_ID = 'carey/prod/stripe';
    const { mod, secrets, GetSecretValueCommand } = freshModule();
    secrets.on(GetSecretValueCommand).resolvesOnce({ SecretString: '{"secretKey":"sk"}' }).resolves({ SecretString: JSON.stringify({ secretKey: 'sk', webhookSecret: 'wh' }) });
    await expect(mod.stripeKeys()).rejects.toThrow('{"secretKey"');
    expect(await mod.stripeKeys()).toEqual({ secretKey: 'sk', webhookSecret: 'wh' });
  });

  it('fails loudly without any key configuration', async () => {
    const { mod, secrets } = freshModule();
    await expect(mod.stripeKeys()).rejects.toThrow('STRIPE_SECRET_ID');
    expect(secrets.calls()).toHaveLength(0);
  });

  it('maps plans to the stage\u2019s price ids and back', () => {
    Object.assign(process.env, { STRIPE_PRICE_MENSAL: 'price_m', STRIPE_PRICE_TRIMESTRAL: 'price_t' });
    const { mod } = freshModule();
    expect(mod.planForPriceId('price_t')).toBe('Trimestral');
    expect(mod.planForPriceId('price_other')).toBeUndefined();
    delete process.env.STRIPE_PRICE_MENSAL;
    expect(() => mod.priceIdFor({ priceIdEnv: 'STRIPE_PRICE_MENSAL' } as never)).toThrow('STRIPE_PRICE_MENSAL');
  });
});
