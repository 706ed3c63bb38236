import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { alertsTokenSecret } from './alerts-secret';

// Safety net: if a mock were missed, the SDK would hit a closed loopback port, never AWS.
process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = 'http://127.0.0.1:9';
const secrets = mockClient(SecretsManagerClient);

describe('the alerts token secret reads the version its stage setting pins (alertsTokenSecretVersionId, docs/deploy.md)', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('ALERTS_TOKEN_SECRET_VERSION_ID names the version read', async () => {
    delete process.env.ALERTS_TOKEN_SECRET;
    Object.assign(process.env, { ALERTS_TOKEN_SECRET_ID: 'arn:alerts', ALERTS_TOKEN_SECRET_VERSION_ID: '1b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e' });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'y'.repeat(64) });
    expect(await alertsTokenSecret()).toBe('y'.repeat(64));
    expect(secrets.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toStrictEqual([{ SecretId: 'arn:alerts', VersionId: '1b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e' }]);
  });
});
