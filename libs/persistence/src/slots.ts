/**
 * At most `size` runs at once; the others wait, in the order they came. For work that holds a
 * pooled connection while it waits on something else (another service): bounded below the pool,
 * it never takes every connection from the work that needs one briefly.
 */
export class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`slots need a whole number of at least 1, not ${size}`);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy < this.size) this.busy++;
    // A slot is handed over by the run that frees it: `busy` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }

  /** Runs in progress and runs waiting (for tests and figures). */
  get load(): { busy: number; waiting: number } {
    return { busy: this.busy, waiting: this.waiting.length };
  }
}
