// Client addresses are kept or logged only truncated: the network, not the device
// (IPv4 to its /24, IPv6 to its /48). IPv4-mapped IPv6 addresses are treated as IPv4.
// A rate limit counts a client as its IPv4 address or its IPv6 /64: one subscriber's line is given a
// whole /64 (or more), so counting exact IPv6 addresses would give one client millions of allowances.
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_IP = '0.0.0.0';

function truncateIpv4(ip: string): string {
  const [a, b, c] = ip.split('.');
  return `${a}.${b}.${c}.0`;
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail ?? '');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

function truncateIpv6(ip: string): string {
  const [a = 0, b = 0, c = 0] = ipv6Groups(ip);
  const kept = [a, b, c];
  while (kept.length && kept.at(-1) === 0) kept.pop();
  return `${kept.map((group) => group.toString(16)).join(':')}::`;
}

/** The address without brackets or zone, an IPv4-mapped IPv6 address as its IPv4 address. */
function normalise(raw: string): string {
  const ip = raw
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] && isIPv4(mapped[1]) ? mapped[1] : ip;
}

export function truncateIp(raw: string): string {
  const ip = normalise(raw);
  if (isIPv4(ip)) return truncateIpv4(ip);
  if (isIPv6(ip)) return truncateIpv6(ip);
  return UNKNOWN_IP;
}

/** What a rate limit counts as one client: an IPv4 address itself, an IPv6 address's /64. */
export function rateLimitNetwork(raw: string): string {
  const ip = normalise(raw);
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip))
    return `${ipv6Groups(ip)
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  return UNKNOWN_IP;
}
