import type { Principal } from '@simrelay/contracts';
import { createHash } from 'node:crypto';

export interface PrincipalCacheOptions {
  /** How long a resolved principal is kept; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  principal: Principal;
  expiresAt: number;
}

/**
 * Who a user session or API key stands for, kept briefly so that polling does not ask
 * identity on every request. Identity's broadcast drops a user's entries (or one session's)
 * the moment something changes; a lookup that started before a drop is not stored, so a
 * stale answer racing the broadcast never outlives it.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  /** Bumped on every drop: a lookup started under an older value may have read stale data. */
  private generation = 0;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(private readonly options: PrincipalCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 50_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A user session's holder. */
  session(sessionId: string, load: () => Promise<Principal>): Promise<Principal> {
    return this.resolve(sessionKey(sessionId), load);
  }

  /** An API key's holder; the key is kept only as its hash. */
  apiKey(apiKey: string, load: () => Promise<Principal>): Promise<Principal> {
    return this.resolve(apiKeyKey(apiKey), load);
  }

  /** A user session's holder if kept now; never asks identity. */
  keptSession(sessionId: string): Principal | undefined {
    return this.kept(sessionKey(sessionId));
  }

  /** An API key's holder if kept now; never asks identity. */
  keptApiKey(apiKey: string): Principal | undefined {
    return this.kept(apiKeyKey(apiKey));
  }

  private kept(key: string): Principal | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.principal : undefined;
  }

  /** The kept principal for `key`, or `load()`'s answer (kept unless something changed meanwhile). Failures are never kept. */
  private async resolve(key: string, load: () => Promise<Principal>): Promise<Principal> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.principal;
    if (hit) this.remove(key);
    if (this.options.ttlMs <= 0) return load();
    const started = this.generation;
    const principal = await load();
    if (started === this.generation) this.store(key, principal);
    return principal;
  }

  dropUser(userId: string): void {
    this.generation++;
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  dropSession(sessionId: string): void {
    this.generation++;
    this.remove(sessionKey(sessionId));
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysOfUser.clear();
  }

  private store(key: string, principal: Principal): void {
    this.remove(key);
    this.entries.set(key, { principal, expiresAt: this.now() + this.options.ttlMs });
    const keys = this.keysOfUser.get(principal.subjectId) ?? new Set<string>();
    keys.add(key);
    this.keysOfUser.set(principal.subjectId, keys);
    while (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value as string);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysOfUser.get(entry.principal.subjectId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(entry.principal.subjectId);
  }
}

const sessionKey = (sessionId: string): string => `s:${sessionId}`;
const apiKeyKey = (apiKey: string): string => `k:${createHash('sha256').update(apiKey).digest('hex')}`;
