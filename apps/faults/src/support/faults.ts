import { OwnServer, waitFor } from '@simrelay/testing';
import type { RunningProcess, System } from '@simrelay/testing/system';
import { OutageLog } from './outages';
import { SeededRandom } from './seeded-random';
import { Triggers } from './triggers';

export interface FaultTargets {
  system: System;
  servers: { postgres: OwnServer; redis: OwnServer; nats: OwnServer };
  outages: OutageLog;
  triggers: Triggers;
  random: SeededRandom;
  log: (line: string) => void;
}

interface Fault {
  name: string;
  inject: () => Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A restarted process is back once it says so (NestJS microservices, the gateway, the agent). */
const READY = /successfully started|webhooks started|gateway listening|agent started/;

/**
 * Each kind of fault, injected in turn at seeded random moments while the load runs: every
 * service killed (SIGKILL) in the middle of its work and started again, NATS, PostgreSQL and
 * Redis taken away for seconds, the agent killed, a modem hung.
 */
export class FaultInjector {
  readonly injected = new Map<string, number>();

  constructor(private readonly t: FaultTargets) {}

  private faults(): Fault[] {
    const kill = (service: string, during: string, moment: string): Fault => ({
      name: `SIGKILL ${service} during ${during}`,
      inject: async () => {
        const name = this.t.system.set.names().includes(service) ? service : `${service}-${this.t.random.int(1, 2)}`;
        await this.t.triggers.next(moment);
        await this.downFor(`${name} killed`, this.t.random.int(500, 3000), () => this.t.system.set.kill(name), () => this.restarted(name));
      },
    });
    const server = (label: string, target: OwnServer, minMs: number, maxMs: number): Fault => ({
      name: `${label} unavailable`,
      inject: () => this.downFor(`${label} down`, this.t.random.int(minMs, maxMs), () => target.stop(), () => target.start()),
    });
    return [
      kill('billing', 'holds', 'buy'),
      kill('activations', 'routing', 'sms'),
      kill('rentals', 'extension', 'extend'),
      kill('webhooks', 'delivery', 'webhook'),
      kill('gateway', 'purchases', 'buy'),
      kill('identity', 'sessions', 'balance'),
      kill('catalog', 'purchases', 'buy'),
      server('NATS', this.t.servers.nats, 2000, 6000),
      server('PostgreSQL', this.t.servers.postgres, 2000, 8000),
      server('Redis', this.t.servers.redis, 2000, 6000),
      {
        name: 'agent killed',
        inject: () => this.downFor('agent killed', this.t.random.int(1000, 4000), () => this.t.system.set.kill('sim-agent'), () => this.restarted('sim-agent')),
      },
      {
        name: 'modem hung',
        inject: async () => {
          const rack = this.rack();
          const modem = this.t.random.pick(rack.modems).id;
          await this.downFor(`modem ${modem} hung`, this.t.random.int(3000, 10_000), () => rack.hang(modem), () => rack.resume(modem));
        },
      },
    ];
  }

  /** Injects faults, one at a time in shuffled rounds with seeded pauses between, until `stopped`. */
  async run(stopped: () => boolean): Promise<void> {
    const all = this.faults();
    while (!stopped()) {
      const round = [...all];
      for (let i = round.length - 1; i > 0; i--) {
        const j = this.t.random.int(0, i);
        [round[i], round[j]] = [round[j], round[i]];
      }
      for (const fault of round) {
        await pause(this.t.random.int(500, 2500));
        if (stopped()) return;
        this.t.log(`fault: ${fault.name}`);
        await fault.inject();
        this.injected.set(fault.name, (this.injected.get(fault.name) ?? 0) + 1);
      }
    }
  }

  private rack() {
    if (!this.t.system.rack) throw new Error('the fault suite needs the rack');
    return this.t.system.rack;
  }

  private async downFor(what: string, ms: number, take: () => Promise<unknown>, bringBack: () => Promise<unknown>): Promise<void> {
    const outage = this.t.outages.begin(what);
    try {
      await take();
      await pause(ms);
    } finally {
      await bringBack();
      this.t.outages.end(outage);
    }
  }

  /** Starts the killed process again and waits until it is serving. */
  private async restarted(name: string): Promise<void> {
    const started: RunningProcess = this.t.system.set.restart(name);
    if (name.startsWith('gateway')) {
      const index = Number(name.split('-')[1] ?? '1') - 1;
      const url = this.t.system.gatewayUrls[index];
      await waitFor(async () => ((await fetch(`${url}/health`).catch(() => undefined))?.ok ? true : undefined), `${name} to serve again`, 120_000, 200);
      return;
    }
    await waitFor(async () => {
      if (started.child.exitCode !== null) throw new Error(`${name} exited on restart:\n${started.output()}`);
      return READY.test(started.output()) ? true : undefined;
    }, `${name} to start again`, 120_000, 200);
  }
}
