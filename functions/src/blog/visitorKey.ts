/**
 * Who a view is counted for. An IPv4 address is one visitor. An IPv6 address is not: an
 * ISP hands each customer a whole /64 (often more), and a device picks new addresses in it
 * at will (privacy extensions), so one visitor holding a /64 could count unlimited views.
 * IPv6 visitors are keyed by their /64; an IPv4-mapped address (::ffff:a.b.c.d) is the IPv4
 * address it carries. Anything that is no address is keyed as it came.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (as numbers), or null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  );
  const [head = '', rest] = text.split('::');
  const part = (s: string | undefined) =>
    s
      ? s
          .split(':')
          .filter(Boolean)
          .map((group) => parseInt(group, 16))
      : [];
  const left = part(head);
  const right = part(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined && missing !== 0) return null;
  return [...left, ...Array<number>(Math.max(missing, 0)).fill(0), ...right];
}

/** The key a visitor's views are counted under (see above). */
export function visitorKey(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  // ::ffff:0:0/96 holds IPv4 addresses as seen by a dual-stack socket.
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}
