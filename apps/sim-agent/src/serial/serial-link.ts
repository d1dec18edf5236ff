import { SerialBinding, SerialBindingPort } from './serial-binding';

export interface SerialLinkEvents {
  data: (data: Buffer) => void;
  /** The port went away without us closing it (unplugged, read or write error). */
  lost: (error: Error) => void;
}

const READ_SIZE = 1024;

/**
 * One open serial port: a read loop feeding `onData`, serialized writes, and a single
 * `onLost` when the device fails under us. What SerialPortStream does, without the stream:
 * the agent only ever needs bytes in and bytes out.
 */
export class SerialLink {
  private closing = false;
  private lostReported = false;
  private writing: Promise<void> = Promise.resolve();
  private readLoop?: Promise<void>;

  private constructor(
    readonly path: string,
    private readonly port: SerialBindingPort,
    private readonly events: SerialLinkEvents,
  ) {}

  /** Opens the port; bytes flow (and a loss is reported) once `start()` is called. */
  static async open(binding: SerialBinding, path: string, baudRate: number, events: SerialLinkEvents): Promise<SerialLink> {
    const port = await binding.open({ path, baudRate });
    return new SerialLink(path, port, events);
  }

  start(): void {
    this.readLoop ??= this.read();
  }

  get isOpen(): boolean {
    return !this.closing && !this.lostReported && this.port.isOpen;
  }

  /** Writes are queued: the bindings refuse overlapping writes. */
  write(data: Buffer): Promise<void> {
    const next = this.writing.then(async () => {
      if (!this.isOpen) throw new Error(`${this.path} is not open`);
      try {
        await this.port.write(data);
      } catch (error) {
        this.fail(error as Error);
        throw error;
      }
    });
    this.writing = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      if (this.port.isOpen) await this.port.close();
    } catch {
      // already gone: nothing left to release
    }
    await this.readLoop;
  }

  private async read(): Promise<void> {
    const buffer = Buffer.alloc(READ_SIZE);
    while (!this.closing) {
      try {
        const { bytesRead } = await this.port.read(buffer, 0, READ_SIZE);
        if (this.closing) return;
        if (bytesRead > 0) this.events.data(Buffer.from(buffer.subarray(0, bytesRead)));
      } catch (error) {
        if (!this.closing) this.fail(error as Error);
        return;
      }
    }
  }

  private fail(error: Error): void {
    if (this.closing || this.lostReported) return;
    this.lostReported = true;
    this.events.lost(error);
    // Release the handle; a vanished device may refuse even this.
    this.port.close().catch(() => undefined);
  }
}
