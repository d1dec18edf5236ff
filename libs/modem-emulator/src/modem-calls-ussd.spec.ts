import { once } from 'node:events';
import { decodeUssd, parseUnsolicited } from '@simrelay/gsm';
import { benchPerTest } from './testing/modem-bench';

describe('calls and USSD on an emulated modem', () => {
  const bench = benchPerTest();

  it('rings with +CLIP until the caller gives up', async () => {
    const { port, modem } = await bench({ ringIntervalMs: 5 });
    await port.ok('ATE0;+CLIP=1');
    const ended = once(modem, 'call-ended');
    modem.receiveCall({ caller: '+447700900555', rings: 2 });
    expect(modem.ringing).toBe(true);
    expect(await port.waitForLine('RING')).toBe('RING');
    expect(parseUnsolicited(await port.waitForLine(/^\+CLIP:/u))).toEqual({ type: 'clip', number: '+447700900555', numberType: 145 });
    await port.waitForLine('RING');
    await port.waitForLine(/^\+CLIP:/u);
    expect(await ended).toEqual([{ caller: '+447700900555', answered: false, by: 'caller' }]);
    expect(modem.ringing).toBe(false);
    await port.ok('AT');
    expect(port.untaken()).toEqual([]);
  });

  it('rings without +CLIP unless AT+CLIP=1, and shows a withheld or national caller', async () => {
    const { port, modem } = await bench({ ringIntervalMs: 5 });
    await port.ok('ATE0');
    const ended = once(modem, 'call-ended');
    modem.receiveCall({ caller: '07700900555', rings: 1 });
    await ended;
    await port.ok('AT');
    expect(port.untaken()).toEqual(['RING']);
    await port.ok('AT+CLIP=1');
    modem.receiveCall({ caller: '07700900555', rings: 1 });
    expect(await port.waitForLine(/^\+CLIP:/u)).toBe('+CLIP: "07700900555",129,"",0,"",0');
    modem.receiveCall({ caller: '', rings: 1 });
    expect(await port.waitForLine(/^\+CLIP:/u)).toBe('+CLIP: "",128,"",0,"",1');
  });

  it.each(['ATH', 'AT+CHUP'])('stops ringing on %s', async (command) => {
    const { port, modem } = await bench({ ringIntervalMs: 5 });
    await port.ok('ATE0');
    modem.receiveCall({ caller: '+15551234567', rings: 1000 });
    await port.waitForLine('RING');
    const ended = once(modem, 'call-ended');
    expect(await port.ok(command)).toEqual([]);
    expect(await ended).toEqual([{ caller: '+15551234567', answered: false, by: 'host' }]);
    expect(modem.ringing).toBe(false);
  });

  it('prints NO CARRIER after an unanswered call when asked to, and answers ATA while ringing', async () => {
    const { port, modem } = await bench({ ringIntervalMs: 5 });
    await port.ok('ATE0');
    modem.receiveCall({ caller: '+15551234567', rings: 1, noCarrier: true });
    expect(await port.waitForLine('NO CARRIER')).toBe('NO CARRIER');
    expect(await port.command('ATA')).toEqual({ lines: [], final: 'NO CARRIER' });
    modem.receiveCall({ caller: '+15551234567', rings: 1000 });
    await port.waitForLine('RING');
    expect(await port.ok('ATA')).toEqual([]);
    expect(modem.ringing).toBe(false);
    const ended = once(modem, 'call-ended');
    await port.ok('ATH');
    expect(await ended).toEqual([{ caller: '+15551234567', answered: true, by: 'host' }]);
  });

  it('answers USSD after OK with +CUSD, in plain text (dcs 15) or UCS2 (dcs 72)', async () => {
    const answers: Record<string, string> = { '*100#': 'Balance 12.50 GBP', '*101#': 'Баланс: 100 руб.', '*102#': '1. Balance\n2. Bundles' };
    const { port } = await bench({ ussd: (code) => answers[code] ?? null });
    await port.ok('ATE0');
    expect(await port.ok('AT+CUSD=1,"*100#",15')).toEqual([]);
    expect(await port.waitForLine(/^\+CUSD:/u)).toBe('+CUSD: 0,"Balance 12.50 GBP",15');
    expect(await port.ok('AT+CUSD?')).toEqual(['+CUSD: 1']);
    for (const code of ['*101#', '*102#']) {
      await port.ok(`AT+CUSD=1,"${code}",15`);
      const urc = parseUnsolicited(await port.waitForLine(/^\+CUSD:/u));
      expect(urc).toMatchObject({ type: 'cusd', status: 0, dcs: 72, text: answers[code] });
    }
    await port.ok('AT+CUSD=1,"*999#",15');
    expect(parseUnsolicited(await port.waitForLine(/^\+CUSD:/u))).toEqual({ type: 'cusd', status: 4, text: null, dcs: null });
  });

  it('uses the control side answer over the ussd option, and the default own-number answer', async () => {
    const { port, modem } = await bench();
    await port.ok('ATE0');
    await port.ok('AT+CUSD=1,"*#100#",15');
    expect(await port.waitForLine(/^\+CUSD:/u)).toBe(`+CUSD: 0,"Your number is ${modem.sim?.number}",15`);
    modem.setUssdAnswer('*#100#', 'Ваш номер +447700900104');
    await port.ok('AT+CUSD=1,"*#100#",15');
    const [, hex] = /"([0-9A-F]+)",72$/u.exec(await port.waitForLine(/^\+CUSD:/u)) ?? [];
    expect(decodeUssd(hex, 72)).toBe('Ваш номер +447700900104');
  });

  it('sends the USSD request but shows no answer with AT+CUSD=0, and refuses bad codes', async () => {
    const { port, modem } = await bench({ ussdDelayMs: 1 });
    await port.ok('ATE0;+CMEE=1');
    const answered = once(modem, 'ussd');
    await port.ok('AT+CUSD=0,"*100#",15');
    expect(await answered).toEqual([{ code: '*100#', answer: 'Your balance is 5.00' }]);
    await port.ok('AT');
    expect(port.untaken()).toEqual([]);
    expect((await port.command('AT+CUSD=1,"balance",15')).final).toBe('+CME ERROR: 50');
    modem.setRegistration(0);
    expect((await port.command('AT+CUSD=1,"*100#",15')).final).toBe('+CME ERROR: 30');
  });
});
