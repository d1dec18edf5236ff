import { PayeerConfig } from './payeer-config';

/** '::ffff:1.2.3.4' (IPv4 seen through an IPv6 socket) is the address 1.2.3.4. */
function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * Whether a status notification may come from this address. Payeer names the servers its
 * notifications come from, but the list is configuration (allowedIps), not code: addresses
 * change and we cannot verify them from here. No list configured means no address filter;
 * the signature check always applies. Behind a proxy, pass the client address the proxy
 * vouches for, not a header the client wrote.
 */
export function payeerSourceAllowed(config: Pick<PayeerConfig, 'allowedIps'>, remoteAddress: string | undefined): boolean {
  const allowed = config.allowedIps ?? [];
  if (allowed.length === 0) return true;
  if (!remoteAddress) return false;
  const address = normalize(remoteAddress);
  return allowed.some((ip) => normalize(ip) === address);
}
