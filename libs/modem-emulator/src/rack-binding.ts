import { MockPortBinding, type MockBindingInterface, type MockPortInternal } from '@serialport/binding-mock';
import type { EmulatedModem } from './emulated-modem';
import { FAMILY_PROFILES } from './modem-family';

/**
 * serialport's BindingInterface (ports are binding-mock's MockPortBinding), written through
 * binding-mock's own type because '@serialport/bindings-interface' is not a declared dependency.
 */
export type EmulatedBinding = Pick<MockBindingInterface, 'list' | 'open'>;
type OpenOptions = Parameters<MockBindingInterface['open']>[0];
type PortInfo = Awaited<ReturnType<MockBindingInterface['list']>>[number];

/** What bindings-cpp throws when a read or write finds the device gone (the stream then closes the port). */
function deviceGone(): Error {
  return Object.assign(new Error('ENXIO: no such device or address'), { code: 'ENXIO', disconnect: true });
}

const nextTick = (): Promise<void> => new Promise((resolve) => process.nextTick(resolve));

/**
 * One open port of an emulated modem: binding-mock's port, with writes going to the modem, the
 * modem's output arriving as data, and the errors of a vanished device once it is disconnected.
 */
class EmulatedPortBinding extends MockPortBinding {
  private lost: Error | null = null;
  private readonly pendingReads = new Set<(error: Error) => void>();
  private readonly detach: () => void;

  constructor(
    private readonly modem: EmulatedModem,
    port: MockPortInternal,
    openOptions: Required<OpenOptions>,
  ) {
    super(port, openOptions);
    const onData = (data: Buffer): void => {
      if (this.isOpen && !this.lost) this.emitData(data);
    };
    const onDisconnect = (): void => this.vanish();
    modem.on('data', onData);
    modem.on('disconnect', onDisconnect);
    this.detach = () => {
      modem.off('data', onData);
      modem.off('disconnect', onDisconnect);
    };
  }

  /** The device this port was opened on was unplugged; the host has not closed the port yet. */
  get vanished(): boolean {
    return this.lost !== null;
  }

  override read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }> {
    if (this.lost) return Promise.reject(this.lost);
    return new Promise((resolve, reject) => {
      this.pendingReads.add(reject);
      super
        .read(buffer, offset, length)
        .then(resolve, reject)
        .finally(() => this.pendingReads.delete(reject));
    });
  }

  override async write(buffer: Buffer): Promise<void> {
    if (this.lost) throw this.lost;
    await super.write(buffer);
    if (this.isOpen && !this.lost) this.modem.write(buffer);
  }

  override async close(): Promise<void> {
    this.detach();
    await super.close();
    if (!this.lost) this.modem.portClosed();
  }

  override async drain(): Promise<void> {
    if (this.lost) throw this.lost;
    return super.drain();
  }

  override async flush(): Promise<void> {
    if (this.lost) throw this.lost;
    return super.flush();
  }

  /** A pending read fails with a non-cancel error: serialport's stream treats that as a disconnect. */
  private vanish(): void {
    this.lost = deviceGone();
    for (const reject of this.pendingReads) reject(this.lost);
    this.pendingReads.clear();
  }
}

function portInfo(modem: EmulatedModem): PortInfo {
  const profile = FAMILY_PROFILES[modem.family];
  return {
    path: modem.path,
    manufacturer: profile.manufacturer,
    serialNumber: modem.imei,
    pnpId: `usb-${profile.manufacturer.replace(/\W+/gu, '_')}_${profile.model.replace(/\W+/gu, '_')}_${modem.id}-if02-port0`,
    locationId: undefined,
    vendorId: profile.vendorId,
    productId: profile.productId,
  };
}

/**
 * The rack's binding. Ports are binding-mock ports created here rather than in MockBinding's
 * module-wide registry, so racks (and test files) never share or collide on a path.
 */
export function createRackBinding(modems: readonly EmulatedModem[]): EmulatedBinding {
  const openPorts = new Map<EmulatedModem, EmulatedPortBinding>();
  return {
    async list() {
      return modems.filter((modem) => modem.connected).map(portInfo);
    },
    async open(options: OpenOptions) {
      if (!options || typeof options !== 'object' || Array.isArray(options)) throw new TypeError('"options" is not an object');
      if (!options.path) throw new TypeError('"path" is not a valid port');
      if (!options.baudRate) throw new TypeError('"baudRate" is not a valid baudRate');
      const openOptions: Required<OpenOptions> = {
        dataBits: 8,
        lock: true,
        stopBits: 1,
        parity: 'none',
        rtscts: false,
        xon: false,
        xoff: false,
        xany: false,
        hupcl: true,
        ...options,
      };
      await nextTick();
      const modem = modems.find((m) => m.path === options.path);
      if (!modem || !modem.connected) {
        throw Object.assign(new Error(`No such file or directory, cannot open ${options.path}`), { code: 'ENOENT' });
      }
      const current = openPorts.get(modem);
      // A port left open on a vanished device does not hold the lock: the replugged one is a new device.
      if (current?.isOpen && !current.vanished && (current.openOptions.lock || openOptions.lock)) {
        throw Object.assign(new Error('Resource temporarily unavailable Cannot lock port'), { code: 'EAGAIN' });
      }
      const port: MockPortInternal = { data: Buffer.alloc(0), echo: false, record: false, info: portInfo(modem), maxReadSize: 1024, openOpt: openOptions };
      const binding = new EmulatedPortBinding(modem, port, openOptions);
      openPorts.set(modem, binding);
      modem.portOpened();
      return binding;
    },
  };
}
