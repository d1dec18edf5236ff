import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startControlServer } from './control-server';
import { EmulatedModem } from './emulated-modem';
import { EmulatedRack } from './emulated-rack';
import type { ModemFamily } from './modem-family';
import { OPERATORS, simFor } from './operators';
import { PythonMissingError, serveOnPty } from './pty-transport';
import { serveOnTcp } from './tcp-transport';

export interface DemoRackOptions {
  /** Modems, default 4. */
  count?: number;
  /** 'auto' (default): ptys when python3 is there, else TCP. */
  transport?: 'auto' | 'pty' | 'tcp';
  /** First TCP port (modem n gets tcpPort + n), default 7201; 0 picks free ports. */
  tcpPort?: number;
  /** Control server port, default 7100; 0 picks a free one. */
  controlPort?: number;
  host?: string;
  /** Keep a symlink per modem here (<dir>/<id>), stable across disconnect/reconnect. */
  linkDir?: string;
  /** Where to write the manifest (JSON); removed on close. */
  manifest?: string;
  /** Network delay of USSD answers, default 1000 ms as on a real network. */
  ussdDelayMs?: number;
}

export interface RackManifest {
  control: string;
  transport: 'pty' | 'tcp';
  modems: Array<{ id: string; path: string; number: string | null; family: ModemFamily; iccid: string | null; imsi: string | null; operator: string | null }>;
}

export interface DemoRack {
  rack: EmulatedRack;
  manifest: RackManifest;
  close(): Promise<void>;
}

/** Families in the order a mixed rack gets them: the common ones first. */
const DEMO_FAMILIES: readonly ModemFamily[] = ['quectel', 'simcom', 'huawei', 'generic', 'sierra'];

/** `count` modems of mixed families with SIMs of UK, German, French and Dutch operators, all numbers distinct. */
export function demoModems(count: number, o: { ussdDelayMs?: number } = {}): EmulatedModem[] {
  const numbers = new Set<string>();
  return Array.from({ length: count }, (_, n) => {
    const id = `modem-${n + 1}`;
    const operator = OPERATORS[n % OPERATORS.length];
    let sim = simFor(operator, id);
    for (let attempt = 1; sim.number && numbers.has(sim.number); attempt++) sim = simFor(operator, `${id}/${attempt}`);
    if (sim.number) numbers.add(sim.number);
    return new EmulatedModem({ id, family: DEMO_FAMILIES[n % DEMO_FAMILIES.length], sim, ussdDelayMs: o.ussdDelayMs ?? 1000 });
  });
}

/**
 * A rack for running the system on one machine: modems on ptys (or TCP ports), the control
 * server, and a manifest telling a launcher which path is which number.
 */
export async function startDemoRack(o: DemoRackOptions = {}): Promise<DemoRack> {
  const rack = new EmulatedRack(demoModems(o.count ?? 4, { ussdDelayMs: o.ussdDelayMs }));
  const closers: Array<() => Promise<void>> = [];
  const close = async (): Promise<void> => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne().catch(() => undefined);
    rack.close();
  };
  try {
    let transport: 'pty' | 'tcp' = o.transport === 'tcp' ? 'tcp' : 'pty';
    for (const [n, modem] of rack.modems.entries()) {
      if (transport === 'pty') {
        try {
          const served = await serveOnPty(modem, { link: o.linkDir ? join(o.linkDir, modem.id) : undefined });
          closers.push(() => served.close());
          continue;
        } catch (error) {
          if (!(error instanceof PythonMissingError) || o.transport === 'pty' || n > 0) throw error;
          transport = 'tcp';
        }
      }
      const base = o.tcpPort ?? 7201;
      const served = await serveOnTcp(modem, base === 0 ? 0 : base + n, o.host ?? '127.0.0.1');
      closers.push(() => served.close());
    }
    const control = await startControlServer(rack, { port: o.controlPort ?? 7100, host: o.host });
    closers.push(() => control.close());
    const manifest: RackManifest = {
      control: control.url,
      transport,
      modems: rack.modems.map((modem) => ({
        id: modem.id,
        path: (o.linkDir && transport === 'pty' ? join(o.linkDir, modem.id) : modem.endpoints()[0]) ?? modem.path,
        number: modem.sim?.number ?? null,
        family: modem.family,
        iccid: modem.sim?.iccid ?? null,
        imsi: modem.sim?.imsi ?? null,
        operator: modem.sim?.operatorName ?? null,
      })),
    };
    const manifestFile = o.manifest;
    if (manifestFile) {
      await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
      closers.unshift(() => rm(manifestFile, { force: true }));
    }
    return { rack, manifest, close };
  } catch (error) {
    await close();
    throw error;
  }
}
