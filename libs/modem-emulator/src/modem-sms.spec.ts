import {
  decodePdu,
  encodeSubmit,
  MultipartAssembler,
  needsPduLine,
  parseCmgl,
  parseCmgr,
  parseUnsolicited,
  type SmsDeliver,
} from '@simrelay/gsm';
import { OPERATORS, simFor } from './operators';
import { benchPerTest } from './testing/modem-bench';

/** A published SMS-DELIVER: "How are you?" from +31641600986 through SMSC +31624000000; 30 octets of TPDU. */
const HOW_ARE_YOU = '07911326040000F0040B911346610089F60000208062917314080CC8F71D14969741F977FD07';

const deliver = (pdu: string): SmsDeliver => decodePdu(pdu) as SmsDeliver;
const cmtiIndex = (line: string): number => {
  const urc = parseUnsolicited(line);
  if (urc.type !== 'cmti') throw new Error(`not +CMTI: ${line}`);
  return urc.index;
};

describe('SMS on an emulated modem', () => {
  const bench = benchPerTest();

  it('stores a raw PDU, announces it with +CMTI and lists, reads and deletes it', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CMGF=0;+CNMI=2,1,0,2,0');
    expect(modem.receivePdu(HOW_ARE_YOU)).toBe(1);
    expect(await port.waitForLine(/^\+CMTI:/u)).toBe('+CMTI: "SM",1');
    expect(await port.ok('AT+CMGL=4')).toEqual(['+CMGL: 1,0,,30', HOW_ARE_YOU]);
    // Listing marked it read.
    expect(parseCmgl(await port.ok('AT+CMGL=1'))).toEqual([{ index: 1, status: 1, length: 30, pdu: HOW_ARE_YOU }]);
    expect(await port.ok('AT+CMGL=0')).toEqual([]);
    expect(parseCmgr(await port.ok('AT+CMGR=1'))).toEqual({ status: 1, length: 30, pdu: HOW_ARE_YOU });
    expect(deliver(HOW_ARE_YOU).text).toBe('How are you?');
    expect(() => modem.receivePdu('00')).toThrow();
    expect(() => modem.receivePdu('0G')).toThrow(TypeError);
    await port.ok('AT+CMGD=1');
    expect(parseCmgr(await port.ok('AT+CMGR=1'))).toBeNull();
    expect(modem.storedMessages()).toEqual([]);
  });

  it('marks a message read when AT+CMGR reads it, and lists by status', async () => {
    const { port, modem } = await bench({ family: 'quectel' });
    await port.ok('ATE0');
    expect([modem.receivePdu(HOW_ARE_YOU), modem.receivePdu(HOW_ARE_YOU)]).toEqual([0, 1]);
    expect(await port.ok('AT+CMGR=1')).toEqual(['+CMGR: 0,,30', HOW_ARE_YOU]);
    expect(modem.storedMessages().map((m) => m.status)).toEqual([0, 1]);
    expect(parseCmgl(await port.ok('AT+CMGL=1')).map((m) => m.index)).toEqual([1]);
    expect(parseCmgl(await port.ok('AT+CMGL=0')).map((m) => m.index)).toEqual([0]);
    // Listing unread messages marks them read.
    expect(parseCmgl(await port.ok('AT+CMGL=1')).map((m) => m.index)).toEqual([0, 1]);
    expect(await port.ok('AT+CMGL=0')).toEqual([]);
    expect(await port.ok('AT+CMGL=?')).toEqual(['+CMGL: (0-4)']);
  });

  it('delivers a text SMS the gsm codec decodes back, with the SIM operator as SMSC', async () => {
    const { port, modem } = await bench({ family: 'simcom', sim: simFor(OPERATORS[0], 'sms') });
    await port.ok('ATE0;+CNMI=2,1,0,2,0');
    const [index] = modem.receiveSms({ sender: 'Telegram', text: 'Telegram code 12345', timestamp: '2026-03-14T15:09:26+01:00' });
    expect(cmtiIndex(await port.waitForLine(/^\+CMTI:/u))).toBe(index);
    const read = parseCmgr(await port.ok(`AT+CMGR=${index}`));
    expect(deliver(read?.pdu ?? '')).toMatchObject({
      sender: 'Telegram',
      senderType: 'alphanumeric',
      text: 'Telegram code 12345',
      timestamp: '2026-03-14T15:09:26+01:00',
      smsc: '+447785016005',
      encoding: 'gsm7',
    });
  });

  it('delivers non-GSM text as UCS2', async () => {
    const { port, modem } = await bench();
    const [index] = modem.receiveSms({ sender: '+79161234567', text: 'Код подтверждения: 4821 🔐' });
    const message = deliver(parseCmgr(await port.ok(`AT+CMGR=${index}`))?.pdu ?? '');
    expect(message).toMatchObject({ sender: '+79161234567', senderType: 'international', encoding: 'ucs2', text: 'Код подтверждения: 4821 🔐' });
  });

  it('delivers a long text in parts, out of order and with a duplicate, each with its own +CMTI', async () => {
    const { port, modem } = await bench({ family: 'huawei' });
    await port.ok('ATE0;+CNMI=2,1,0,2,0');
    const text = 'Your verification code is 482913. '.repeat(12).trim();
    const indexes = modem.receiveSms({ sender: 'Google', text, order: [3, 1, 2], duplicate: [2] });
    expect(indexes).toEqual([0, 1, 2, 3]);
    const announced = [];
    for (let i = 0; i < 4; i++) announced.push(cmtiIndex(await port.waitForLine(/^\+CMTI:/u)));
    expect(announced).toEqual(indexes);

    const listed = parseCmgl(await port.ok('AT+CMGL=4'));
    const parts = listed.map((m) => deliver(m.pdu));
    expect(parts.map((p) => p.concat?.seq)).toEqual([3, 1, 2, 2]);
    expect(new Set(parts.map((p) => p.concat?.ref)).size).toBe(1);
    expect(parts.every((p) => p.concat?.total === 3)).toBe(true);

    const assembler = new MultipartAssembler<number>({ timeoutMs: 60_000 });
    const assembled = listed.map((m, i) => assembler.add(parts[i], m.index)).filter((a) => a !== null);
    expect(assembled).toHaveLength(1);
    expect(assembled[0]).toMatchObject({ text, parts: 3, partial: false, sender: 'Google' });
  });

  it('leaves out parts missing from order, and refuses parts that do not exist', async () => {
    const { modem } = await bench();
    const text = 'x'.repeat(400);
    expect(modem.receiveSms({ sender: 'Bank', text, order: [1, 3] })).toEqual([1, 2]);
    expect(modem.storedMessages().map((m) => deliver(m.pdu).concat?.seq)).toEqual([1, 3]);
    expect(() => modem.receiveSms({ sender: 'Bank', text, order: [4] })).toThrow(RangeError);
    expect(() => modem.receiveSms({ sender: 'Bank', text: 'short', duplicate: [2] })).toThrow(RangeError);
  });

  it('gives a new concatenation reference to each long message', async () => {
    const { modem } = await bench();
    const text = 'y'.repeat(200);
    modem.receiveSms({ sender: 'Bank', text });
    modem.receiveSms({ sender: 'Bank', text });
    const refs = modem.storedMessages().map((m) => deliver(m.pdu).concat?.ref);
    expect(refs[0]).toBe(refs[1]);
    expect(refs[2]).toBe(refs[3]);
    expect(refs[0]).not.toBe(refs[2]);
  });

  it('stores without +CMTI when AT+CNMI mode is 0', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CNMI=0,1,0,0,0');
    expect(modem.receivePdu(HOW_ARE_YOU)).toBe(1);
    // A +CMTI would have been sent before this answer.
    await port.ok('AT');
    expect(port.untaken()).toEqual([]);
    expect(parseCmgl(await port.ok('AT+CMGL=4'))).toHaveLength(1);
  });

  it('routes messages straight to the host as +CMT with AT+CNMI=2,2', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CNMI=2,2,0,0,0');
    expect(modem.receivePdu(HOW_ARE_YOU)).toBe(-1);
    const header = await port.waitForLine(/^\+CMT:/u);
    expect(needsPduLine(header)).toBe(true);
    expect(parseUnsolicited(header, await port.waitForLine(HOW_ARE_YOU))).toEqual({ type: 'cmt', length: 30, pdu: HOW_ARE_YOU });
    expect(modem.storedMessages()).toEqual([]);
  });

  it('stores in the memory AT+CPMS selects for receiving, and reports used/total', async () => {
    const { port, modem } = await bench({ storageCapacity: 2, modemStorageCapacity: 3 });
    await port.ok('ATE0;+CNMI=2,1,0,2,0');
    expect(await port.ok('AT+CPMS=?')).toEqual(['+CPMS: ("SM","ME","MT"),("SM","ME","MT"),("SM","ME","MT")']);
    expect(await port.ok('AT+CPMS="ME","ME","ME"')).toEqual(['+CPMS: 0,3,0,3,0,3']);
    modem.receivePdu(HOW_ARE_YOU);
    expect(await port.waitForLine(/^\+CMTI:/u)).toBe('+CMTI: "ME",1');
    expect(await port.ok('AT+CPMS?')).toEqual(['+CPMS: "ME",1,3,"ME",1,3,"ME",1,3']);
    expect(modem.storedIn('SM')).toEqual([]);

    // 'MT' is the SIM first, then the modem memory, numbered on.
    await port.ok('AT+CPMS="MT","MT","MT"');
    expect([modem.receivePdu(HOW_ARE_YOU), modem.receivePdu(HOW_ARE_YOU), modem.receivePdu(HOW_ARE_YOU)]).toEqual([1, 2, 4]);
    expect(await port.ok('AT+CPMS?')).toEqual(['+CPMS: "MT",4,5,"MT",4,5,"MT",4,5']);
    expect((await port.command('AT+CPMS="BM"')).final).toBe('ERROR');
  });

  it('keeps messages in the network while storage is full, delivering one as soon as a slot frees', async () => {
    const { port, modem } = await bench({ storageCapacity: 2 });
    await port.ok('ATE0;+CMEE=1;+CNMI=2,1,0,2,0');
    expect(modem.receiveSms({ sender: 'A', text: 'one' })).toEqual([1]);
    expect(modem.receiveSms({ sender: 'B', text: 'two' })).toEqual([2]);
    expect(modem.receiveSms({ sender: 'C', text: 'three' })).toEqual([]);
    expect(modem.waitingInNetwork).toBe(1);
    expect(await port.ok('AT+CPMS?')).toEqual(['+CPMS: "SM",2,2,"SM",2,2,"SM",2,2']);
    await port.waitForLine('+CMTI: "SM",2');
    await port.ok('AT+CMGD=1');
    expect(await port.waitForLine(/^\+CMTI:/u)).toBe('+CMTI: "SM",1');
    expect(deliver(modem.storedMessages()[0].pdu).text).toBe('three');
    expect(modem.waitingInNetwork).toBe(0);
    expect((await port.command('AT+CMGR=3')).final).toBe('+CMS ERROR: 321');
  });

  it('deletes by AT+CMGD flag: 1 read ones, 4 all', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0');
    for (const text of ['a', 'b', 'c']) modem.receiveSms({ sender: 'X', text });
    await port.ok('AT+CMGR=2');
    await port.ok('AT+CMGD=1,1');
    expect(modem.storedMessages().map((m) => m.index)).toEqual([1, 3]);
    expect(await port.ok('AT+CMGD=?')).toEqual(['+CMGD: (1,3),(0-4)']);
    await port.ok('AT+CMGD=0,4');
    expect(modem.storedMessages()).toEqual([]);
    expect((await port.command('AT+CMGD=1,5')).final).toBe('ERROR');
  });

  it('sends with AT+CMGS: prompt, PDU, Ctrl-Z, +CMGS reference', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0;+CMEE=1');
    const [submit] = encodeSubmit({ to: '+447700900123', text: 'STOP' });
    expect(await port.command(`AT+CMGS=${submit.tpduLength}`)).toEqual({ lines: [], final: '>' });
    expect(await port.sendPdu(submit.pdu)).toEqual({ lines: ['+CMGS: 0'], final: 'OK' });
    expect(modem.sentMessages()).toEqual([{ reference: 0, pdu: submit.pdu, length: submit.tpduLength }]);

    await port.command(`AT+CMGS=${submit.tpduLength + 1}`);
    expect(await port.sendPdu(submit.pdu)).toEqual({ lines: [], final: '+CMS ERROR: 304' });
    await port.command(`AT+CMGS=${submit.tpduLength}`);
    expect(await port.sendPdu(submit.pdu.slice(0, 10), '\x1b')).toEqual({ lines: [], final: 'OK' });
    expect(modem.sentMessages()).toHaveLength(1);
  });

  it('echoes the PDU while echo is on, and holds URCs until the send is over', async () => {
    const { port, modem } = await bench();
    await port.ok('AT+CNMI=2,1,0,2,0');
    const [submit] = encodeSubmit({ to: '+447700900123', text: 'hi' });
    await port.command(`AT+CMGS=${submit.tpduLength}`);
    modem.receivePdu(HOW_ARE_YOU);
    expect(await port.sendPdu(submit.pdu)).toEqual({ lines: ['+CMGS: 0'], final: 'OK' });
    expect(port.raw.endsWith(`\r\n> ${submit.pdu}\r\n+CMGS: 0\r\n\r\nOK\r\n\r\n+CMTI: "SM",1\r\n`)).toBe(true);
  });

  it('is PDU mode only', async () => {
    const { port } = await bench();
    await port.ok('AT+CMEE=1');
    expect(await port.command('AT+CMGF=1')).toEqual({ lines: [], final: '+CMS ERROR: 303' });
    expect(await port.ok('AT+CMGF?')).toEqual(['+CMGF: 0']);
  });
});
