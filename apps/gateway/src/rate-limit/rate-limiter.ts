import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { headroom, secondsUntilRoom, WindowCounts } from './sliding-window';

/** Counters known per gateway: one per client address, email or API key in use. */
const MAX_COUNTERS = 100_000;
/** The most hits a gateway counts at once, and the share of the budget's room it takes (one in four). */
const MAX_LEASE = 64;
const LEASE_SHARE = 4;

export interface LimitRule {
  /** What the counter is keyed by: the client address, the email in the body, the API key. */
  by: 'ip' | 'email' | 'apiKey';
  limit: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** What one gateway knows of a counter in the current window. */
interface Counter {
  window: number;
  /** Whether Redis has answered for this window yet (the two counts below are known). */
  read: boolean;
  /** The window before's count, read once that window was over. */
  previous: number;
  /** This window's count in Redis after this gateway's last take. */
  count: number;
  /** Hits this gateway counted in Redis ahead of time and has not spent yet. */
  spare: number;
  /** A take in flight: other hits wait for it rather than each asking Redis for its own. */
  taking?: Promise<number>;
  /** Hits waiting for it, whom the next take counts for too. */
  waiting: number;
}

/**
 * Sliding-window counters in Redis, shared by every gateway replica: a hit counts in its own
 * window and the previous window's count weighs by the share of it still inside the last
 * `windowSeconds`. Fixed windows alone let twice the limit through across a boundary (ten
 * guesses at 14:59, ten more at 15:00). Refused hits are not counted: a client over the limit
 * gets the limit's pace, not a lockout for as long as it keeps trying.
 *
 * A poll should not wait on Redis each time: a gateway counts several hits at once (one INCRBY)
 * when the budget has room for them, a quarter of that room (or the hits waiting, if more;
 * never more than the room or 64), and spends them on its next hits. The estimate only falls as the window goes on, so hits counted when they fitted
 * still fit when spent. Near the limit a gateway counts one at a time, so no one gets more than
 * the limit, and one client on one gateway gets exactly the limit; what others took meanwhile is
 * given back. What a gateway has seen is a floor of the real count, so when that alone leaves no
 * room it refuses without asking Redis. A hit counted and never spent makes the budget
 * stricter, never looser. The window before is read once per gateway (a window that has ended
 * no longer changes), with its first hit in the next, which also gives the window's key an
 * expiry that outlives the next window. Identifiers are hashed so no email or key sits in Redis
 * in clear.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  private readonly counters = new Map<string, Counter>();

  async hit(bucket: string, rule: LimitRule, identifier: string, factor = 1): Promise<LimitVerdict> {
    const nowSeconds = this.nowMs() / 1000;
    const window = Math.floor(nowSeconds / rule.windowSeconds);
    const at = { elapsed: nowSeconds / rule.windowSeconds - window, limit: rule.limit * factor };
    const digest = createHash('sha256').update(identifier).digest('base64url').slice(0, 22);
    const key = `${this.prefix}rl:${bucket}:${rule.by}:${digest}:`;
    const counter = this.counter(key, window);
    for (;;) {
      if (counter.taking) {
        counter.waiting++;
        await counter.taking.catch(() => undefined);
        counter.waiting--;
        continue;
      }
      if (counter.spare > 0) {
        counter.spare--;
        return ALLOWED;
      }
      const counts = { count: counter.count, previous: counter.previous, ...at };
      const room = counter.read ? headroom(counts) : undefined;
      if (room === 0) return refused(counts, rule.windowSeconds);
      counter.taking = this.take(key, counter, room, at, rule.windowSeconds);
      try {
        if ((await counter.taking) > 0) return ALLOWED;
      } finally {
        counter.taking = undefined;
      }
      return refused({ count: counter.count, previous: counter.previous, ...at }, rule.windowSeconds);
    }
  }

  /**
   * Counts this hit in Redis, with those waiting and as many ahead as a quarter of the `room`
   * this gateway knows of (none known: its first hit in the window, which reads the window before
   * as well, counted alone). Of those, the ones that fit now are this hit's and spares; the rest
   * are given back. Answers how many fitted.
   */
  private async take(key: string, counter: Counter, room: number | undefined, at: { elapsed: number; limit: number }, windowSeconds: number): Promise<number> {
    let count: number;
    let lease = 1;
    if (room !== undefined) {
      lease = Math.min(MAX_LEASE, room, Math.max(counter.waiting + 1, Math.floor(room / LEASE_SHARE)));
      count = await this.redis.incrby(key + counter.window, lease);
    } else {
      [count, counter.previous] = await this.firstOfWindow(key, counter.window, windowSeconds);
      counter.read = true;
    }
    const fitting = Math.min(lease, headroom({ count: count - lease, previous: counter.previous, ...at }));
    if (fitting < lease) count = await this.redis.decrby(key + counter.window, lease - fitting);
    counter.count = Math.max(counter.count, count);
    counter.spare += Math.max(0, fitting - 1);
    return fitting;
  }

  /** What this gateway knows of a counter in this window, kept from now on. */
  private counter(key: string, window: number): Counter {
    const known = this.counters.get(key);
    if (known && known.window >= window) return known;
    // A cache, not a record: past its bound it starts over (the next hit of each reads again).
    if (this.counters.size >= MAX_COUNTERS) this.counters.clear();
    const counter: Counter = { window, read: false, previous: 0, count: 0, spare: 0, waiting: 0 };
    this.counters.set(key, counter);
    return counter;
  }

  /** A gateway's first hit in a window: counted, the key's expiry set and the window before read, in one round trip. */
  private async firstOfWindow(key: string, window: number, windowSeconds: number): Promise<[number, number]> {
    const replies = await this.redis
      .pipeline()
      .incr(key + window)
      .expire(key + window, 2 * windowSeconds)
      .get(key + (window - 1))
      .exec();
    const [[incrError, count], [expireError], [getError, previous]] = replies as [[Error | null, number], [Error | null], [Error | null, string | null]];
    if (incrError || expireError || getError) throw incrError ?? expireError ?? getError;
    return [count, Number(previous ?? 0)];
  }
}

const ALLOWED: LimitVerdict = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

const refused = (counts: WindowCounts, windowSeconds: number): LimitVerdict => ({ allowed: false, retryAfterSeconds: secondsUntilRoom(counts, windowSeconds) });
