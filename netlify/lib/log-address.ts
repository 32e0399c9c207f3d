// The client address as the security log keeps it (docs/API.md, 'Security log'):
// enough to tell networks apart, not to single out one subscriber.
import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from './address-group.ts';

/** `203.0.113.7` becomes `203.0.113.x`; `2001:db8:1:2::5` becomes `2001:db8:1::/48`; anything else 'unknown'. */
export function truncatedAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  if (isIPv4(bare)) return `${bare.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(bare)) return 'unknown';
  const groups = ipv6Groups(bare);
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.x`;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}
