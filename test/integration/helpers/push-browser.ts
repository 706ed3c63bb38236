import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { apiPaths, type PushPayload } from '../../../contract';
import type { LocalStack } from '../../../infra/local/stack';
import type { ReceivedPush } from '../../../infra/local/push-service';
import { createConfirmedUser } from '../../../infra/local/seed';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../../lambdas/caregivers/caregiver';
import { createCaregiverWithClaims } from '../../../lambdas/caregivers/data/caregivers';
import { consentGiven } from '../../../lambdas/caregivers/consent';
import { api, signIn } from './local-stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

export const PUSH_PASSWORD = 'Carey2024!';
let seq = 0;

/**
 * The test plays the browser (docs/decisions/074-web-push.md): its own P-256 key pair and auth secret, an endpoint on
 * the local push service (`gone-…` answers 410, `fail-…` 503 until recovered), and it decrypts what the service got.
 */
export function pushBrowser(stack: () => LocalStack) {
  function device(path = randomUUID()) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    return { ecdh, auth, subscription: { endpoint: `${stack().pushServiceUrl}/push/${path}`, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } } };
  }
  type Device = ReturnType<typeof device>;

  async function received(d: Device): Promise<ReceivedPush[]> {
    const store = (await (await fetch(`${stack().pushServiceUrl}/store`)).json()) as { pushes: ReceivedPush[] };
    return store.pushes.filter((p) => p.endpoint === d.subscription.endpoint);
  }
  const decrypt = (d: Device, push: ReceivedPush) => JSON.parse(ece.decrypt(Buffer.from(push.body, 'base64'), { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8')) as PushPayload;

  async function caregiver() {
    const n = ++seq;
    const email = `push.${n}.${Date.now()}@exemplo.com.br`;
    const uid = await createConfirmedUser(stack(), { email, password: PUSH_PASSWORD, name: 'Paula Push' });
    await createCaregiverWithClaims({
      uid, name: 'Paula Push', email, phone: `1197${String(n).padStart(3, '0')}${String(Date.now()).slice(-4)}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
      genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(), consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    });
    const { accessToken: token } = await signIn(stack(), email, PUSH_PASSWORD);
    return { uid, email, token };
  }
  const subscribe = (token: string, d: Device) => api(stack(), apiPaths.pushSubscriptions, { method: 'POST', token, json: { ...d.subscription, expirationTime: null } });

  return { device, received, decrypt, caregiver, subscribe };
}
export type PushTestDevice = ReturnType<ReturnType<typeof pushBrowser>['device']>;
