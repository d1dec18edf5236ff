import { GsmError } from '../gsm-error';
import { needsPduLine, parseUnsolicited, unsolicitedKind } from './unsolicited';

describe('unsolicitedKind', () => {
  it.each([
    ['+CMTI: "SM",3', 'cmti'],
    ['+CDSI: "SR",1', 'cdsi'],
    ['+CMT: ,23', 'cmt'],
    ['+CDS: 25', 'cds'],
    ['RING', 'ring'],
    ['+CLIP: "+79001234567",145', 'clip'],
    ['+CUSD: 0,"Balance",15', 'cusd'],
    ['+CREG: 1', 'creg'],
  ])('%s is %s', (line, kind) => {
    expect(unsolicitedKind(line)).toBe(kind);
  });

  it('is null for responses and final results', () => {
    for (const line of ['OK', '+CSQ: 20,99', '+CMGL: 1,0,,23', '+CMGS: 5', 'RINGING']) expect(unsolicitedKind(line)).toBeNull();
  });

  it('tells which headers wait for a PDU line', () => {
    expect(needsPduLine('+CMT: "",23')).toBe(true);
    expect(needsPduLine('+CDS: 25')).toBe(true);
    expect(needsPduLine('+CMTI: "SM",3')).toBe(false);
  });
});

describe('parseUnsolicited', () => {
  it('reads new message indications', () => {
    expect(parseUnsolicited('+CMTI: "SM",3')).toEqual({ type: 'cmti', storage: 'SM', index: 3 });
    expect(parseUnsolicited('+CMTI: "ME", 12')).toEqual({ type: 'cmti', storage: 'ME', index: 12 });
    expect(parseUnsolicited('+CDSI: "SR",1')).toEqual({ type: 'cdsi', storage: 'SR', index: 1 });
  });

  it('reads +CMT and +CDS with the PDU line that follows', () => {
    const pdu = '07919730071111F1000B919746121611F10000811170021222230DC8329BFD6681EE6F399B1C02';
    expect(parseUnsolicited('+CMT: ,38', pdu)).toEqual({ type: 'cmt', length: 38, pdu });
    expect(parseUnsolicited('+CMT: "",38', pdu)).toEqual({ type: 'cmt', length: 38, pdu });
    expect(parseUnsolicited('+CDS: 25', '0006D60B911326880736F4111011719551401110117195714000')).toMatchObject({ type: 'cds', length: 25 });
  });

  it('needs a hex PDU line after +CMT', () => {
    expect(() => parseUnsolicited('+CMT: ,23')).toThrow(GsmError);
    expect(() => parseUnsolicited('+CMT: ,23', 'OK')).toThrow(/not a hex PDU/u);
  });

  it('reads RING and +CLIP', () => {
    expect(parseUnsolicited('RING')).toEqual({ type: 'ring' });
    expect(parseUnsolicited('+CLIP: "+79001234567",145,"",,"",0')).toEqual({ type: 'clip', number: '+79001234567', numberType: 145 });
    expect(parseUnsolicited('+CLIP: "89001234567",129')).toEqual({ type: 'clip', number: '89001234567', numberType: 129 });
    expect(parseUnsolicited('+CLIP: "",128')).toEqual({ type: 'clip', number: '', numberType: 128 });
  });

  it('reads +CUSD in its forms, decoding the text', () => {
    expect(parseUnsolicited('+CUSD: 0,"Balance: 10.50 RUB, bonus 0",15')).toEqual({
      type: 'cusd',
      status: 0,
      text: 'Balance: 10.50 RUB, bonus 0',
      dcs: 15,
    });
    expect(parseUnsolicited('+CUSD: 0,"04110430043B0430043D0441",72')).toEqual({ type: 'cusd', status: 0, text: 'Баланс', dcs: 72 });
    expect(parseUnsolicited('+CUSD: 4')).toEqual({ type: 'cusd', status: 4, text: null, dcs: null });
    expect(parseUnsolicited('+CUSD: 2')).toEqual({ type: 'cusd', status: 2, text: null, dcs: null });
    expect(parseUnsolicited('+CUSD: 1,"Say "yes", or not",15')).toMatchObject({ text: 'Say "yes", or not' });
  });

  it('reads +CREG in the URC forms and in the answer form', () => {
    expect(parseUnsolicited('+CREG: 1')).toEqual({ type: 'creg', status: 1 });
    expect(parseUnsolicited('+CREG: 5,"00c3","a1b2"')).toEqual({ type: 'creg', status: 5, lac: '00C3', cellId: 'A1B2' });
    expect(parseUnsolicited('+CREG: 1,"1A2B","0001C3D4",7')).toEqual({ type: 'creg', status: 1, lac: '1A2B', cellId: '0001C3D4' });
    expect(parseUnsolicited('+CREG: 2,1,"00C3","A1B2"')).toEqual({ type: 'creg', status: 1, lac: '00C3', cellId: 'A1B2' });
    expect(parseUnsolicited('+CREG: 5,,,7')).toEqual({ type: 'creg', status: 5 });
  });

  it('throws GsmError for lines that are not URCs or are malformed', () => {
    for (const line of ['OK', '+CMTI: "SM"', '+CMTI: "SM",x', '+CREG: x', '+CUSD: x']) {
      expect(() => parseUnsolicited(line)).toThrow(GsmError);
    }
  });
});
