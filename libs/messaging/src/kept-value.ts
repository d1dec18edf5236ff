/**
 * One value asked of a peer, kept for a while: readers within `freshMs` get the kept value,
 * concurrent readers share one request, and a failed request is not kept (the next reader asks again).
 */
export class Kept<T> {
  private value?: { data: T; at: number };
  private loading?: Promise<T>;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly freshMs: number,
  ) {}

  get(): Promise<T> {
    if (this.value && Date.now() - this.value.at < this.freshMs) return Promise.resolve(this.value.data);
    if (!this.loading) {
      // Only the load under way when it ends is kept: one begun before `forget` lands nowhere.
      const loading: Promise<T> = this.load().then(
        (data) => {
          if (this.loading === loading) {
            this.value = { data, at: Date.now() };
            this.loading = undefined;
          }
          return data;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  /** The value while it is fresh, without asking: undefined when it would have to be asked for. */
  peek(): { data: T } | undefined {
    return this.value && Date.now() - this.value.at < this.freshMs ? { data: this.value.data } : undefined;
  }

  /** After a change the owner knows of: the next reader asks again. */
  forget(): void {
    this.value = undefined;
    this.loading = undefined;
  }
}

/**
 * A Kept value per key (a price per service and country, counts per country). Keys come from
 * requests, so a key whose load failed is forgotten and at most `maxKeys` are kept (oldest out).
 */
export class KeptByKey<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly freshMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    let kept = this.kept.get(key);
    if (!kept) {
      kept = new Kept(load, this.freshMs);
      this.kept.set(key, kept);
      while (this.kept.size > this.maxKeys) this.kept.delete(this.kept.keys().next().value as string);
    }
    const entry = kept;
    return entry.get().catch((error: unknown) => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
      throw error;
    });
  }

  /** The value kept for `key` while it is fresh, without asking. */
  peek(key: string): { data: T } | undefined {
    return this.kept.get(key)?.peek();
  }

  /** After a change to `key` the owner told of: the next reader asks again, and a load begun before lands nowhere. */
  forget(key: string): void {
    this.kept.get(key)?.forget();
    this.kept.delete(key);
  }

  /** After changes that may have gone unheard: every key is asked again. */
  clear(): void {
    for (const kept of this.kept.values()) kept.forget();
    this.kept.clear();
  }
}
