import { createHash } from 'node:crypto';

/**
 * A UUID (v4 layout) that is always the same for the same text: the id of a row or message
 * derived from a business key, so a repeat finds the first one instead of making another.
 */
export function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  const variant = '89ab'[parseInt(hex.charAt(16), 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
