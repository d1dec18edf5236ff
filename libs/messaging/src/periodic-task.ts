import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';

/**
 * Work a service repeats on a timer (sweeps of what fell due): started with the app, one run
 * at a time, and on shutdown no new run starts while the current one is awaited. `runOnce`
 * checks `stopping` between items so a long run ends early.
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  protected stopping = false;

  protected abstract readonly intervalMs: number;
  protected abstract runOnce(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    void this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs now unless a run is under way (then that one is awaited). */
  run(): Promise<void> {
    this.running ??= this.runOnce().finally(() => (this.running = undefined));
    return this.running;
  }
}
