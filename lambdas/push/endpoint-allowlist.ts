import { invalidInput } from '../base/errors';
import { pushTexts } from './texts';

/**
 * The push services a browser's subscription may point at (docs/decisions/074-web-push.md): Chrome's and Edge's
 * (FCM), Firefox's (autopush), Safari's (Apple) and Windows'. Anything else is refused before it is stored, and again
 * before a push is sent, so the server never makes a request to an address a caller chose (SSRF): no loopback,
 * link-local, private address, IP literal, user information or odd port can pass, since only these names can.
 */
export interface PushService {
  service: string;
  /** The service's own name, which its every host ends with. */
  domain: string;
  /** Any name under `domain` is the service's (its regional hosts); otherwise `domain` alone. */
  anySubdomain: boolean;
  /** The host's pattern, anchored at both ends (endpoint-allowlist.test.ts holds each to `domain` and `anySubdomain`). */
  host: RegExp;
}

export const PUSH_SERVICES: readonly PushService[] = [
  { service: 'FCM (Chrome, Edge)', domain: 'fcm.googleapis.com', anySubdomain: false, host: /^fcm\.googleapis\.com$/ },
  { service: 'FCM by region', domain: 'push.googleapis.com', anySubdomain: true, host: /^(?:[a-z0-9-]+\.)*push\.googleapis\.com$/ },
  { service: 'Mozilla autopush (Firefox)', domain: 'updates.push.services.mozilla.com', anySubdomain: false, host: /^updates\.push\.services\.mozilla\.com$/ },
  { service: 'Apple (Safari)', domain: 'push.apple.com', anySubdomain: true, host: /^(?:[a-z0-9-]+\.)*push\.apple\.com$/ },
  { service: 'Windows (WNS)', domain: 'notify.windows.com', anySubdomain: true, host: /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/ },
];

/** The longest endpoint kept (real ones are about 200 to 500 characters). */
export const MAX_ENDPOINT_LENGTH = 1024;

/**
 * The endpoint as a URL when it may be pushed to: `https`, the default port, no user information, a known push
 * service's host, and a path. `localOrigin` is the local push service's origin (PUSH_LOCAL_ORIGIN, set only by the
 * local stack, never in AWS): its endpoints under `/push/` pass too. Otherwise a 400 in Portuguese.
 */
export function checkPushEndpoint(endpoint: unknown, localOrigin?: string): URL {
  const url = parsed(endpoint);
  if (!url) throw invalidInput(pushTexts.errors.endpointInvalid, 'endpoint');
  if (localOrigin && url.origin === localOrigin && url.pathname.startsWith('/push/')) return url;
  const ok =
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.length > 1 &&
    PUSH_SERVICES.some(({ host }) => host.test(url.hostname));
  if (!ok) throw invalidInput(pushTexts.errors.endpointInvalid, 'endpoint');
  return url;
}

function parsed(endpoint: unknown): URL | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH || /[\s\\]/.test(endpoint)) return undefined;
  try {
    return new URL(endpoint);
  } catch {
    return undefined;
  }
}
