import { Unsolicited } from '@simrelay/gsm';
import { EmulatedModem, EmulatedModemOptions, EmulatedRack } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { Logger } from 'pino';
import { Clock } from '../clock';
import { AtChannel } from '../modem/at-channel';
import { AtCommands } from '../modem/at-commands';
import { PortClosedError } from '../modem/at-errors';
import { BackgroundWork } from '../modem/background-work';
import { SessionStatus } from '../modem/session-status';
import { SerialLink } from '../serial/serial-link';
import { ManualClock } from './manual-clock';
import { LogRecord, recordingLogger } from './recording-logger';

export interface LineOptions {
  /** The rack's modems; the line opens the first one's port. Default: one generic modem. */
  modems?: Array<Partial<EmulatedModemOptions>>;
  clock?: Clock;
  commandTimeoutMs?: number;
  maxConsecutiveTimeouts?: number;
  /** False: no port is opened (the part under test opens it, see `channelFrom`). */
  attach?: boolean;
}

/**
 * What a part of a session needs around it, on an emulated modem: the agent's own serial link
 * and AT channel on the rack's port, AtCommands over it, the session's status and background
 * work, and a log kept in memory. The test hands unsolicited lines to the part it tries.
 */
export class ModemLine {
  readonly logs: LogRecord[] = [];
  readonly log: Logger = recordingLogger(this.logs);
  readonly status: SessionStatus;
  readonly background = new BackgroundWork(this.log);
  readonly commands: AtCommands;
  /** How often timeouts in a row asked for a reset. */
  resetRequests = 0;
  unsolicited: (urc: Unsolicited) => void = () => undefined;
  private link: SerialLink | null = null;
  private channel: AtChannel | null = null;
  private source: () => AtChannel | null = () => this.channel;

  constructor(
    readonly rack: EmulatedRack,
    readonly clock: Clock,
    private readonly options: LineOptions,
  ) {
    this.status = new SessionStatus(this.path, clock);
    this.commands = new AtCommands({
      path: this.path,
      channel: () => this.source(),
      status: this.status,
      log: this.log,
      maxConsecutiveTimeouts: options.maxConsecutiveTimeouts ?? 3,
      tooManyTimeouts: () => this.resetRequests++,
    });
  }

  /** The modem whose port is open (the first of the rack until `attach` opens another). */
  modem: EmulatedModem = this.rack.modems[0];

  get path(): string {
    return this.rack.modems[0].path;
  }

  /** The manual clock (the default), to let timeouts pass. */
  get manualClock(): ManualClock {
    if (!(this.clock instanceof ManualClock)) throw new Error('the line runs on another clock');
    return this.clock;
  }

  logged(msg: string): LogRecord[] {
    return this.logs.filter((record) => record.msg === msg);
  }

  waitForLog(msg: string, count = 1): Promise<LogRecord[]> {
    return waitFor(async () => {
      const found = this.logged(msg);
      return found.length >= count ? found : undefined;
    }, `${count} "${msg}" log line(s)`);
  }

  /** Commands go to the channel of a port the part under test opened. */
  channelFrom(source: () => AtChannel | null): void {
    this.source = source;
  }

  /** Closes the port open now and opens `modem`'s: as if another modem (another SIM) were behind the same port. */
  async attach(modem: EmulatedModem): Promise<void> {
    await this.detach();
    const holder: { channel: AtChannel | null } = { channel: null };
    const link = await SerialLink.open(this.rack.binding, modem.path, 115200, {
      data: (data) => holder.channel?.feed(data),
      lost: (error) => holder.channel?.close(new PortClosedError(modem.path, error.message)),
    });
    holder.channel = new AtChannel({
      path: this.path,
      write: (data) => link.write(data),
      clock: this.clock,
      logger: this.log,
      defaultTimeoutMs: this.options.commandTimeoutMs ?? 1000,
      onUnsolicited: (urc) => this.unsolicited(urc),
    });
    this.link = link;
    this.channel = holder.channel;
    this.modem = modem;
    link.start();
  }

  /** Closes the port: commands fail with PortClosedError until `attach`. */
  async detach(): Promise<void> {
    this.channel?.close(new PortClosedError(this.path, 'port closed'));
    this.channel = null;
    await this.link?.close();
    this.link = null;
  }
}

/** Lines made through the returned function (each with a rack of its own) are closed after each test. */
export function modemLinePerTest(): (options?: LineOptions) => Promise<ModemLine> {
  const open: ModemLine[] = [];
  afterEach(async () => {
    for (const line of open.splice(0)) {
      await line.detach();
      await line.background.settled();
      line.rack.close();
    }
  });
  return async (options = {}) => {
    const modems = (options.modems ?? [{}]).map((modem, n) => new EmulatedModem({ id: `modem-${n + 1}`, ...modem }));
    const line = new ModemLine(new EmulatedRack(modems), options.clock ?? new ManualClock(), options);
    open.push(line);
    if (options.attach !== false) await line.attach(modems[0]);
    return line;
  };
}
