import type { ApiEvent } from './api-handler';

/**
 * The caller's address as rate limits count it. Behind CloudFront, API Gateway sees CloudFront's address, so the
 * viewer's comes from the CloudFront-Viewer-Address header (forwarded by the distribution's origin request
 * policy; the API answers nobody else: docs/decisions/017); locally, from the request context. An IPv6 client
 * counts as its /64: one subscriber usually holds the whole /64 and could otherwise pick a new address per request.
 */
export function clientAddress(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const address = viewer ? viewer.replace(/:\d+$/, '') : (event.requestContext.http?.sourceIp ?? 'unknown');
  return rateLimitSubject(address);
}

/**
 * The viewer's full address and source port, as the law's access records and consents keep them (Marco Civil
 * art. 15; behind carrier-grade NAT a court needs the port). CloudFront writes `IP:port` (IPv6 too: the port follows
 * the last colon); locally the gateway writes the socket's as CloudFront would (infra/local/gateway.ts).
 */
export function viewerAddress(event: ApiEvent): { ip: string; port?: number } {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const match = viewer ? /^\[?(.+?)\]?:(\d{1,5})$/.exec(viewer.trim()) : null;
  if (match) return { ip: match[1].replace(/^::ffff:(\d+\.)/i, '$1'), port: Number(match[2]) };
  return { ip: event.requestContext.http?.sourceIp ?? 'unknown' };
}

/** An IPv4 address as it is; an IPv6 address as its /64 prefix ('2001:db8:0:1::/64'); an IPv4-mapped one as IPv4. */
export function rateLimitSubject(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!trimmed.includes(':')) return trimmed;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  if (mapped) return mapped[1];
  const groups = expandIpv6(trimmed);
  if (!groups) return trimmed.toLowerCase();
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, or undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups : undefined;
}
