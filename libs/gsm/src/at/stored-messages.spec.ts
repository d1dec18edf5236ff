import { GsmError } from '../gsm-error';
import { parseCmgl, parseCmgr } from './stored-messages';

const PDU_1 = '07919730071111F1000B919746121611F10000811170021222230DC8329BFD6681EE6F399B1C02';
const PDU_2 = '0006D60B911326880736F4111011719551401110117195714000';

describe('parseCmgl', () => {
  it('pairs each header with its PDU line', () => {
    expect(parseCmgl(['+CMGL: 1,0,,38', PDU_1, '+CMGL: 4,1,"",25', PDU_2])).toEqual([
      { index: 1, status: 0, length: 38, pdu: PDU_1 },
      { index: 4, status: 1, length: 25, pdu: PDU_2 },
    ]);
  });

  it('is empty for an empty storage and skips an echoed command', () => {
    expect(parseCmgl([])).toEqual([]);
    expect(parseCmgl(['AT+CMGL=4', '+CMGL: 0,1,,38', PDU_1])).toHaveLength(1);
  });

  it('reads text mode status words', () => {
    expect(parseCmgl(['+CMGL: 2,"REC UNREAD",,38', PDU_1])[0].status).toBe(0);
  });

  it('throws GsmError for a header without its PDU, or a malformed header', () => {
    expect(() => parseCmgl(['+CMGL: 1,0,,38'])).toThrow(GsmError);
    expect(() => parseCmgl(['+CMGL: 1,0,,38', '+CMGL: 2,0,,38', PDU_1])).toThrow(/no PDU line/u);
    expect(() => parseCmgl(['+CMGL: x,0,,38', PDU_1])).toThrow(GsmError);
    expect(() => parseCmgl(['+CMGL: 1', PDU_1])).toThrow(GsmError);
  });
});

describe('parseCmgr', () => {
  it('reads status, length and PDU', () => {
    expect(parseCmgr(['+CMGR: 0,,38', PDU_1])).toEqual({ status: 0, length: 38, pdu: PDU_1 });
    expect(parseCmgr(['+CMGR: 1,"",38', PDU_1])).toEqual({ status: 1, length: 38, pdu: PDU_1 });
  });

  it('is null for an empty slot in the forms modems use', () => {
    expect(parseCmgr([])).toBeNull();
    expect(parseCmgr(['+CMGR: 0,,0'])).toBeNull();
    expect(parseCmgr(['+CMGR: 0,,0', '00'])).toBeNull();
  });

  it('reads a missing status as 1 (read) and strips a stray quote from the PDU', () => {
    expect(parseCmgr(['+CMGR: ,,38', PDU_1])?.status).toBe(1);
    expect(parseCmgr(['+CMGR: 38', PDU_1])).toEqual({ status: 1, length: 38, pdu: PDU_1 });
    expect(parseCmgr(['+CMGR: 1,,38', `${PDU_1}"`])?.pdu).toBe(PDU_1);
  });

  it('throws GsmError when the PDU line is missing or not hex', () => {
    expect(() => parseCmgr(['+CMGR: 0,,38'])).toThrow(GsmError);
    expect(() => parseCmgr(['+CMGR: 0,,38', 'hello'])).toThrow(GsmError);
  });
});
