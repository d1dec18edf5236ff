import { EventEmitter } from 'node:events';

/**
 * Moments the faults wait for, so a kill lands in the middle of the work it is meant to
 * interrupt: a purchase sent, an SMS handed to the rack, a webhook arriving at the receiver.
 */
export class Triggers {
  private readonly events = new EventEmitter();

  constructor() {
    this.events.setMaxListeners(100);
  }

  fire(moment: string): void {
    this.events.emit(moment);
  }

  /** The next time `moment` happens, or after `timeoutMs` when it does not (the fault goes ahead anyway). */
  next(moment: string, timeoutMs = 10_000): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (happened: boolean) => {
        clearTimeout(timer);
        this.events.off(moment, onMoment);
        resolve(happened);
      };
      const onMoment = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.events.once(moment, onMoment);
    });
  }
}
