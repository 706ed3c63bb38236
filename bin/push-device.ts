/**
 * `npm run push-device` plays a phone with notifications on, against `npm run dev`: it signs in as a caregiver (the
 * sample one unless `--email=` and `--password=` say another), turns notifications on for a device of its own on the
 * local push service, and prints each push sent to it, decrypted, until Ctrl-C turns them off again.
 *
 * Why: a browser here subscribes with its own push service (Chromium's is Google's), which a machine without internet
 * cannot reach, so 'Ativar notificações neste aparelho' gives up after 20 s; and the local push service holds only
 * encrypted bytes. This device's keys are its own, as a phone's are (RFC 8291). `--site=` and `--push=` point it at
 * another stack (the integration test's); docs/local-stack.md.
 */
import crypto from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { apiPaths, type PushPayload, type PushSubscriptionRequest, type RuntimeConfig } from '../contract';
import { SAMPLE_ACCOUNT } from '../infra/local/sample-data';
import { DEV_PORTS } from '../infra/local/settings';
import { pushDeviceTexts as t } from './cli-texts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer };

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || fallback;

async function main(): Promise<number> {
  const site = option('site', `http://localhost:${DEV_PORTS.site}`);
  const pushService = option('push', `http://localhost:${DEV_PORTS.push}`);
  const email = option('email', SAMPLE_ACCOUNT.email);
  const password = option('password', SAMPLE_ACCOUNT.password);

  const config = (await fetch(`${site}/config.json`).then((r) => r.json()).catch(() => undefined)) as RuntimeConfig | undefined;
  if (!config?.auth.userPoolEndpoint) {
    console.error(t.noStack(site));
    return 1;
  }
  const cognito = new CognitoIdentityProviderClient({ endpoint: config.auth.userPoolEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const signedIn = await cognito
    .send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.auth.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }))
    .catch(() => undefined);
  const token = signedIn?.AuthenticationResult?.AccessToken;
  if (!token) {
    console.error(t.signInFailed(email));
    return 1;
  }

  // The device: a P-256 key pair and an auth secret, as a browser makes for a subscription (RFC 8291).
  const device = crypto.createECDH('prime256v1');
  device.generateKeys();
  const authSecret = crypto.randomBytes(16).toString('base64url');
  const endpoint = `${pushService}/push/aparelho-${crypto.randomUUID()}`;
  const subscription: PushSubscriptionRequest = { endpoint, keys: { p256dh: device.getPublicKey().toString('base64url'), auth: authSecret } };
  const api = (method: string, body: unknown) =>
    fetch(`${site}${apiPaths.pushSubscriptions}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const added = await api('POST', subscription);
  if (added.status !== 201) {
    console.error(t.refused(added.status, ((await added.json().catch(() => ({}))) as { message?: string }).message ?? ''));
    return 1;
  }
  console.log(t.on(email, endpoint));

  let seen = 0;
  let stopping = false;
  const stop = new Promise<void>((resolve) =>
    process.once('SIGINT', () => {
      stopping = true;
      resolve();
    }),
  );
  while (!stopping) {
    const store = (await fetch(`${pushService}/store`).then((r) => r.json()).catch(() => ({ pushes: [] }))) as { pushes: { endpoint: string; body: string }[] };
    const mine = store.pushes.filter((p) => p.endpoint === endpoint);
    for (const push of mine.slice(seen)) {
      const payload = JSON.parse(ece.decrypt(Buffer.from(push.body, 'base64'), { version: 'aes128gcm', privateKey: device, authSecret }).toString('utf8')) as PushPayload;
      console.log(t.push(payload.title, payload.body, `${site}${payload.url}`));
    }
    seen = Math.max(seen, mine.length);
    await Promise.race([stop, new Promise((r) => setTimeout(r, 500))]);
  }
  const removed = await api('DELETE', { endpoint });
  console.log(removed.status === 204 ? t.off : t.offFailed(removed.status));
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
