import { once } from 'node:events';
import { EmulatedModem } from './emulated-modem';
import { EmulatedRack } from './emulated-rack';
import { AtPort } from './testing/at-port';
import { afterModemTurn, benchPerTest } from './testing/modem-bench';

describe('faults of an emulated modem', () => {
  const bench = benchPerTest();

  it('fails the next matching commands with the error asked for, per AT+CMEE', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CMEE=1');
    modem.failNext('AT+CMGR', { cms: 500 }, 2);
    modem.failNext(/^AT\+CSQ$/u, { cme: 13 });
    modem.failNext('AT+CMGL=4', { plain: true });
    expect((await port.command('AT+CMGR=1')).final).toBe('+CMS ERROR: 500');
    expect((await port.command('AT+CMGR?')).final).toBe('+CMS ERROR: 500');
    expect((await port.command('AT+CMGR=1')).final).toBe('OK');
    expect((await port.command('AT+CMGL=0')).final).toBe('OK');
    expect((await port.command('AT+CMGL=4')).final).toBe('ERROR');
    await port.ok('AT+CMEE=2');
    expect((await port.command('AT+CSQ')).final).toBe('+CME ERROR: SIM failure');
    expect((await port.command('AT+CSQ')).final).toBe('OK');
  });

  it('matches a command name, not a longer one, with or without the AT', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CMEE=1');
    modem.failNext('+CMG', { cms: 500 });
    modem.failNext('AT', { cme: 3 });
    expect((await port.command('AT+CMGF=0')).final).toBe('OK');
    expect((await port.command('AT+CSQ')).final).toBe('OK');
    expect((await port.command('AT')).final).toBe('+CME ERROR: 3');
    expect(() => modem.failNext('AT', {})).toThrow(TypeError);
    expect(() => modem.failNext('AT', { cme: 1, cms: 2 })).toThrow(TypeError);
  });

  it('fails AT+CMGS after the PDU, where a network reports it', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CMEE=1');
    modem.failNext('AT+CMGS', { cms: 330 });
    expect((await port.command('AT+CMGS=18')).final).toBe('>');
    expect(await port.sendPdu('0011000C914477009001230000AA04D4E2940A')).toEqual({ lines: [], final: '+CMS ERROR: 330' });
    expect(modem.sentMessages()).toEqual([]);
  });

  it('stops answering when hung, and answers again after resume()', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CNMI=2,1,0,2,0');
    modem.hang();
    expect(modem.hung).toBe(true);
    await port.write('AT\r');
    await afterModemTurn();
    // An SMS waits in the network meanwhile: a hung modem takes nothing.
    expect(modem.receiveSms({ sender: 'Bank', text: 'code 1234' })).toEqual([]);
    modem.resume();
    expect(await port.waitForLine(/^\+CMTI:/u)).toBe('+CMTI: "SM",1');
    expect(await port.ok('AT+CSQ')).toEqual(['+CSQ: 20,99']);
    // Neither an echo nor an OK came for the AT sent while hung.
    expect(port.raw).toBe('ATE0;+CNMI=2,1,0,2,0\r\r\nOK\r\n\r\n+CMTI: "SM",1\r\n\r\n+CSQ: 20,99\r\n\r\nOK\r\n');
    expect(modem.commandLog()).toEqual(['ATE0;+CNMI=2,1,0,2,0', 'AT+CSQ']);
  });

  it('stays hung until the host closes and reopens the port', async () => {
    const { port, modem, open } = await bench();
    modem.hang();
    await port.write('AT\r');
    await afterModemTurn();
    await port.close();
    expect(modem.hung).toBe(true);
    const reopened = await open();
    expect(modem.hung).toBe(false);
    expect(await reopened.ok('AT')).toEqual([]);
    expect(port.raw).toBe('');
  });

  it('vanishes on disconnect(): the open port closes with a disconnect error, opening fails until reconnect()', async () => {
    const { port, modem, rack, open } = await bench();
    await port.ok('ATE0;+CMEE=1;+CNMI=2,1,0,2,0');
    modem.receiveSms({ sender: 'Bank', text: 'before' });
    const closed = port.closed();
    modem.disconnect();
    expect(await closed).toMatchObject({ disconnected: true });
    expect(modem.connected).toBe(false);
    expect(await rack.binding.list()).toEqual([]);
    expect((await AtPort.openError(modem.path, rack.binding)).message).toMatch(/No such file or directory/u);
    expect(modem.receiveSms({ sender: 'Bank', text: 'while away' })).toEqual([]);

    const ready = once(modem, 'ready');
    modem.reconnect();
    await ready;
    expect((await rack.binding.list()).map((p) => p.path)).toEqual([modem.path]);
    const again = await open();
    // It booted: echo is on again, AT+CMEE is back to 0, stored messages survived.
    expect(await again.command('AT+CMEE?')).toEqual({ lines: ['+CMEE: 0'], final: 'OK' });
    expect(again.raw.startsWith('AT+CMEE?\r')).toBe(true);
    expect(modem.storedMessages().map((m) => m.index)).toEqual([1, 2]);
  });

  it('makes reads of a port opened on the binding directly fail, as the agent uses it', async () => {
    const { port, modem, rack } = await bench({ id: 'direct' });
    await port.close();
    const raw = await rack.binding.open({ path: modem.path, baudRate: 115200 });
    await raw.write(Buffer.from('ATE0\r'));
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await raw.read(buffer, 0, 64);
    expect(buffer.subarray(0, bytesRead).toString()).toBe('ATE0\r\r\nOK\r\n');
    const pending = raw.read(buffer, 0, 64);
    modem.disconnect();
    await expect(pending).rejects.toMatchObject({ code: 'ENXIO', disconnect: true });
    await expect(pending).rejects.not.toHaveProperty('canceled');
    await expect(raw.write(Buffer.from('AT\r'))).rejects.toMatchObject({ code: 'ENXIO' });
    // Replugged while the host still holds the dead port: the new device opens all the same.
    modem.reconnect();
    const fresh = await rack.binding.open({ path: modem.path, baudRate: 115200 });
    await raw.close();
    expect(raw.isOpen).toBe(false);
    await fresh.close();
  });

  it('locks a port while it is open, like a real tty', async () => {
    const { modem, rack } = await bench();
    expect((await AtPort.openError(modem.path, rack.binding)).message).toMatch(/Cannot lock port/u);
    await expect(rack.binding.open({ path: '/dev/ttyEMU9', baudRate: 115200 })).rejects.toThrow(/No such file or directory/u);
  });
});

