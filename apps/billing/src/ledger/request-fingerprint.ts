import { createHash } from 'node:crypto';

/**
 * What makes two requests "the same" for idempotency: the command and every field but the
 * key, in a canonical order. Absent and undefined fields count as absent.
 */
export function requestFingerprint(command: string, request: object): string {
  const fields = Object.entries(request)
    .filter(([name, value]) => name !== 'idempotencyKey' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify([command, fields])).digest('hex');
}
