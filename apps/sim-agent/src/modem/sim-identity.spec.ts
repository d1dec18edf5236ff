import { ModemFamilyName } from '@simrelay/contracts';
import { OPERATORS, simFor } from '@simrelay/modem-emulator';
import { LogEvent } from '../log-events';
import { ModemLine, modemLinePerTest } from '../testing/modem-line';
import { SimIdentity } from './sim-identity';
import { UssdRunner } from './ussd-runner';

describe('SimIdentity on an emulated modem', () => {
  const openLine = modemLinePerTest();

  function identityOn(line: ModemLine, settings: { families?: Map<string, ModemFamilyName>; ownNumberUssd?: Map<string, string> } = {}) {
    const changes: Array<[string | null, string | null]> = [];
    const ussd = new UssdRunner({ commands: line.commands, clock: line.clock, timeoutMs: 30_000, log: line.log, iccid: () => null });
    line.unsolicited = (urc) => {
      if (urc.type === 'cusd') ussd.answer(urc);
    };
    const identity = new SimIdentity({
      path: line.path,
      settings: { families: settings.families ?? new Map(), ownNumberUssd: settings.ownNumberUssd ?? new Map() },
      commands: line.commands,
      ussd,
      status: line.status,
      log: line.log,
      changed: (iccid, previous) => changes.push([iccid, previous]),
    });
    return { identity, changes };
  }

  /** What setup reads, in its order (the errors numbered, as setup asks for). */
  async function identify(line: ModemLine, identity: SimIdentity): Promise<string | null> {
    await line.commands.run('AT+CMEE=1');
    await identity.readModem();
    const iccid = await identity.readSim();
    if (!iccid) return null;
    await identity.readOperator();
    await identity.readOwnNumber();
    return iccid;
  }

  it.each<ModemFamilyName>(['generic', 'quectel', 'simcom', 'huawei', 'sierra'])('identifies a %s modem and its SIM', async (family) => {
    const line = await openLine({ modems: [{ family }] });
    const { identity, changes } = identityOn(line);
    const sim = line.modem.sim;
    expect(await identify(line, identity)).toBe(sim?.iccid);
    expect(identity.view()).toEqual({
      family,
      manufacturer: expect.any(String),
      model: expect.any(String),
      iccid: sim?.iccid,
      imsi: sim?.imsi,
      number: sim?.number,
      operatorName: sim?.operatorName,
      mccMnc: sim?.mccMnc,
    });
    expect(changes).toEqual([[sim?.iccid, null]]);
    // Its own family's ICCID command is asked first.
    const asked = line.modem.commandLog().filter((command) => /ICCID|CCID|CRSM/.test(command));
    expect(asked[0]).toBe({ generic: 'AT+CCID', quectel: 'AT+QCCID', simcom: 'AT+CICCID', huawei: 'AT^ICCID?', sierra: 'AT!ICCID?' }[family]);
  });

  it('takes the family from the configuration over what the modem says', async () => {
    const line = await openLine({ modems: [{ family: 'quectel' }] });
    const { identity } = identityOn(line, { families: new Map([[line.path, 'huawei']]) });
    await identity.readModem();
    expect(identity.view().family).toBe('huawei');
    expect(await identity.readSim()).toBe(line.modem.sim?.iccid);
  });

  it('reports a modem without SIM, and one whose ICCID it cannot read', async () => {
    const line = await openLine({ modems: [{ sim: null }, {}] });
    const { identity, changes } = identityOn(line);
    expect(await identify(line, identity)).toBeNull();
    expect(line.status.lastError).toBe('no SIM');

    await line.attach(line.rack.modems[1]);
    line.modem.failNext(/CCID|ICCID|CRSM/, { plain: true }, 10);
    expect(await identify(line, identity)).toBeNull();
    expect(line.status.lastError).toBe('ICCID unreadable');
    expect(line.logged(LogEvent.modemNoSim).map((record) => record.reason)).toEqual(['no SIM', 'ICCID unreadable']);
    expect(changes).toEqual([]);
  });

  it('tells when another SIM (or none) is found on the port, and forgets what it knew of the old one', async () => {
    const line = await openLine({ modems: [{}, { sim: simFor(OPERATORS[1], 'other'), numberInCnum: false }, { sim: null }] });
    const [first, second, empty] = line.rack.modems;
    const { identity, changes } = identityOn(line);
    await identify(line, identity);
    await identify(line, identity); // the same SIM again: nothing changed
    await line.attach(second);
    await identify(line, identity);
    expect(identity.view()).toMatchObject({ iccid: second.sim?.iccid, imsi: second.sim?.imsi, number: null, operatorName: 'Telekom.de' });
    await line.attach(empty);
    await identify(line, identity);
    expect(identity.view()).toMatchObject({ iccid: null, imsi: null, number: null });
    expect(changes).toEqual([
      [first.sim?.iccid, null],
      [second.sim?.iccid, first.sim?.iccid],
      [null, second.sim?.iccid],
    ]);
    expect(line.logged(LogEvent.simChanged)).toEqual([expect.objectContaining({ from: first.sim?.iccid, to: second.sim?.iccid })]);
  });

  it("asks the carrier's USSD code for the number when AT+CNUM has none", async () => {
    const line = await openLine({ modems: [{ numberInCnum: false }, { numberInCnum: false, ussd: () => 'Welcome to Vodafone' }, { numberInCnum: false }] });
    const [byUssd, noNumber, unconfigured] = line.rack.modems;
    const { identity } = identityOn(line, { ownNumberUssd: new Map([['23415', '*#100#']]) });
    await identify(line, identity);
    expect(identity.number).toBe(byUssd.sim?.number);

    await line.attach(noNumber);
    await identify(line, identity);
    expect(identity.number).toBeNull();
    expect(line.logged(LogEvent.ownNumberUnknown)).toEqual([expect.objectContaining({ code: '*#100#', answer: 'Welcome to Vodafone', level: 40 })]);

    const { identity: without } = identityOn(line);
    await line.attach(unconfigured);
    await identify(line, without);
    expect(without.number).toBeNull();
    expect(line.logged(LogEvent.ownNumberUnknown)[1]).toMatchObject({ source: 'AT+CNUM', mccMnc: '23415', level: 30 });
  });
});
