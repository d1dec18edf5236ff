import { Unsolicited } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { backoffDelay, Clock, sleep } from '../clock';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { SerialBinding } from '../serial/serial-binding';
import { SerialLink } from '../serial/serial-link';
import { AtChannel } from './at-channel';
import { AtCommands } from './at-commands';
import { AtCommandError, AtTimeoutError, PortClosedError } from './at-errors';
import { SessionStatus } from './session-status';

/** What the session does with an open port. */
export interface ServingHooks {
  /** Initialises and identifies the modem on a freshly opened (or reset) port. */
  setup(): Promise<'ready' | 'no-sim'>;
  /** The periodic work while ready, every `sweepIntervalMs`. */
  tick(): Promise<void>;
  unsolicited(urc: Unsolicited): void;
  /** The port closed or vanished: what waits for the modem fails with `error`. */
  closed(error: PortClosedError): void;
  /** The device vanished under the open port (logged already). */
  lost(error: Error): void;
}

export interface PortSupervisorOptions {
  path: string;
  settings: Pick<AgentSettings, 'baudRate' | 'commandTimeoutMs' | 'reopenMinMs' | 'reopenMaxMs' | 'resetReadyTimeoutMs' | 'sweepIntervalMs'>;
  binding: SerialBinding;
  clock: Clock;
  log: Logger;
  status: SessionStatus;
  commands: AtCommands;
  /** The SIM's ICCID, for the log lines. */
  iccid: () => string | null;
  hooks: ServingHooks;
}

/** Why one serving period of the port ended. */
type Exit = 'lost' | 'reset' | 'retry' | 'recheck' | 'stopped';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  settled: boolean;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const result: Deferred<T> = {
    promise: new Promise<T>((r) => (resolve = r)),
    resolve: (value) => {
      if (result.settled) return;
      result.settled = true;
      resolve(value);
    },
    settled: false,
  };
  return result;
}

/** Between AT probes while a rebooting modem comes back. */
const REBOOT_PROBE_MS = 500;

/**
 * Keeps one port open and served: opens it (again and again, with backoff, when it vanishes),
 * has the session set the modem up and tick while it is ready, and resets the modem (close,
 * reopen, AT+CFUN=1,1, wait until it answers) when asked to. Nothing here waits on another port.
 */
export class PortSupervisor {
  private link: SerialLink | null = null;
  private channelValue: AtChannel | null = null;
  private exit: Deferred<Exit> | null = null;
  private stopping = false;
  private readonly stopSignal = new AbortController();
  private backoffAbort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private resetRequested = false;

  constructor(private readonly options: PortSupervisorOptions) {}

  /** The AT channel of the port open now. */
  get channel(): AtChannel | null {
    return this.channelValue;
  }

  start(): void {
    this.loop ??= this.supervise();
  }

  /** Ends the serving period and closes the port; resolves once it is closed. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopSignal.abort();
    this.exit?.resolve('stopped');
    this.channelValue?.close(new PortClosedError(this.options.path, 'agent stopping'));
    await this.loop;
  }

  /** Skips the wait of a port that is reopening with backoff. */
  reopenNow(): void {
    this.backoffAbort?.abort();
  }

  /** Close, reopen and reboot the modem, then set it up again. */
  requestReset(reason: string): void {
    this.requestExit('reset', reason);
  }

