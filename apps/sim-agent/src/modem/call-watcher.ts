import { AgentCallReport } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { LogEvent } from '../log-events';
import { callKey } from '../outbox/idempotency-key';
import { AtCommands } from './at-commands';
import { AtCommandError } from './at-errors';
import { BackgroundWork } from './background-work';
import { SessionStatus } from './session-status';
import { SimFacts } from './sim-identity';

export interface CallWatcherOptions {
  agentId: string;
  path: string;
  sim: SimFacts;
  commands: AtCommands;
  clock: Clock;
  /** RING/+CLIP this soon after a hang-up still belong to the call just ended. */
  callGraceMs: number;
  log: Logger;
  status: SessionStatus;
  background: BackgroundWork;
  /** Keeps the report; the call is hung up once this resolves. */
  report: (report: AgentCallReport) => Promise<unknown>;
}

interface CallInProgress {
  startedAt: number;
  reported: boolean;
  endedAt: number | null;
  clipTimer: unknown;
}

/** After RING, how long to wait for +CLIP before reporting the call without a caller. */
export const CLIP_WAIT_MS = 2000;

/** Incoming calls: each reported once (caller from +CLIP, null when withheld), then hung up. */
export class CallWatcher {
  private call: CallInProgress | null = null;

  constructor(private readonly options: CallWatcherOptions) {}

  /** Asks the modem for the caller's number (+CLIP) with every RING. */
  async enable(): Promise<void> {
    await this.options.commands.optional('AT+CLIP=1');
  }

  ring(): void {
    if (this.current()) return;
    const call = this.begin();
    call.clipTimer = this.options.clock.setTimeout(() => this.report(call, null, null), CLIP_WAIT_MS);
  }

  clip(number: string, numberType: number): void {
    const call = this.current() ?? this.begin();
    const caller = number.trim() || null;
    this.report(call, caller, caller ? numberType : null);
  }

  /** The session ends: no call is reported after this. */
  stop(): void {
    if (this.call) this.options.clock.clearTimeout(this.call.clipTimer);
  }

  private current(): CallInProgress | null {
    const call = this.call;
    if (call && call.endedAt !== null && this.options.clock.now() - call.endedAt > this.options.callGraceMs) this.call = null;
    return this.call;
  }

  private begin(): CallInProgress {
    this.call = { startedAt: this.options.clock.now(), reported: false, endedAt: null, clipTimer: undefined };
    return this.call;
  }

  /** Once per call: reported, then hung up. */
  private report(call: CallInProgress, caller: string | null, callerType: number | null): void {
    if (call.reported) return;
    call.reported = true;
    const { clock, status, sim, background } = this.options;
    clock.clearTimeout(call.clipTimer);
    status.counts.calls++;
    const at = new Date(call.startedAt).toISOString();
    const { iccid, imsi, number } = sim;
    background.track(
      (async () => {
        if (iccid) {
          const key = callKey(iccid, caller, at);
          const report: AgentCallReport = { key, agentId: this.options.agentId, iccid, imsi, number, port: this.options.path, caller, callerType, at };
          try {
            await this.options.report(report);
            this.options.log.info({ iccid, key, caller }, LogEvent.callReported);
          } catch (error) {
            this.options.log.error({ iccid, key, caller, err: error }, LogEvent.outboxWriteFailed);
          }
        }
        await this.hangUp(caller);
        call.endedAt = clock.now();
      })(),
    );
  }

  /** ATH, else AT+CHUP. */
  private async hangUp(caller: string | null): Promise<void> {
    const { commands, log } = this.options;
    const iccid = this.options.sim.iccid;
    for (const command of ['ATH', 'AT+CHUP']) {
      try {
        if ((await commands.attempt(command)) instanceof AtCommandError) continue;
      } catch (error) {
        log.warn({ iccid, caller, err: error }, LogEvent.callHangUpFailed);
        return;
      }
      log.info({ iccid, caller, command }, LogEvent.callHungUp);
      return;
    }
    log.warn({ iccid, caller }, LogEvent.callHangUpFailed);
  }
}
