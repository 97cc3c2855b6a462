import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address the throttles count by. One IPv6 subscriber is handed a whole /64 and can rotate
 * through it for free, so an IPv6 address counts as its /64; an IPv4 address seen through an
 * IPv6 socket ('::ffff:1.2.3.4') counts as itself.
 */
export function throttleAddress(address: string): string {
  const bare = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [left = '', right] = bare.split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const full = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Who is asking. Behind `hops` trusted proxies, the client is the address the outermost of them
 * saw: X-Forwarded-For's entry `hops` from the right (entries further left are the client's own
 * claims). Without trusted proxies the header is ignored, or anyone could pick their own address.
 */
export function clientAddress(c: Parameters<typeof getConnInfo>[0], hops = 0): string {
  if (hops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim());
    const seen = forwarded[forwarded.length - hops];
    if (seen) return throttleAddress(seen);
  }
  try {
    return throttleAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
