import { describe, expect, it } from 'vitest';
import { visitorKey } from './visitorKey';

describe('visitorKey', () => {
  it('keys an IPv4 address by itself', () => {
    expect(visitorKey('203.0.113.9')).toBe('203.0.113.9');
    expect(visitorKey(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('keys every address of one IPv6 /64 alike, in any spelling', () => {
    const key = '2001:db8:0:12::/64';
    for (const ip of [
      '2001:db8:0:12::1',
      '2001:db8:0:12:a:b:c:d',
      '2001:0DB8:0000:0012:FFFF:0:0:1',
      '2001:db8::12:0:0:0:7',
      '2001:db8:0:12::1%eth0',
      '[2001:db8:0:12::99]',
      '2001:db8:0:12:1:2:203.0.113.9',
    ]) {
      expect(visitorKey(ip), ip).toBe(key);
    }
  });

  it('keys another /64 apart', () => {
    expect(visitorKey('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64');
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorKey('::1')).toBe('0:0:0:0::/64');
    expect(visitorKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
  });

  it('keys an IPv4-mapped address as the IPv4 address it carries', () => {
    expect(visitorKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(visitorKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(visitorKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys what is no address as it came', () => {
    expect(visitorKey('unknown')).toBe('unknown');
    expect(visitorKey('2001:db8::12::1')).toBe('2001:db8::12::1');
  });
});
