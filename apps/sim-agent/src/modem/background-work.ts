import type { Logger } from 'pino';
import { LogEvent } from '../log-events';

/** Work a session started on its own (reading a slot, reporting a call...): logged if it fails, awaited at stop. */
export class BackgroundWork {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log: Logger) {}

  track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.log.error({ err: error }, LogEvent.unexpectedError)).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
