import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, keepChild, waitFor } from '@simrelay/testing';
import { connect } from 'nats';

const CANDIDATES = [process.env['NATS_SERVER_BIN'], '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/** The nats-server binary, when this machine has one. */
export function natsServerBinary(): string | undefined {
  return CANDIDATES.find((path): path is string => !!path && existsSync(path));
}

/**
 * A NATS server of the test's own, with JetStream and the given authorization block: for
 * running the agent with production-like, restricted credentials. Stopped by its pid.
 */
export class NatsServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
  ) {}

  static async start(binary: string, authorization: string, probe: { user: string; pass: string }): Promise<NatsServerProcess> {
    const dir = mkdtempSync(join(tmpdir(), 'nats-server-'));
    const port = await freePort();
    const config = join(dir, 'nats.conf');
    writeFileSync(config, `listen: "127.0.0.1:${port}"\njetstream { store_dir: "${join(dir, 'js')}" }\nauthorization ${authorization}\n`);
    const child = keepChild(spawn(binary, ['-c', config], { stdio: 'ignore' }));
    const server = new NatsServerProcess(child, dir, `nats://127.0.0.1:${port}`);
    await waitFor(async () => {
      const nc = await connect({ servers: server.url, ...probe, reconnect: false });
      await nc.close();
      return true;
    }, 'the test NATS server to accept connections');
    return server;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
