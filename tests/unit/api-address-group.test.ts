import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../netlify/lib/address-group.ts';
import { truncatedAddress } from '../../netlify/lib/log-address.ts';

describe('addressGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['', 'unknown'],
  ])('groups %s as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it('puts two addresses of one /64 together and another /64 apart', () => {
    expect(addressGroup('2001:db8:aa:bb::1')).toBe(addressGroup('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(addressGroup('2001:db8:aa:bb::1')).not.toBe(addressGroup('2001:db8:aa:bc::1'));
  });
});

describe('truncatedAddress (the security log keeps no whole address)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.x'],
    ['::ffff:203.0.113.7', '203.0.113.x'],
    ['2001:db8:1:2::5', '2001:db8:1::/48'],
    ['[2001:0DB8:abcd:0012::1]', '2001:db8:abcd::/48'],
    ['::1', '0:0:0::/48'],
    ['unknown', 'unknown'],
    ['not an address', 'unknown'],
  ])('keeps %s as %s', (address, kept) => {
    expect(truncatedAddress(address)).toBe(kept);
  });
});
