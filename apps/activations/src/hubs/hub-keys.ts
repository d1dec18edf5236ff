import { createHash } from 'node:crypto';

/** The lookup for a hub's key in its requests: the key is the hub's own high-entropy secret, so a fast hash does. */
export const hubKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
