import { RemovalPolicy } from 'aws-cdk-lib';
import { KEEP_UNLESS_NEW } from './keep';
import type { StageSettings } from './stage-settings';

/** A random value made by Secrets Manager at deploy time (AppStack.generatedSecret). */
export interface GeneratedSecret {
  id: string;
  name: string;
  description: string;
  length: number;
  removalPolicy: RemovalPolicy;
  whyNotRotated: string;
}

export const GENERATED_SECRETS = {
  /** Signs the unsubscribe links of alert e-mails. */
  alertsToken: (settings: StageSettings): GeneratedSecret => ({
    id: 'AlertsTokenSecret',
    name: 'alerts-token',
    description: 'Signs the one-click unsubscribe links of Carey job-alert e-mails',
    length: 64,
    removalPolicy: settings.production ? KEEP_UNLESS_NEW : RemovalPolicy.DESTROY,
    whyNotRotated: 'Rotating the key would break every unsubscribe link already in a mailbox (they live 60 days); it is replaced by hand if it ever leaks (docs/decisions/013-alerts-matching-and-digests).',
  }),
  /**
   * The value of CloudFront's origin header. It ends up in the distribution's origin settings and the functions'
   * environment (CloudFormation resolves it at deploy time; it is never in the template or the repository).
   */
  origin: {
    id: 'OriginSecret',
    name: 'origin-verify',
    description: 'The header value CloudFront sends to the Carey API; requests without it are refused',
    length: 48,
    removalPolicy: RemovalPolicy.DESTROY,
    whyNotRotated: 'Rotating it means redeploying the distribution and the functions together: done by hand (put-secret-value, then its VersionId in originSecretVersionId and a deploy; docs/runbooks/rotate-origin-secret.md).',
  },
  /**
   * The pepper of e-mail hashes in rate counters and deletion receipts; losing it would orphan every deletion receipt,
   * so production keeps it past a deletion of the stack. Elsewhere it goes with the stack, as the table and its receipts
   * do: a kept `carey/<stage>/hash-pepper` would stop the stage being deployed again ("already exists"; issue 49, item 8).
   */
  hashPepper: (settings: StageSettings): GeneratedSecret => ({
    id: 'HashPepperSecret',
    name: 'hash-pepper',
    description: 'Peppers the e-mail hashes of Carey rate counters and deletion receipts',
    length: 64,
    removalPolicy: settings.production ? KEEP_UNLESS_NEW : RemovalPolicy.DESTROY,
    whyNotRotated: 'Rotating the pepper would make every deletion receipt unfindable (they are keyed by the peppered hash); it is replaced by hand only if it leaks, after re-keying the receipts.',
  }),
  /** Web Push's VAPID private key: a placeholder the team replaces with the private half of the stage's vapidPublicKey. */
  vapid: (settings: StageSettings): GeneratedSecret => ({
    id: 'WebPushVapidSecret',
    name: 'web-push-vapid-private-key',
    description: 'The VAPID private key (base64url) Carey signs Web Push messages with; its public half is the stage setting vapidPublicKey',
    length: 43,
    removalPolicy: settings.production ? KEEP_UNLESS_NEW : RemovalPolicy.DESTROY,
    whyNotRotated: 'A new VAPID key pair voids every device subscribed with the old public key (they must subscribe again): replaced by hand only if it leaks (docs/decisions/074-web-push.md).',
  }),
} satisfies Record<string, GeneratedSecret | ((settings: StageSettings) => GeneratedSecret)>;
