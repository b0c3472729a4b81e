import { describe, expect, it } from 'vitest';
import { rateLimitNetwork, truncateIp } from './ip.ts';

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.255', '10.1.2.0'],
    ['::ffff:192.0.2.44', '192.0.2.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:DB8:0:1::1', '2001:db8::'],
    ['2001:db8::1', '2001:db8::'],
    ['fe80::1%eth0', 'fe80::'],
    ['::1', '::'],
    ['[2001:db8:1:2::3]', '2001:db8:1::'],
    ['not an address', '0.0.0.0'],
    ['', '0.0.0.0'],
  ])('%s becomes %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });
});

describe('rateLimitNetwork', () => {
  it.each([
    ['203.0.113.77', '203.0.113.77'],
    ['::ffff:192.0.2.44', '192.0.2.44'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:db8:1:2::3]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', '0.0.0.0'],
  ])('%s counts as %s', (ip, expected) => {
    expect(rateLimitNetwork(ip)).toBe(expected);
  });
});
