import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { signupSignatureSecret } from './signup-secret';

// Safety net: if a mock were missed, the SDK would hit a closed loopback port, never AWS.
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = 'http://127.0.0.1:9';
const secrets = mockClient(SecretsManagerClient);
const VALUE = 'x'.repeat(64);
const VERSION = '2c3d4e5f-6071-4c8d-8e9f-1a2b3c4d5e6f';

/** The module again, as a new container would load it (the secret is read once per container), with its own mock. */
function freshSignupSecret() {
  let fresh: { read: typeof signupSignatureSecret; inputs: () => unknown[] } | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const sdk = require('@aws-sdk/client-secrets-manager') as typeof import('@aws-sdk/client-secrets-manager');
    const mock = mockClient(sdk.SecretsManagerClient);
    mock.on(sdk.GetSecretValueCommand).resolves({ SecretString: VALUE });
    const read = (require('./signup-secret') as typeof import('./signup-secret')).signupSignatureSecret;
    /* eslint-enable @typescript-eslint/no-require-imports */
    fresh = { read, inputs: () => mock.commandCalls(sdk.GetSecretValueCommand).map((c) => c.args[0].input) };
  });
  return fresh!;
}

describe('the sign-up signature secret reads the version its stage setting pins (signupSecretVersionId, docs/deploy.md)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.SIGNUP_SIGNATURE_SECRET;
    process.env.SIGNUP_SIGNATURE_SECRET_ID = 'arn:signup';
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: VALUE });
  });
  afterAll(() => {
    process.env = saved;
  });

  it('SIGNUP_SIGNATURE_SECRET_VERSION_ID names the version read', async () => {
    process.env.SIGNUP_SIGNATURE_SECRET_VERSION_ID = VERSION;
    expect(await signupSignatureSecret()).toBe(VALUE);
    expect(secrets.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toStrictEqual([{ SecretId: 'arn:signup', VersionId: VERSION }]);
  });

  it('unpinned (another container): the current version, no VersionId', async () => {
    delete process.env.SIGNUP_SIGNATURE_SECRET_VERSION_ID;
    const fresh = freshSignupSecret();
    expect(await fresh.read()).toBe(VALUE);
    expect(fresh.inputs()).toStrictEqual([{ SecretId: 'arn:signup', VersionId: undefined }]);
  });
});
