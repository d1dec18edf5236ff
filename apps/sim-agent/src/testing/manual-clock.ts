import { Clock } from '../clock';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

/** A clock that moves only when told: minutes of backoff pass in one call. */
export class ManualClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = Date.parse('2026-11-22T10:00:00Z')) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), fn };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward, firing due timers in order and letting promises settle between them. */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = Math.max(this.current, due.at);
      due.fn();
    }
    this.current = end;
    await settle();
  }
}

/** Lets queued promise callbacks and I/O callbacks run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
