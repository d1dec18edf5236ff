import { ManualClock } from '../testing/manual-clock';
import { ModemUnavailableError } from './at-errors';
import { SessionStatus } from './session-status';

describe('SessionStatus', () => {
  const ready = () => {
    const status = new SessionStatus('/dev/ttyEMU0', new ManualClock());
    status.set('ready');
    return status;
  };

  it('settles once the modem has left ready and come back (or has no SIM)', async () => {
    const status = ready();
    let settled: string | null = null;
    const waiting = status.settled(60_000).then((state) => (settled = state));
    status.set('ready'); // not gone through a reset yet
    await Promise.resolve();
    expect(settled).toBeNull();
    status.set('resetting');
    status.set('initializing');
    status.set('no-sim');
    await waiting;
    expect(settled).toBe('no-sim');
  });

  it('rejects when the port is lost on the way, or after the time allowed', async () => {
    const status = ready();
    const lost = status.settled(60_000);
    status.set('resetting');
    status.set('lost');
    await expect(lost).rejects.toEqual(new ModemUnavailableError('/dev/ttyEMU0', 'lost'));

    const clock = new ManualClock();
    const slow = new SessionStatus('/dev/ttyEMU0', clock);
    slow.set('initializing');
    const waiting = slow.settled(1000).catch((error: unknown) => error);
    await clock.advance(1000);
    expect(await waiting).toEqual(new ModemUnavailableError('/dev/ttyEMU0', 'initializing'));
  });

  it('refuses what the state does not allow', () => {
    const status = ready();
    expect(() => status.require('ready')).not.toThrow();
    status.set('lost');
    expect(() => status.require('ready', 'no-sim')).toThrow(ModemUnavailableError);
  });
});
