// Which network addresses a link preview may be fetched from: only the public internet, never
// the machine itself, its network or the cloud's metadata service (server-side request forgery).
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public internet. */
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IPv6 ranges that are not the public internet (IPv4 inside IPv6 is checked as IPv4). */
const PRIVATE_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const privateV4 = new BlockList();
for (const [network, prefix] of PRIVATE_V4) privateV4.addSubnet(network, prefix, 'ipv4');
const privateV6 = new BlockList();
for (const [network, prefix] of PRIVATE_V6) privateV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16),
  );
}

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach an IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1 = 0, g2 = 0, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  // 6to4 (2002:a.b.c.d::/48) is routed towards the IPv4 address it carries.
  if (g0 === 0x2002) return [g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff].join('.');
  const leadingZeros = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  const mapped = leadingZeros && (g5 === 0xffff || g5 === 0);
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  if (!mapped && !nat64) return undefined;
  // ::, ::1 are IPv6's own unspecified and loopback: the IPv6 list says so.
  if (g5 === 0 && g6 === 0 && g7 <= 1 && leadingZeros) return undefined;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** True only for an address on the public internet; anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.split('%')[0] ?? '');
  if (version === 4) return !privateV4.check(address, 'ipv4');
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group))) return false;
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== undefined) return !privateV4.check(ipv4, 'ipv4');
  const canonical = groups.map((group) => group.toString(16)).join(':');
  return !privateV6.check(canonical, 'ipv6');
}
