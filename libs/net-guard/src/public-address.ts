import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a user-supplied URL must never reach: loopback, private, link-local, reserved. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** Host names that always mean "this machine or its LAN", whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type UrlProblem = 'required' | 'urlFormat' | 'urlScheme' | 'urlPrivate';

export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Why a webhook URL is refused, or null. Names are resolved: a public-looking name that
 * points at a private address is refused. A name that does not resolve now is accepted;
 * delivery checks the address again at send time.
 */
export async function webhookUrlProblem(value: string, resolve: Resolver = systemResolver): Promise<UrlProblem | null> {
  if (!value.trim()) return 'required';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'urlFormat';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'urlScheme';
  if (url.username || url.password || !url.hostname) return 'urlFormat';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'urlPrivate';
  if (LOCAL_NAMES.test(host) || !host.includes('.')) return 'urlPrivate';
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return null;
  }
  return addresses.every(isPublicAddress) ? null : 'urlPrivate';
}
