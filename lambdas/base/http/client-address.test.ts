import { apiEvent } from '../../../test/helpers/api-event';
import { clientAddress, rateLimitSubject, viewerAddress } from './client-address';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address as it is, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 the same, and different /64s apart', () => {
    const subject = '2001:db8:abcd:12::/64';
    for (const address of ['2001:db8:abcd:12::1', '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:DB8:ABCD:12:1:2:3:4', '[2001:db8:abcd:12::99]', '2001:db8:abcd:12::5%eth0']) {
      expect(rateLimitSubject(address)).toBe(subject);
    }
    expect(rateLimitSubject('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is not an address alone (lower-cased), so it still counts as one client', () => {
    expect(rateLimitSubject('1:2:3')).toBe('1:2:3');
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });
});

describe('clientAddress', () => {
  it('reads CloudFront-Viewer-Address (dropping the port) and keys IPv6 viewers on their /64', () => {
    expect(clientAddress(apiEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.4:53122' } }))).toBe('198.51.100.4');
    expect(clientAddress(apiEvent({ headers: { 'cloudfront-viewer-address': '2001:db8:1:2:aaaa:bbbb:cccc:dddd:443' } }))).toBe('2001:db8:1:2::/64');
  });
});

describe('viewerAddress', () => {
  it('keeps the whole address and the source port, IPv4 and IPv6', () => {
    expect(viewerAddress(apiEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.4:53122' } }))).toEqual({ ip: '198.51.100.4', port: 53122 });
    expect(viewerAddress(apiEvent({ headers: { 'cloudfront-viewer-address': '2001:db8:1:2:aaaa:bbbb:cccc:dddd:443' } }))).toEqual({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', port: 443 });
    expect(viewerAddress(apiEvent({ headers: { 'cloudfront-viewer-address': '::ffff:127.0.0.1:40000' } }))).toEqual({ ip: '127.0.0.1', port: 40000 });
  });
  it('without the header, the source address and no port', () => {
    expect(viewerAddress(apiEvent({})).port).toBeUndefined();
  });
});