describe('racks', () => {
  const racks: EmulatedRack[] = [];
  const ports: AtPort[] = [];
  afterEach(async () => {
    for (const port of ports.splice(0)) await port.close();
    for (const rack of racks.splice(0)) rack.close();
  });

  it('give paths in order, find modems by id, path or number, and list connected ones with USB ids', async () => {
    const a = new EmulatedModem({ id: 'a', family: 'quectel', sim: { iccid: '8944100030123456789', imsi: '234150000000001', number: '+447700900001', operatorName: 'Vodafone UK', mccMnc: '23415' } });
    const b = new EmulatedModem({ id: 'b', family: 'huawei' });
    const rack = new EmulatedRack([a, b]);
    racks.push(rack);
    expect([a.path, b.path]).toEqual(['/dev/ttyEMU0', '/dev/ttyEMU1']);
    expect(rack.modem('b')).toBe(b);
    expect(rack.modem('/dev/ttyEMU0')).toBe(a);
    expect(rack.byNumber('+44 7700 900001')).toBe(a);
    expect(rack.byNumber('+447700900002')).toBeUndefined();
    expect(() => rack.modem('c')).toThrow(/no modem c/u);
    b.disconnect();
    expect(await rack.binding.list()).toEqual([
      expect.objectContaining({ path: '/dev/ttyEMU0', manufacturer: 'Quectel', vendorId: '2c7c', productId: '0125', serialNumber: a.imei }),
    ]);
    expect(() => new EmulatedRack([new EmulatedModem({ id: 'x' }), new EmulatedModem({ id: 'x' })])).toThrow(/share the id/u);
  });

  it('never mix up two racks that use the same paths', async () => {
    const first = new EmulatedRack([new EmulatedModem({ id: 'one', family: 'quectel' })]);
    const second = new EmulatedRack([new EmulatedModem({ id: 'two', family: 'simcom' })]);
    const prefixed = new EmulatedRack([new EmulatedModem({ id: 'three' })], { pathPrefix: '/dev/ttyRACKB' });
    racks.push(first, second, prefixed);
    const p1 = await AtPort.open('/dev/ttyEMU0', first.binding);
    const p2 = await AtPort.open('/dev/ttyEMU0', second.binding);
    const p3 = await AtPort.open('/dev/ttyRACKB0', prefixed.binding);
    ports.push(p1, p2, p3);
    expect(await p1.ok('AT+CGMI')).toEqual(['Quectel']);
    expect(await p2.ok('AT+CGMI')).toEqual(['SIMCOM_Ltd']);
    expect(await p3.ok('AT+CGMI')).toEqual(['GENERIC']);
  });
});
