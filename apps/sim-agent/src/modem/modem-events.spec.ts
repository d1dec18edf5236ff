import { ModemEventBus } from './modem-events';

describe('ModemEventBus', () => {
  const lost = { port: '/dev/ttyEMU0', error: new Error('unplugged') };

  it('calls every listener at once, in order, and resolves when what they returned has', async () => {
    const bus = new ModemEventBus();
    const calls: string[] = [];
    let finishWrite!: () => void;
    bus.on('portLost', () => {
      calls.push('first');
      return new Promise<void>((resolve) => (finishWrite = resolve));
    });
    bus.on('portLost', () => void calls.push('second'));
    let done = false;
    const emitted = bus.emit('portLost', lost).then(() => (done = true));
    expect(calls).toEqual(['first', 'second']);
    await Promise.resolve();
    expect(done).toBe(false);
    finishWrite();
    await emitted;
    expect(done).toBe(true);
  });

  it('rejects when a listener fails, and forgets a listener taken off', async () => {
    const bus = new ModemEventBus();
    const off = bus.on('portLost', () => Promise.reject(new Error('disk full')));
    await expect(bus.emit('portLost', lost)).rejects.toThrow('disk full');
    off();
    await expect(bus.emit('portLost', lost)).resolves.toBeUndefined();
  });
});
