import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';
import type { GuessSubject } from '../auth/guessThrottle';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  if (!isIPv6(text)) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((word) => parseInt(word, 16));
}

/**
 * Who is guessing, as the per-client limit counts it (docs/decisions.md
 * "Guessing doors"): the IPv4 address (also when it arrives IPv4-mapped),
 * or the /64 network of an IPv6 address, since one host is handed a whole
 * /64 and could otherwise take a new address per guess.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The per-client subject of a request. `req.ip` is the socket's peer unless
 * the simulator was started with `trustProxy` (then Express reads the one
 * proxy hop's X-Forwarded-For): a client must not pick its own address.
 */
export function clientSubject(req: Request): GuessSubject {
  return { kind: 'client', id: clientAddressKey(req.ip ?? req.socket.remoteAddress) };
}
