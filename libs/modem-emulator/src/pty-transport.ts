import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EmulatedModem } from './emulated-modem';
import { PTY_BRIDGE_SCRIPT } from './pty-bridge-script';

export interface PtyOptions {
  /** The python interpreter, default 'python3'. */
  python?: string;
  /** A symlink kept pointing at the current pty, so the path survives disconnect/reconnect. */
  link?: string;
}

export interface ServedPty {
  /** /dev/pts/N now; a new one after each disconnect/reconnect ('' while disconnected). */
  readonly path: string;
  close(): Promise<void>;
}

export class PythonMissingError extends Error {
  constructor(python: string, cause: unknown) {
    super(
      `serveOnPty needs ${python} on PATH: Node cannot open a pseudo-terminal, python's pty module does. ` +
        `Install python3 or serve the modem with serveOnTcp (${cause instanceof Error ? cause.message : String(cause)})`,
    );
    this.name = 'PythonMissingError';
  }
}

/** Cuts the bridge's stdout into [type, payload] frames (see PTY_BRIDGE_SCRIPT). */
class FrameReader {
  private buffered = Buffer.alloc(0);

  push(data: Buffer): Array<[string, Buffer]> {
    this.buffered = Buffer.concat([this.buffered, data]);
    const frames: Array<[string, Buffer]> = [];
    while (this.buffered.length >= 5) {
      const length = this.buffered.readUInt32BE(1);
      if (this.buffered.length < 5 + length) break;
      frames.push([String.fromCharCode(this.buffered[0]), this.buffered.subarray(5, 5 + length)]);
      this.buffered = this.buffered.subarray(5 + length);
    }
    return frames;
  }
}

/** One python bridge process and the pty it holds. */
class PtyBridge {
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly path: string,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  }

  static start(modem: EmulatedModem, python: string): Promise<PtyBridge> {
    const child = spawn(python, ['-c', PTY_BRIDGE_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const reader = new FrameReader();
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString('utf8')));
    // Writes racing the bridge's exit fail with EPIPE: nothing is listening any more anyway.
    child.stdin.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      let bridge: PtyBridge | null = null;
      child.once('error', (error) => reject(new PythonMissingError(python, error)));
      child.once('exit', (code) => {
        if (!bridge) reject(new Error(`the pty bridge exited (${code}) before opening a pty: ${stderr.trim()}`));
      });
      child.stdout.on('data', (data: Buffer) => {
        for (const [kind, payload] of reader.push(data)) {
          if (kind === 'P' && !bridge) {
            bridge = new PtyBridge(child, payload.toString('utf8'));
            resolve(bridge);
          } else if (kind === 'O') {
            modem.portOpened();
          } else if (kind === 'C') {
            modem.portClosed();
          } else if (kind === 'D') {
            modem.write(payload);
          }
        }
      });
    });
  }

  send(data: Buffer): void {
    if (this.child.stdin.writable) this.child.stdin.write(data);
  }

  /** Closing the master makes the host's reads fail: the device is gone. */
  async stop(): Promise<void> {
    this.child.stdin.end();
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

async function pointLink(link: string, target: string): Promise<void> {
  await mkdir(dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(target, temporary);
  await rename(temporary, link);
}

/**
 * Serves the modem on a pseudo-terminal that a real serialport (bindings-cpp) opens like a USB
 * modem's tty. Needs python3 (see PTY_BRIDGE_SCRIPT). disconnect() closes the pty; reconnect()
 * opens a new one, at a new /dev/pts path (keep `link` for a stable one).
 */
export async function serveOnPty(modem: EmulatedModem, o: PtyOptions = {}): Promise<ServedPty> {
  const python = o.python ?? 'python3';
  let bridge: PtyBridge | null = null;
  let removeEndpoint: (() => void) | null = null;
  /** Starts and stops run one after another: a reconnect right after a disconnect waits for the old bridge. */
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const start = async (): Promise<void> => {
    if (closed || bridge || !modem.connected) return;
    const started = await PtyBridge.start(modem, python);
    bridge = started;
    if (o.link) await pointLink(o.link, started.path);
    removeEndpoint = modem.addEndpoint(started.path);
  };
  const stop = async (): Promise<void> => {
    const current = bridge;
    bridge = null;
    removeEndpoint?.();
    removeEndpoint = null;
    if (o.link) await rm(o.link, { force: true });
    await current?.stop();
  };
  const run = (step: () => Promise<void>): Promise<void> => (queue = queue.then(step, step));

  const onData = (data: Buffer): void => bridge?.send(data);
  const onDisconnect = (): void => void run(stop).catch(() => undefined);
  const onReconnect = (): void => void run(start).catch((error: unknown) => modem.emit('transport-error', error));
  modem.on('data', onData);
  modem.on('disconnect', onDisconnect);
  modem.on('reconnect', onReconnect);
  try {
    await run(start);
  } catch (error) {
    modem.off('data', onData);
    modem.off('disconnect', onDisconnect);
    modem.off('reconnect', onReconnect);
    throw error;
  }

  return {
    get path() {
      return bridge?.path ?? '';
    },
    async close() {
      if (closed) return;
      closed = true;
      modem.off('data', onData);
      modem.off('disconnect', onDisconnect);
      modem.off('reconnect', onReconnect);
      await run(stop);
    },
  };
}
