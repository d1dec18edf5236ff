import { once } from 'node:events';
import { parseCnum, parseCops, parseCreg, parseCsq, parseFinalResult, parseIccid, parseImsi, parseUnsolicited } from '@simrelay/gsm';
import { MODEM_FAMILIES, type ModemFamily } from './modem-family';
import { OPERATORS, simFor } from './operators';
import { hasValidLuhn } from './sim-card';
import { afterModemTurn, benchPerTest } from './testing/modem-bench';

const sim = simFor(OPERATORS[1], 'init-test');

/** How each family reads the ICCID, as the contract lists them. */
const ICCID_COMMANDS: Record<ModemFamily, string[]> = {
  generic: ['AT+CRSM=176,12258,0,0,10', 'AT+CCID'],
  quectel: ['AT+QCCID'],
  simcom: ['AT+CCID', 'AT+CICCID'],
  huawei: ['AT^ICCID?'],
  sierra: ['AT!ICCID?'],
};
const ALL_ICCID_COMMANDS = ['AT+CCID', 'AT+QCCID', 'AT+CICCID', 'AT^ICCID?', 'AT!ICCID?'];

describe('an emulated modem answering an agent', () => {
  const bench = benchPerTest();

  it.each(MODEM_FAMILIES)('%s answers the init sequence in forms @simrelay/gsm parses', async (family) => {
    const { port } = await bench({ family, sim });
    expect(await port.ok('AT')).toEqual([]);
    expect(await port.ok('ATE0')).toEqual([]);
    await port.ok('AT+CMEE=1');
    await port.ok('AT+CMGF=0');
    await port.ok('AT+CNMI=2,1,0,2,0');
    expect(await port.ok('AT+CPMS="SM","SM","SM"')).toEqual(['+CPMS: 0,30,0,30,0,30']);
    await port.ok('AT+CLIP=1');
    await port.ok('AT+CREG=2');
    expect(parseCreg(await port.ok('AT+CREG?'))).toMatchObject({ status: 1, state: 'home', lac: expect.stringMatching(/^[0-9A-F]{4}$/u) });
    expect(parseCsq(await port.ok('AT+CSQ'))).toEqual({ rssi: 20, ber: 99, dbm: -73 });
    await port.ok('AT+COPS=3,0');
    expect(parseCops(await port.ok('AT+COPS?'))).toMatchObject({ mode: 0, format: 0, operator: 'Telekom.de' });
    await port.ok('AT+COPS=3,2');
    expect(parseCops(await port.ok('AT+COPS?'))).toMatchObject({ operator: '26201' });
    expect(parseImsi(await port.ok('AT+CIMI'))).toBe(sim.imsi);
    expect(parseCnum(await port.ok('AT+CNUM'))).toBe(sim.number);
    for (const command of ICCID_COMMANDS[family]) expect(parseIccid(await port.ok(command))).toBe(sim.iccid);
  });

  it.each(MODEM_FAMILIES)("%s answers ERROR to other vendors' ICCID commands, AT+CRSM everywhere", async (family) => {
    const { port } = await bench({ family, sim });
    for (const command of ALL_ICCID_COMMANDS.filter((c) => !ICCID_COMMANDS[family].includes(c))) {
      expect(await port.command(command)).toEqual({ lines: [], final: 'ERROR' });
    }
    expect(await port.ok('AT+CRSM=176,12258,0,0,10')).toEqual([`+CRSM: 144,0,"${swap(sim.iccid)}"`]);
    expect(await port.ok('AT+CRSM=178,28480,1,4,32')).toEqual(['+CRSM: 106,130']);
  });

  it('prints ICCIDs in the vendor forms', async () => {
    const iccid = '8944100030123456789';
    const forms: Array<[ModemFamily, string, string]> = [
      ['generic', 'AT+CCID', `+CCID: ${iccid}`],
      ['quectel', 'AT+QCCID', `+QCCID: ${iccid}`],
      ['simcom', 'AT+CCID', iccid],
      ['simcom', 'AT+CICCID', `+ICCID: ${iccid}`],
      ['huawei', 'AT^ICCID?', '^ICCID: 984401000321436587F9'],
      ['sierra', 'AT!ICCID?', `ICCID: ${iccid}`],
    ];
    for (const [family, command, line] of forms) {
      const { port } = await bench({ family, sim: { ...sim, iccid } });
      expect(await port.ok(command)).toEqual([line]);
    }
  });

  it('echoes commands by default, as real modems do, until ATE0; lines end in CRLF', async () => {
    const { port } = await bench();
    await port.ok('AT');
    await port.ok('ATE0');
    await port.ok('AT');
    expect(port.raw).toBe('AT\r\r\nOK\r\nATE0\r\r\nOK\r\n\r\nOK\r\n');
  });

  it('identifies itself per family, with a valid IMEI', async () => {
    const { port } = await bench({ family: 'quectel' });
    expect(await port.ok('ATI')).toEqual(['Quectel', 'EC25', 'Revision: EC25EFAR06A06M4G']);
    expect(await port.ok('AT+CGMI')).toEqual(['Quectel']);
    expect(await port.ok('AT+CGMM')).toEqual(['EC25']);
    expect(await port.ok('AT+CGMR')).toEqual(['EC25EFAR06A06M4G']);
    const [imei] = await port.ok('AT+CGSN');
    expect(imei).toMatch(/^86695503\d{7}$/u);
    expect(hasValidLuhn(imei)).toBe(true);
    const huawei = await bench({ id: 'modem-2', family: 'huawei' });
    expect(await huawei.port.ok('ATI')).toEqual(expect.arrayContaining(['Manufacturer: huawei', `IMEI: ${huawei.modem.imei}`]));
  });

  it('reports errors by AT+CMEE: plain, numeric, verbose', async () => {
    const { port } = await bench({ sim: null });
    const answers = async () => [(await port.command('AT+FOO')).final, (await port.command('AT+CIMI')).final, (await port.command('AT+CMGR=1')).final];
    expect(await answers()).toEqual(['ERROR', 'ERROR', 'ERROR']);
    await port.ok('AT+CMEE=1');
    expect(await port.ok('AT+CMEE?')).toEqual(['+CMEE: 1']);
    expect(await answers()).toEqual(['+CME ERROR: 100', '+CME ERROR: 10', '+CMS ERROR: 310']);
    await port.ok('AT+CMEE=2');
    const verbose = await answers();
    expect(verbose).toEqual(['+CME ERROR: unknown', '+CME ERROR: SIM not inserted', '+CMS ERROR: (U)SIM not inserted']);
    expect(verbose.map((line) => parseFinalResult(line)?.code)).toEqual([100, 10, 310]);
    expect(await port.ok('AT+CMEE=?')).toEqual(['+CMEE: (0-2)']);
  });

  it('runs chained commands in order and stops at the first error', async () => {
    const { port } = await bench();
    expect(await port.ok('AT+CMGF=0;+CNMI=2,1,0,2,0;+CMEE=1;+CMEE?')).toEqual(['+CMEE: 1']);
    expect(await port.command('AT+CMEE=2;+FOO;+CMEE=0')).toEqual({ lines: [], final: '+CME ERROR: unknown' });
    expect(await port.ok('AT+CMEE?')).toEqual(['+CMEE: 2']);
    expect(await port.ok('ATE0V1Q0')).toEqual([]);
  });

  it('ignores lines without AT and answers ERROR to what it cannot parse', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0');
    await port.write('hello\r');
    expect(await port.command('AT+CUSD=1,"*100#')).toEqual({ lines: [], final: 'ERROR' });
    expect(modem.commandLog()).toEqual(['ATE0', 'AT+CUSD=1,"*100#']);
    expect(port.raw).toBe('ATE0\r\r\nOK\r\n\r\nERROR\r\n');
  });

  it('restores factory settings on ATZ', async () => {
    const { port } = await bench();
    await port.ok('ATE0;+CMEE=2;+CLIP=1;+CREG=2;+CNMI=2,1,0,2,0');
    await port.ok('ATZ');
    const lines = await port.ok('AT+CMEE?;+CLIP?;+CREG?;+CNMI?');
    expect(lines).toEqual(['+CMEE: 0', '+CLIP: 0,1', '+CREG: 0,1', '+CNMI: 0,0,0,0,0']);
    // Echo is back on: the command line comes back before its answer.
    expect(port.raw.endsWith('AT+CMEE?;+CLIP?;+CREG?;+CNMI?\r\r\n+CMEE: 0\r\n+CLIP: 0,1\r\n+CREG: 0,1\r\n+CNMI: 0,0,0,0,0\r\n\r\nOK\r\n')).toBe(true);
  });

  it('reboots on AT+CFUN=1,1: OK, silent for rebootMs, then the boot lines and factory settings', async () => {
    const { port, modem } = await bench({ family: 'quectel', rebootMs: 300 });
    expect(await port.ok('AT+CFUN?')).toEqual(['+CFUN: 1']);
    await port.ok('ATE0');
    const ready = once(modem, 'ready');
    expect(await port.command('AT+CFUN=1,1')).toEqual({ lines: [], final: 'OK' });
    expect(modem.rebooting).toBe(true);
    await port.write('AT+CSQ\r');
    await afterModemTurn();
    // Still rebooting when the command arrived: it was lost, as on a real modem.
    expect(modem.rebooting).toBe(true);
    await ready;
    expect(await port.waitForLine('+QIND: SMS DONE')).toBe('+QIND: SMS DONE');
    expect(port.untaken()).toEqual(['RDY', '+CFUN: 1', '+CPIN: READY', '+QUSIM: 1']);
    expect(await port.ok('AT')).toEqual([]);
    expect(port.raw.endsWith('AT\r\r\nOK\r\n')).toBe(true);
    expect(port.raw).not.toContain('+CSQ');
  });

  it('turns the radio off and on with AT+CFUN, reporting +CREG URCs', async () => {
    const { port } = await bench();
    await port.ok('AT+CREG=1');
    await port.ok('AT+CFUN=0');
    expect(parseUnsolicited(await port.waitForLine(/^\+CREG:/u))).toEqual({ type: 'creg', status: 0 });
    expect(await port.ok('AT+CSQ')).toEqual(['+CSQ: 99,99']);
    expect(await port.ok('AT+COPS?')).toEqual(['+COPS: 0']);
    await port.ok('AT+CFUN=1');
    expect(parseUnsolicited(await port.waitForLine(/^\+CREG:/u))).toEqual({ type: 'creg', status: 1 });
    expect(await port.command('AT+CFUN=2')).toEqual({ lines: [], final: 'ERROR' });
  });

  it('reports a registration change with location under AT+CREG=2', async () => {
    const { port, modem } = await bench({ registration: 2 });
    await port.ok('AT+CREG=2');
    expect(parseCreg(await port.ok('AT+CREG?'))).toMatchObject({ status: 2, state: 'searching' });
    modem.setRegistration(5);
    const urc = parseUnsolicited(await port.waitForLine(/^\+CREG:/u));
    expect(urc).toMatchObject({ type: 'creg', status: 5, lac: expect.any(String), cellId: expect.any(String) });
    modem.setSignal(7);
    expect(parseCsq(await port.ok('AT+CSQ')).rssi).toBe(7);
  });

  it('leaves AT+CNUM empty when the number is not on the SIM', async () => {
    const { port } = await bench({ numberInCnum: false });
    expect(await port.ok('AT+CNUM')).toEqual([]);
    const noNumber = await bench({ id: 'modem-2', sim: { ...sim, number: null } });
    expect(parseCnum(await noNumber.port.ok('AT+CNUM'))).toBeNull();
  });

  it('answers without a SIM the way modems do', async () => {
    const { port } = await bench({ sim: null });
    await port.ok('AT+CMEE=1');
    expect((await port.command('AT+CPIN?')).final).toBe('+CME ERROR: 10');
    expect((await port.command('AT+CCID')).final).toBe('+CME ERROR: 10');
    expect(await port.ok('AT+CREG?')).toEqual(['+CREG: 0,0']);
    expect(await port.ok('AT+CSQ')).toEqual(['+CSQ: 20,99']);
  });

  it('keeps charset, SMSC and S registers as set', async () => {
    const { port } = await bench({ sim });
    expect(await port.ok('AT+CSCA?')).toEqual(['+CSCA: "+491710760000",145']);
    await port.ok('AT+CSCA="+491710760001",145');
    expect(await port.ok('AT+CSCA?')).toEqual(['+CSCA: "+491710760001",145']);
    await port.ok('AT+CSCS="UCS2"');
    expect(await port.ok('AT+CSCS?')).toEqual(['+CSCS: "UCS2"']);
    await port.ok('ATS0=2');
    expect(await port.ok('ATS0?')).toEqual(['002']);
    expect(await port.ok('AT+CPIN?')).toEqual(['+CPIN: READY']);
  });
});

function swap(iccid: string): string {
  const padded = iccid.padEnd(20, 'F');
  return padded.replace(/(.)(.)/gu, '$2$1');
}
