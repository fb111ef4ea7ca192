import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Who may read /metrics unless METRICS_ALLOW says otherwise: this machine only. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

/** Whether `entry` is an address (10.0.0.5, ::1) or a range in CIDR form (10.0.0.0/24, fd00::/8). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * The addresses and ranges of METRICS_ALLOW as a matcher. A request is allowed when the address
 * of the socket it came on is in the list and no proxy forwarded it. Not `request.ip`: with
 * TRUST_PROXY that is what X-Forwarded-For says, which a client sets. And not merely the socket:
 * HAProxy on the same machine connects from 127.0.0.1, so everyone who reaches the balancer
 * would pass; a request bearing a forwarding header came through a proxy and is refused.
 * Prometheus scrapes each process directly anyway (a balancer would show a different one each time).
 */
export function createMetricsAllowList(entries: readonly string[]): (request: FastifyRequest) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (!isAddressOrRange(entry))
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or CIDR range`);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (request) => {
    if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
      return false;
    const address = request.socket.remoteAddress;
    if (!address) return false;
    // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d; BlockList matches it to IPv4 rules.
    return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  };
}