  private async supervise(): Promise<void> {
    const { status, log, settings } = this.options;
    let failures = 0;
    let resetPending = false;
    let opened = false;
    while (!this.stopping) {
      if (this.resetRequested) {
        this.resetRequested = false;
        await this.closeLink();
        status.counts.resets++;
        resetPending = true;
      }
      if (!this.link) {
        if (opened) status.set(resetPending ? 'resetting' : 'lost');
        try {
          await this.openLink();
        } catch (error) {
          failures++;
          status.failed(error);
          status.set(opened || failures > 1 ? 'lost' : 'opening');
          const delayMs = this.retryDelay(failures);
          log[failures === 1 || failures % 10 === 0 ? 'warn' : 'debug']({ attempt: failures, delayMs, err: error }, LogEvent.portOpenFailed);
          await this.backoff(delayMs);
          continue;
        }
        if (opened) {
          status.counts.reopens++;
          log.info({ attempt: failures }, LogEvent.portReopened);
        } else log.info({ baudRate: settings.baudRate }, LogEvent.portOpened);
        opened = true;
      }

      if (resetPending) {
        const answered = await this.reboot();
        if (this.stopping) break;
        if (!answered) {
          failures++;
          await this.closeLink();
          status.lastError = 'modem does not answer after reopening its port';
          status.set('lost');
          const delayMs = this.retryDelay(failures);
          log.error({ attempt: failures, delayMs }, LogEvent.modemResetFailed);
          await this.backoff(delayMs);
          continue;
        }
        resetPending = false;
      }

      const exit = await this.serve();
      if (status.state === 'ready' || status.state === 'no-sim') failures = 0;
      switch (exit) {
        case 'stopped':
        case 'recheck':
          break;
        case 'lost':
          failures++;
          await this.closeLink();
          status.set('lost');
          await this.backoff(this.retryDelay(failures));
          break;
        case 'reset':
          await this.closeLink();
          status.counts.resets++;
          resetPending = true;
          status.set('resetting');
          break;
        case 'retry':
          failures++;
          await this.backoff(this.retryDelay(failures));
          break;
      }
    }
    await this.closeLink();
  }

  private retryDelay(failures: number): number {
    return backoffDelay(failures - 1, this.options.settings.reopenMinMs, this.options.settings.reopenMaxMs);
  }

  private async openLink(): Promise<void> {
    const { binding, path, settings, clock, log, hooks } = this.options;
    const channelRef: { channel: AtChannel | null } = { channel: null };
    const link = await SerialLink.open(binding, path, settings.baudRate, {
      data: (data) => channelRef.channel?.feed(data),
      lost: (error) => this.onLinkLost(link, error),
    });
    const channel = new AtChannel({
      path,
      write: (data) => link.write(data),
      clock,
      logger: log,
      defaultTimeoutMs: settings.commandTimeoutMs,
      onUnsolicited: (urc) => hooks.unsolicited(urc),
    });
    channelRef.channel = channel;
    this.link = link;
    this.channelValue = channel;
    link.start();
  }

  private onLinkLost(link: SerialLink, error: Error): void {
    if (this.link !== link) return;
    const { path, status, log, hooks } = this.options;
    status.failed(error);
    log.warn({ err: error, iccid: this.options.iccid() }, LogEvent.portLost);
    const closed = new PortClosedError(path, 'port lost');
    this.channelValue?.close(closed);
    hooks.closed(closed);
    hooks.lost(error);
    this.link = null;
    this.requestExit('lost');
  }

  private async closeLink(): Promise<void> {
    const link = this.link;
    const closed = new PortClosedError(this.options.path, 'port closed');
    this.channelValue?.close(closed);
    this.options.hooks.closed(closed);
    this.link = null;
    this.channelValue = null;
    if (link) await link.close();
  }

  private async backoff(ms: number): Promise<void> {
    if (this.stopping) return;
    const abort = new AbortController();
    this.backoffAbort = abort;
    const onStop = () => abort.abort();
    this.stopSignal.signal.addEventListener('abort', onStop, { once: true });
    await sleep(this.options.clock, ms, abort.signal);
    this.stopSignal.signal.removeEventListener('abort', onStop);
    if (this.backoffAbort === abort) this.backoffAbort = null;
  }

