import { EmulatedModem } from '../emulated-modem';
import type { EmulatedModemOptions } from '../emulated-modem-options';
import { EmulatedRack } from '../emulated-rack';
import { AtPort } from './at-port';

/** One modem in a rack with a host port open on it through the rack's mock binding. */
export interface ModemBench {
  rack: EmulatedRack;
  modem: EmulatedModem;
  port: AtPort;
  /** Opens another host port on the modem (after the first was closed). */
  open(): Promise<AtPort>;
}

/**
 * One turn of the event loop: the modem handles host bytes on setImmediate, so after this every
 * byte written before has been answered or dropped. For asserting that nothing was answered.
 */
export const afterModemTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Benches made through the returned function are closed after each test. */
export function benchPerTest(): (options?: Partial<EmulatedModemOptions>) => Promise<ModemBench> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async (options = {}) => {
    const modem = new EmulatedModem({ id: 'modem-1', ...options });
    const rack = new EmulatedRack([modem]);
    const ports: AtPort[] = [];
    const open = async (): Promise<AtPort> => {
      const port = await AtPort.open(modem.path, rack.binding);
      ports.push(port);
      return port;
    };
    cleanups.push(async () => {
      for (const port of ports) await port.close();
      rack.close();
    });
    return { rack, modem, port: await open(), open };
  };
}
