import { AgentRescanResult, ModemStatusView } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { AgentSettings } from '../config';
import { LogEvent } from '../log-events';
import { Modem } from '../modem/modem';
import { ModemSession } from '../modem/modem-session';
import { DiskOutbox, OutboxEntry } from '../outbox/disk-outbox';
import { SerialBinding } from '../serial/serial-binding';
import { PortSource, selectPorts } from '../serial/port-source';
import { recordInOutbox } from './outbox-recorder';

export interface ModemFleetOptions {
  settings: AgentSettings;
  binding: SerialBinding;
  portSource: PortSource;
  clock: Clock;
  logger: Logger;
  outbox: DiskOutbox;
}

/** Every port the agent drives, one independent session each. */
export class ModemFleet {
  private readonly sessions = new Map<string, Modem>();
  private scanning: Promise<AgentRescanResult> | null = null;

  constructor(private readonly options: ModemFleetOptions) {}

  all(): Modem[] {
    return [...this.sessions.values()];
  }

  snapshots(): ModemStatusView[] {
    return this.all().map((session) => session.snapshot());
  }

  /** By port path, else by ICCID (a SIM that moved to another port is still found). */
  find(ref: string): Modem | undefined {
    return this.sessions.get(ref) ?? this.all().find((session) => session.simIccid === ref);
  }

  /** The session whose SIM is `iccid` and that can take commands now. */
  readyWith(iccid: string): Modem | undefined {
    return this.all().find((session) => session.simIccid === iccid && session.state === 'ready');
  }

  /** JetStream acknowledged an entry: its SIM's session deletes the slots (or does so once it is back). */
  release(entry: OutboxEntry): void {
    this.readyWith(entry.iccid)?.releaseDelivered(entry);
  }

  /**
   * Lists ports and starts sessions for new ones. With `dropVanished` (the rescan command) it
   * also closes sessions whose port is gone and not open; the periodic scan keeps them, so a
   * pulled modem stays visible in the status (as lost) and reopens by itself.
   */
  rescan(options: { reopenLost?: boolean; dropVanished?: boolean } = {}): Promise<AgentRescanResult> {
    this.scanning ??= this.scan(options).finally(() => (this.scanning = null));
    return this.scanning;
  }

  async stop(): Promise<void> {
    await this.scanning?.catch(() => undefined);
    await Promise.all(this.all().map((session) => session.stop()));
    this.sessions.clear();
  }

  private async scan(options: { reopenLost?: boolean; dropVanished?: boolean }): Promise<AgentRescanResult> {
    const patterns = this.options.settings.serialPorts;
    const found = selectPorts(await this.options.portSource.list(patterns), patterns);
    const opened: string[] = [];
    const closed: string[] = [];
    for (const path of found) {
      const existing = this.sessions.get(path);
      if (existing) {
        if (options.reopenLost && existing.state === 'lost') existing.reopenNow();
        continue;
      }
      const session = new ModemSession({ ...this.options, path });
      recordInOutbox(session, this.options.outbox, this.options.logger);
      this.sessions.set(path, session);
      session.start();
      opened.push(path);
    }
    const present = new Set(found);
    for (const [path, session] of this.sessions) {
      if (!options.dropVanished) break;
      if (present.has(path) || (session.state !== 'lost' && session.state !== 'opening')) continue;
      this.sessions.delete(path);
      await session.stop();
      this.options.logger.info({ port: path }, LogEvent.portDropped);
      closed.push(path);
    }
    this.options.logger[opened.length || closed.length ? 'info' : 'debug']({ found, opened, closed }, LogEvent.portScan);
    return { found, opened, closed };
  }
}