  /** The port was reopened after a reset: if the modem answers, reboot it and wait until it answers again. */
  private async reboot(): Promise<boolean> {
    const { clock, log, settings, commands } = this.options;
    // Straight on the channel: a probe that times out is expected here and asks for no other reset.
    const answers = async (): Promise<boolean> => {
      try {
        await this.channelValue?.run('AT');
        return this.channelValue !== null;
      } catch (error) {
        return error instanceof AtCommandError;
      }
    };
    if (!(await answers()) && !(await answers())) return false;
    log.info({ iccid: this.options.iccid() }, LogEvent.modemRebooting);
    await this.channelValue?.run('AT+CFUN=1,1', settings.commandTimeoutMs * 2).catch(() => undefined);
    const deadline = clock.now() + settings.resetReadyTimeoutMs;
    while (!this.stopping && this.channelValue && clock.now() < deadline) {
      if (await answers()) {
        commands.clearTimeouts();
        log.info({ iccid: this.options.iccid() }, LogEvent.modemReset);
        return true;
      }
      await sleep(clock, REBOOT_PROBE_MS, this.stopSignal.signal);
    }
    // Silent past the deadline, or the port vanished while rebooting (USB modems re-enumerate):
    // the reopen loop takes over.
    return false;
  }

  private requestExit(exit: Exit, reason?: string): void {
    if (!this.exit || this.exit.settled) {
      // Between serving periods (waiting to retry): reset as soon as the wait is cut short.
      if (exit === 'reset' && !this.stopping) {
        this.resetRequested = true;
        this.reopenNow();
      }
      return;
    }
    if (exit === 'reset') {
      this.options.log.warn({ reason, timeouts: this.options.commands.consecutiveTimeouts, iccid: this.options.iccid() }, LogEvent.modemUnresponsive);
    }
    this.exit.resolve(exit);
  }

  /** One period of the port being open: set up, then serve until lost, reset or stopped. */
  private async serve(): Promise<Exit> {
    const exit = deferred<Exit>();
    this.exit = exit;
    if (this.stopping) return 'stopped';
    // Timers of this period end with it.
    const period = new AbortController();
    const onStop = () => period.abort();
    this.stopSignal.signal.addEventListener('abort', onStop, { once: true });
    try {
      return await this.servePeriod(exit, period.signal);
    } finally {
      period.abort();
      this.stopSignal.signal.removeEventListener('abort', onStop);
    }
  }

  private async servePeriod(exit: Deferred<Exit>, period: AbortSignal): Promise<Exit> {
    const { status, log, hooks, clock, settings } = this.options;
    status.set('initializing');

    const setup = hooks.setup().then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const first = await Promise.race([setup, exit.promise.then((reason) => ({ exit: reason }))]);
    if ('exit' in first) return first.exit;
    if ('error' in first) {
      const error = first.error;
      if (exit.settled) return exit.promise;
      if (error instanceof PortClosedError) return 'lost';
      status.failed(error);
      if (error instanceof AtTimeoutError) return 'retry';
      status.set('failed');
      log.error({ err: error }, LogEvent.modemInitFailed);
      return 'retry';
    }

    const pause = () => sleep(clock, settings.sweepIntervalMs, period);
    if (first.result === 'no-sim') {
      status.set('no-sim');
      // Look again for a SIM now and then (hot-swapped SIM holders).
      return Promise.race([exit.promise, pause().then(() => 'recheck' as const)]);
    }

    status.set('ready');
    for (;;) {
      const tick = hooks.tick().catch((error: unknown) => this.tickFailed(error));
      const afterTick = await Promise.race([tick.then(() => null), exit.promise]);
      if (afterTick) return afterTick;
      const waited = await Promise.race([pause().then(() => null), exit.promise]);
      if (waited) return waited;
    }
  }

  private tickFailed(error: unknown): void {
    // Timeouts and a closed port have their own log lines already.
    if (error instanceof PortClosedError || error instanceof AtTimeoutError) return;
    this.options.status.failed(error);
    this.options.log.warn({ err: error, iccid: this.options.iccid() }, LogEvent.modemCheckFailed);
  }
}
