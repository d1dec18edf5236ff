import { RunningProcess, startProcess } from './processes';

interface ProcessSpec {
  entry: string;
  env: Record<string, string>;
  args: string[];
}

/**
 * The processes of one system by name, each remembered with how it was started, so a test can
 * kill one (SIGKILL, as a crash) and start it again exactly as before.
 */
export class ProcessSet {
  /** Running processes in start order; a restarted one takes its predecessor's place. */
  readonly running: RunningProcess[] = [];
  private readonly specs = new Map<string, ProcessSpec>();

  constructor(private readonly logDir?: string) {}

  start(name: string, entry: string, env: Record<string, string>, args: string[] = []): RunningProcess {
    this.specs.set(name, { entry, env, args });
    const started = startProcess(name, entry, env, args, this.logDir);
    this.running.push(started);
    return started;
  }

  get(name: string): RunningProcess {
    const found = this.running.find((p) => p.name === name);
    if (!found) throw new Error(`no process named ${name}`);
    return found;
  }

  names(): string[] {
    return this.running.map((p) => p.name);
  }

  /** Ends the process at once, as a crash or the OOM killer would; resolves once it is gone. */
  async kill(name: string): Promise<void> {
    const target = this.get(name);
    if (target.child.exitCode === null && target.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => target.child.once('exit', () => resolve()));
      // Its whole process group: what it started dies with it.
      if (target.child.pid) process.kill(-target.child.pid, 'SIGKILL');
      await exited;
    }
    await target.stop();
  }

  /** Starts the process again as it was first started (same name, entry, environment, log). */
  restart(name: string): RunningProcess {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`no process named ${name}`);
    const index = this.running.findIndex((p) => p.name === name);
    const started = startProcess(name, spec.entry, spec.env, spec.args, this.logDir);
    this.running.splice(index, 1, started);
    return started;
  }

  stopAll(): Promise<void[]> {
    return Promise.all(this.running.map((p) => p.stop()));
  }
}
