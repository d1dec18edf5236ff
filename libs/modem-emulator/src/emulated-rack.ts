import type { EmulatedModem } from './emulated-modem';
import { createRackBinding, type EmulatedBinding } from './rack-binding';

export interface EmulatedRackOptions {
  /** Paths are `${pathPrefix}<n>`, default '/dev/ttyEMU'. */
  pathPrefix?: string;
}

/** '+44 7700 900-123' and '+447700900123' are the same number. */
function normalizeNumber(number: string): string {
  return number.replace(/[\s\-().]/gu, '').replace(/^00/u, '+');
}

/** Modems plugged into one host, reachable through `binding` at '/dev/ttyEMU0', '/dev/ttyEMU1', … */
export class EmulatedRack {
  readonly modems: EmulatedModem[];
  /** A serialport BindingInterface for `new SerialPortStream({ binding: rack.binding, path, baudRate })`; list() lists connected modems. */
  readonly binding: EmulatedBinding;

  constructor(modems: EmulatedModem[], o: EmulatedRackOptions = {}) {
    const ids = new Set<string>();
    for (const modem of modems) {
      if (ids.has(modem.id)) throw new Error(`two modems share the id ${modem.id}`);
      ids.add(modem.id);
    }
    this.modems = [...modems];
    const prefix = o.pathPrefix ?? '/dev/ttyEMU';
    this.modems.forEach((modem, n) => modem.assignPath(`${prefix}${n}`));
    this.binding = createRackBinding(this.modems);
  }

  /** By id or path; throws when the rack has no such modem. */
  modem(idOrPath: string): EmulatedModem {
    const modem = this.find(idOrPath);
    if (!modem) throw new Error(`no modem ${idOrPath} in the rack`);
    return modem;
  }

  find(idOrPath: string): EmulatedModem | undefined {
    return this.modems.find((m) => m.id === idOrPath || m.path === idOrPath || m.endpoints().includes(idOrPath));
  }

  /** The modem whose SIM has this number. */
  byNumber(number: string): EmulatedModem | undefined {
    const wanted = normalizeNumber(number);
    return this.modems.find((m) => m.sim?.number != null && normalizeNumber(m.sim.number) === wanted);
  }

  /** Stops every modem's timers. */
  close(): void {
    for (const modem of this.modems) modem.dispose();
  }
}
