import { modemLinePerTest } from '../testing/modem-line';
import { NetworkStatus } from './network-status';

describe('NetworkStatus on an emulated modem', () => {
  const openLine = modemLinePerTest();

  it('reads signal and registration', async () => {
    const line = await openLine({ modems: [{ rssi: 17, registration: 5 }] });
    const network = new NetworkStatus(line.commands);
    expect(network.view()).toEqual({ signal: null, registration: null });
    await network.refresh();
    expect(network.view()).toEqual({ signal: { rssi: 17, dbm: -79 }, registration: { status: 5, state: 'roaming' } });
  });

  it('follows +CREG indications once enabled', async () => {
    const line = await openLine();
    const network = new NetworkStatus(line.commands);
    line.unsolicited = (urc) => {
      if (urc.type === 'creg') network.registered(urc.status);
    };
    await network.enable();
    await network.refresh();
    expect(network.view().registration).toEqual({ status: 1, state: 'home' });

    line.modem.setRegistration(5);
    await line.commands.run('AT'); // the indication comes before this answer
    expect(network.view().registration).toEqual({ status: 5, state: 'roaming' });
  });

  it('keeps the last reading when the modem refuses to answer', async () => {
    const line = await openLine();
    const network = new NetworkStatus(line.commands);
    await network.refresh();
    line.modem.setSignal(5);
    line.modem.setRegistration(0);
    line.modem.failNext('AT+CSQ', { plain: true });
    line.modem.failNext('AT+CREG', { plain: true });
    await network.refresh();
    expect(network.view()).toEqual({ signal: { rssi: 20, dbm: -73 }, registration: { status: 1, state: 'home' } });
    await network.refresh();
    expect(network.view()).toEqual({ signal: { rssi: 5, dbm: -103 }, registration: { status: 0, state: 'not-registered' } });
  });
});
