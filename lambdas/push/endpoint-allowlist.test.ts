import fc from 'fast-check';
import { checkPushEndpoint, PUSH_SERVICES } from './endpoint-allowlist';

const REFUSED = 'Este aparelho não pode receber notificações do Carey: o endereço de notificação do navegador não é aceito.';
const refusal = (endpoint: unknown, localOrigin?: string) => {
  try {
    checkPushEndpoint(endpoint, localOrigin);
    return 'accepted';
  } catch (error) {
    return (error as { kind: string; message: string; field: string }) && `${(error as { kind: string }).kind}: ${(error as Error).message}`;
  }
};

describe('the push endpoint allowlist (SSRF: the server only ever pushes to the known push services)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dKx2:APA91bH',
    'https://fcm.googleapis.com/wp/e7rG:APA91bF',
    'https://jmt17.push.googleapis.com/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGh1eEp5Q2',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])('accepts %s', (endpoint) => {
    expect(refusal(endpoint)).toBe('accepted');
  });

  it.each([
    ['loopback', 'https://127.0.0.1/push/x'],
    ['IPv6 loopback', 'https://[::1]/push/x'],
    ['the instance metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local over https', 'https://169.254.169.254/latest/meta-data/'],
    ['a private address (10/8)', 'https://10.0.0.5/fcm/send/x'],
    ['a private address (192.168/16)', 'https://192.168.1.1/fcm/send/x'],
    ['a private address (172.16/12)', 'https://172.16.0.1/fcm/send/x'],
    ['a decimal IP (127.0.0.1)', 'https://2130706433/fcm/send/x'],
    ['a hex IP', 'https://0x7f000001/fcm/send/x'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike suffix', 'https://fcm.googleapis.com.evil.com/fcm/send/x'],
    ['a look-alike prefix', 'https://evilfcm.googleapis.com/fcm/send/x'],
    ['another googleapis host', 'https://storage.googleapis.com/bucket/x'],
    ['a trailing dot', 'https://fcm.googleapis.com./fcm/send/x'],
    ['user information before the host', 'https://fcm.googleapis.com@169.254.169.254/fcm/send/x'],
    ['user information with a password', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['user information without a password', 'https://user@fcm.googleapis.com/fcm/send/x'],
    ['a password without a user', 'https://:pass@fcm.googleapis.com/fcm/send/x'],
    ['an odd port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['no path', 'https://fcm.googleapis.com/'],
    ['localhost', 'https://localhost/push/x'],
    ['a backslash trick', 'https://fcm.googleapis.com\\@127.0.0.1/x'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
    ['another scheme', 'ftp://fcm.googleapis.com/fcm/send/x'],
    ['a number', 42],
    ['too long', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1100)}`],
  ])('refuses %s with a 400 in Portuguese', (_case, endpoint) => {
    expect(refusal(endpoint)).toBe(`invalid-input: ${REFUSED}`);
  });

  it('the local push service only when the local stack names its origin, and only under /push/', () => {
    expect(refusal('http://localhost:8006/push/abc')).toBe(`invalid-input: ${REFUSED}`);
    expect(refusal('http://localhost:8006/push/abc', 'http://localhost:8006')).toBe('accepted');
    expect(refusal('http://localhost:8006/store', 'http://localhost:8006')).toBe(`invalid-input: ${REFUSED}`);
    expect(refusal('http://localhost:8007/push/abc', 'http://localhost:8006')).toBe(`invalid-input: ${REFUSED}`);
    expect(refusal('http://127.0.0.1:8006/push/abc', 'http://localhost:8006')).toBe(`invalid-input: ${REFUSED}`);
  });

  describe.each(PUSH_SERVICES.map((s) => [s.service, s] as const))('every host of %s is anchored at both ends', (_name, service) => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/);
    /** A host the service accepts: its own name, under any labels when every name under it is the service's. */
    const accepted = service.anySubdomain ? fc.array(label, { maxLength: 3 }).map((labels) => [...labels, service.domain].join('.')) : fc.constant(service.domain);
    const suffix = fc.oneof(fc.constantFrom('.evil.example', 'evil.example', '-evil.example', '.example', '.com', '.'), fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `.${labels.join('.')}`));
    const prefix = fc.oneof(fc.constantFrom('evil', 'evil-', 'x', 'evil_', 'evil.example.'), label);
    const at = (host: string) => refusal(`https://${host}/push/abc`);

    it('its own name is accepted, and a name under it only where the service says so', () => {
      expect(at(service.domain)).toBe('accepted');
      expect(at(`a.${service.domain}`)).toBe(service.anySubdomain ? 'accepted' : `invalid-input: ${REFUSED}`);
    });

    it('an accepted host with a suffix (.evil.example, any more labels) is refused', () => {
      fc.assert(
        fc.property(accepted, suffix, (host, more) => {
          expect(at(host)).toBe('accepted');
          expect(at(`${host}${more}`)).toBe(`invalid-input: ${REFUSED}`);
        }),
        { numRuns: 200 },
      );
    });

    it('an accepted host with a prefix on the service\u2019s own name (evilpush.apple.com), or before the whole host where it is one name, is refused', () => {
      fc.assert(
        fc.property(accepted, prefix, (host, before) => {
          const lookAlike = `${host.slice(0, host.length - service.domain.length)}${before.replace(/\.$/, '')}${service.domain}`;
          expect(at(lookAlike)).toBe(`invalid-input: ${REFUSED}`);
          if (!service.anySubdomain || /[^a-z0-9.-]/.test(before)) expect(at(`${before}${host}`)).toBe(`invalid-input: ${REFUSED}`);
        }),
        { numRuns: 200 },
      );
    });
  });
});
