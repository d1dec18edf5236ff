import { ModemState, ModemStatusView } from '@simrelay/contracts';
import { Clock } from '../clock';
import { ModemUnavailableError } from './at-errors';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const settledStates: ModemState[] = ['ready', 'no-sim'];
const failedStates: ModemState[] = ['lost', 'closed', 'failed'];

/** One port's state, last error and counters: every part of the session writes here, the status report reads it. */
export class SessionStatus {
  private current: ModemState = 'opening';
  lastError: string | null = null;
  readonly counts: ModemStatusView['counts'] = { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly path: string,
    private readonly clock: Clock,
  ) {}

  get state(): ModemState {
    return this.current;
  }

  /** Listeners hear every call, also a repeated state (another failed reopen). */
  set(state: ModemState): void {
    this.current = state;
    for (const listener of [...this.listeners]) listener();
  }

  failed(error: unknown): void {
    this.lastError = errorText(error);
  }

  /** Throws ModemUnavailableError unless the port is in one of `states`. */
  require(...states: ModemState[]): void {
    if (!states.includes(this.current)) throw new ModemUnavailableError(this.path, this.current);
  }

  /**
   * After a restart request: resolves once the modem has gone through a reset (or reopen) and
   * is ready (or without SIM) again; rejects when its port is lost or it fails on the way, or
   * after `timeoutMs`.
   */
  settled(timeoutMs: number): Promise<ModemState> {
    return new Promise<ModemState>((resolve, reject) => {
      let left = !settledStates.includes(this.current);
      const check = () => {
        const state = this.current;
        if (!left) {
          left = !settledStates.includes(state);
          return;
        }
        if (settledStates.includes(state)) done(() => resolve(state));
        else if (failedStates.includes(state)) done(() => reject(new ModemUnavailableError(this.path, state)));
      };
      const timer = this.clock.setTimeout(() => done(() => reject(new ModemUnavailableError(this.path, this.current))), timeoutMs);
      const done = (settle: () => void) => {
        this.clock.clearTimeout(timer);
        this.listeners.delete(check);
        settle();
      };
      this.listeners.add(check);
    });
  }
}
