import { AgentStatusReport, ModemStatusView, validateMessage } from '@simrelay/contracts';
import { EmulatedModem, OPERATORS, simFor } from '@simrelay/modem-emulator';
import { waitFor } from '@simrelay/testing';
import { AgentTestBed } from './testing/agent-test-bed';

// Servers and emulated modems answer in milliseconds; this only bounds a hang.

const telekom = OPERATORS.find((o) => o.mccMnc === '26201');
if (!telekom) throw new Error('no Telekom.de in the emulator');

/** The heartbeat lists every port with its modem and SIM, identified the way each family wants. */
describe('status heartbeat', () => {
  let bed: AgentTestBed;
  let latest: AgentStatusReport;

  beforeAll(async () => {
    bed = await AgentTestBed.create([
      new EmulatedModem({ id: 'generic', family: 'generic' }),
      new EmulatedModem({ id: 'quectel', family: 'quectel', rssi: 10 }),
      new EmulatedModem({ id: 'simcom', family: 'simcom', registration: 5 }),
      new EmulatedModem({ id: 'huawei', family: 'huawei' }),
      new EmulatedModem({ id: 'sierra', family: 'sierra', rssi: 99 }),
      // Own number only through USSD, as many prepaid SIMs.
      new EmulatedModem({ id: 'ussd-number', family: 'quectel', sim: simFor(telekom, 'ussd-number'), numberInCnum: false }),
      new EmulatedModem({ id: 'empty', family: 'generic', sim: null }),
    ]);
    await bed.startReady({
      STATUS_INTERVAL_MS: '200',
      OWN_NUMBER_USSD: '26201=*#100#',
      // The configured family wins over detection (this Huawei would be found anyway).
      MODEM_FAMILIES: `${bed.rack.modem('huawei').path}=huawei`,
    });
    const beats = await waitFor(async () => {
      const found = await bed.statuses();
      const complete = found.filter((r) => r.data.modems.filter((m) => m.state === 'ready' || m.state === 'no-sim').length === 7);
      return complete.length >= 2 ? complete : undefined;
    }, 'two complete heartbeats');
    latest = await validateMessage(AgentStatusReport, beats.at(-1)?.data);
  });

  afterAll(() => bed.close());

  const view = (id: string): ModemStatusView => {
    const found = latest.modems.find((m) => m.port === bed.modem(id).path);
    if (!found) throw new Error(`${id} missing from the heartbeat`);
    return found;
  };

  it('comes on a fixed period with the agent and outbox state', async () => {
    const beats = await bed.statuses();
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(latest.agentId).toBe(bed.id);
    expect(latest.outbox).toEqual({ pending: 0, acked: 0, published: 0, publishFailures: 0 });
    expect(latest.modems.map((m) => m.port)).toEqual(bed.rack.modems.map((m) => m.path));
  });

  it.each([
    ['generic', 'AT+CCID'],
    ['quectel', 'AT+QCCID'],
    ['simcom', 'AT+CICCID'],
    ['huawei', 'AT^ICCID?'],
    ['sierra', 'AT!ICCID?'],
  ])('identifies a %s modem and its SIM, asking %s first', (family, iccidCommand) => {
    const modem = bed.modem(family);
    expect(modem.commandLog().find((line) => /ICCID|CCID|CRSM/i.test(line))).toBe(iccidCommand);
    const sim = modem.sim;
    expect(view(family)).toMatchObject({
      state: 'ready',
      family,
      iccid: sim?.iccid,
      imsi: sim?.imsi,
      number: sim?.number,
      operatorName: sim?.operatorName,
      mccMnc: sim?.mccMnc,
      lastError: null,
      slotsInFlight: 0,
      counts: { smsReceived: 0, smsDeleted: 0, calls: 0, timeouts: 0, resets: 0, reopens: 0 },
    });
    expect(view(family).manufacturer).toBeTruthy();
    expect(view(family).model).toBeTruthy();
  });

  it('reports signal and registration as the modem sees them', () => {
    expect(view('generic')).toMatchObject({ signal: { rssi: 20, dbm: -73 }, registration: { status: 1, state: 'home' } });
    expect(view('quectel').signal).toEqual({ rssi: 10, dbm: -93 });
    expect(view('sierra').signal).toEqual({ rssi: 99, dbm: null });
    expect(view('simcom').registration).toEqual({ status: 5, state: 'roaming' });
  });

  it("learns the own number through the carrier's USSD code when AT+CNUM has none", () => {
    const modem = bed.modem('ussd-number');
    expect(view('ussd-number')).toMatchObject({ state: 'ready', mccMnc: '26201', number: modem.sim?.number });
    expect(modem.commandLog()).toContain('AT+CUSD=1,"*#100#",15');
  });

  it('lists a modem without SIM as such', () => {
    expect(view('empty')).toMatchObject({ state: 'no-sim', iccid: null, imsi: null, number: null, lastError: 'no SIM' });
  });
});
