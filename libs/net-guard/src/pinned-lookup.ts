import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for Node's http(s).request that answers only the addresses checked beforehand, so
 * the connection goes where the check looked: a name cannot resolve elsewhere in between (DNS
 * rebinding), and an address in the URL is never looked up.
 */
export function pinnedLookup(addresses: string[]) {
  const pinned = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_host: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback): void => {
    const usable = pinned.filter((a) => !options.family || a.family === options.family);
    if (!usable.length) return callback(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }), []);
    if (options.all) return callback(null, usable);
    callback(null, usable[0].address, usable[0].family);
  };
}
