import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a customer-given URL must never reach (SSRF): private, link-local (cloud metadata
 * at 169.254.169.254), shared, reserved, multicast and unspecified ranges; loopback is a separate
 * list, allowed only when the caller says so (local receivers in tests and development).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface OutboundPolicy {
  /** Lets loopback addresses through (a local receiver); never in production. */
  allowLoopback: boolean;
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`The address ${address} is not reachable from AdAtlas (private, loopback or reserved)`);
    this.name = 'BlockedAddressError';
  }
}

/** Whether `address` (an IP literal) is out of bounds; IPv4-mapped IPv6 is judged as its IPv4. */
export function isBlockedAddress(address: string, policy: OutboundPolicy): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(ip, family)) return !policy.allowLoopback;
  return BLOCKED.check(ip, family);
}

/**
 * `dns.lookup` for outbound sockets that refuses a name resolving to a blocked address: checked
 * at connect time, so a name that changes its answer after validation (DNS rebinding) is caught.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((entry) => isBlockedAddress(entry.address, policy));
      if (blocked) return callback(new BlockedAddressError(blocked.address), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`No address for ${hostname}`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/** Why a URL may not be called, or null when it may: http(s), no credentials, no blocked address. */
export async function outboundUrlProblem(raw: string, policy: OutboundPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http or https URL';
  if (url.username || url.password) return 'must not carry credentials';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host))
    return isBlockedAddress(host, policy) ? 'must not point to a private or reserved address' : null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.some((entry) => isBlockedAddress(entry.address, policy))
      ? 'must not resolve to a private or reserved address'
      : null;
  } catch {
    return 'must resolve to an address';
  }
}
