// The unit sign-in limits count by (docs/API.md, 'Sign-in throttling'): an IPv4
// address, or the /64 network of an IPv6 address, since one subscriber is
// usually handed a whole /64 and could otherwise take a fresh address per guess.
import { isIPv4, isIPv6 } from 'node:net';

/** `1.2.3.4` stays as it is; `2001:db8:1:2::5` becomes `2001:db8:1:2::/64`; `::ffff:1.2.3.4` is `1.2.3.4`. */
export function addressGroup(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare || 'unknown';
  const groups = ipv6Groups(bare);
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 turned into two groups). */
export function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
