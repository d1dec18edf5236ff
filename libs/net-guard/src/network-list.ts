import { BlockList, isIP } from 'node:net';

/** A setting that is not a list of networks; the message names the bad entry. */
export class NetworkListError extends Error {
  constructor(readonly entry: string, reason: string) {
    super(`"${entry}" is not a network (${reason}); write CIDRs such as 127.0.0.0/8 or fd00::/8, separated by commas`);
    this.name = 'NetworkListError';
  }
}

/** An address without an IPv6 zone (`fe80::1%eth0`): networks never carry one. */
export const withoutZone = (address: string): string => address.replace(/%.*$/, '');

/**
 * Networks an operator lets webhooks reach although they are not public, e.g.
 * `WEBHOOK_ALLOWED_NETWORKS=127.0.0.0/8,10.1.0.0/16`: a receiver on the operator's own network,
 * or a test's receiver on loopback. Entries are CIDRs separated by commas or spaces; a bare
 * address means that address alone. IPv4 networks also match IPv4-mapped IPv6 addresses.
 */
export class NetworkList {
  private readonly list = new BlockList();

  private constructor(readonly cidrs: readonly string[]) {
    for (const cidr of cidrs) {
      const [address, prefix] = cidr.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      this.list.addSubnet(address, Number(prefix), family);
    }
  }

  static readonly none = new NetworkList([]);

  /** Throws NetworkListError naming the first entry that is not a network. */
  static parse(text: string): NetworkList {
    const cidrs = text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((entry) => {
        const [address, prefix, ...rest] = entry.split('/');
        const family = isIP(address);
        if (family === 0 || address.includes('%')) throw new NetworkListError(entry, 'not an IP address');
        const max = family === 4 ? 32 : 128;
        if (rest.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) throw new NetworkListError(entry, 'bad prefix length');
        const bits = prefix === undefined ? max : Number(prefix);
        if (bits > max) throw new NetworkListError(entry, `prefix length above ${max}`);
        return `${address}/${bits}`;
      });
    return cidrs.length ? new NetworkList(cidrs) : NetworkList.none;
  }

  get isEmpty(): boolean {
    return this.cidrs.length === 0;
  }

  /** Whether the address lies in one of the networks; false for what is not an address. */
  contains(address: string): boolean {
    const bare = withoutZone(address);
    const family = isIP(bare);
    if (family === 0 || this.isEmpty) return false;
    return this.list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** Why the text is not a network list, or null: for validating the setting at start. */
export function networkListProblem(text: string): string | null {
  try {
    NetworkList.parse(text);
    return null;
  } catch (error) {
    if (error instanceof NetworkListError) return error.message;
    throw error;
  }
}
