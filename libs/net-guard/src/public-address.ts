import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { NetworkList, withoutZone } from './network-list';

/** Addresses a user-supplied URL must never reach: loopback, private, link-local, reserved. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// ::/96 holds :: and ::1 and the deprecated IPv4-compatible form (::7f00:1 is ::127.0.0.1).
for (const [net, prefix] of [
  ['::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** Host names that always mean "this machine or its LAN", whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;
const isLocalName = (host: string): boolean => LOCAL_NAMES.test(host) || !host.includes('.');

export function isPublicAddress(address: string): boolean {
  const bare = withoutZone(address);
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
    if (mapped) return isPublicAddress(mapped[1]);
    // Other spellings of IPv4-mapped addresses (::ffff:7f00:1) are matched by BlockList itself.
    return !blocked.check(bare, 'ipv6');
  }
  return !blocked.check(bare, 'ipv4');
}

/** Public, or inside a network the operator allows anyway. */
export function isAllowedAddress(address: string, allowed: NetworkList = NetworkList.none): boolean {
  return isPublicAddress(address) || allowed.contains(address);
}

export type UrlProblem = 'required' | 'urlFormat' | 'urlScheme' | 'urlPrivate';

export type Resolver = (host: string) => Promise<string[]>;

export interface WebhookTargetOptions {
  /** Networks allowed although not public: the operator's WEBHOOK_ALLOWED_NETWORKS. */
  allowed?: NetworkList;
  /** Name resolution; the system resolver when not given. */
  resolve?: Resolver;
}

const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Where a webhook may be sent now:
 * - `ok`: the URL and every address its host has now, each checked (connect to these only);
 * - a UrlProblem: the URL is refused, and stays refused (no retry helps), `detail` says why;
 * - `unresolved`: the name does not resolve now (may later).
 */
export type WebhookTarget =
  | { ok: true; url: URL; host: string; addresses: string[] }
  | { ok: false; problem: UrlProblem | 'unresolved'; detail: string };

const refused = (problem: UrlProblem, detail: string): WebhookTarget => ({ ok: false, problem, detail });

/**
 * Checks a webhook URL and resolves its host once. Every address must be public, or inside
 * `allowed`. A local-looking name (`localhost`, `*.internal`, a single label) is refused unless
 * every address it resolves to lies inside `allowed`: only the operator can open the way there.
 */
export async function resolveWebhookTarget(value: string, options: WebhookTargetOptions = {}): Promise<WebhookTarget> {
  const allowed = options.allowed ?? NetworkList.none;
  if (!value.trim()) return refused('required', 'no URL');
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return refused('urlFormat', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused('urlScheme', `${url.protocol} is not http: or https:`);
  if (url.username || url.password || !url.hostname) return refused('urlFormat', 'credentials or no host in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    return isAllowedAddress(host, allowed) ? { ok: true, url, host, addresses: [host] } : refused('urlPrivate', `${host} is not a public address`);
  }
  const local = isLocalName(host);
  if (local && allowed.isEmpty) return refused('urlPrivate', `${host} names a local host`);
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? systemResolver)(host);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'lookup failed';
    return local ? refused('urlPrivate', `${host} names a local host (${code})`) : { ok: false, problem: 'unresolved', detail: `${host} did not resolve (${code})` };
  }
  if (!addresses.length) return { ok: false, problem: 'unresolved', detail: `${host} has no address` };
  const bad = addresses.find((address) => (local ? !allowed.contains(address) : !isAllowedAddress(address, allowed)));
  if (bad !== undefined) return refused('urlPrivate', `${host} resolves to ${bad}, which is not a public address`);
  return { ok: true, url, host, addresses };
}

/**
 * Why a webhook URL is refused when a user sets it, or null. Names are resolved: a
 * public-looking name that points at a private address is refused. A name that does not
 * resolve now is accepted; delivery checks the address again at send time.
 */
export async function webhookUrlProblem(value: string, options: WebhookTargetOptions = {}): Promise<UrlProblem | null> {
  const target = await resolveWebhookTarget(value, options);
  if (target.ok || target.problem === 'unresolved') return null;
  return target.problem;
}
