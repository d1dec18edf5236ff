import { GsmError } from '../gsm-error';
import { parseCnum, parseIccid, parseImsi } from './sim-identity';

const ICCID = '8970101234567890123';
const ICCID_20 = '89701012345678901234';

describe('parseIccid', () => {
  it.each([
    ['+CCID', [`+CCID: ${ICCID}`]],
    ['+CCID quoted', [`+CCID: "${ICCID}"`]],
    ['+QCCID (Quectel)', [`+QCCID: ${ICCID}F`]],
    ['ICCID (Sierra)', [`ICCID: ${ICCID}`]],
    ['+ICCID', [`+ICCID: ${ICCID}`]],
    ['a bare line (SIMCom AT+CCID)', [ICCID]],
    ['^ICCID (Huawei), nibble-swapped', ['^ICCID: 980701214365870921F3']],
    ['+CRSM EF_ICCID, nibble-swapped with F padding', ['+CRSM: 144,0,"980701214365870921F3"']],
  ])('%s', (_form, lines) => {
    expect(parseIccid(lines)).toBe(ICCID);
  });

  it('keeps all 20 digits', () => {
    expect(parseIccid([`+CCID: ${ICCID_20}`])).toBe(ICCID_20);
    expect(parseIccid(['+CRSM: 144,0,"98070121436587092143"'])).toBe(ICCID_20);
  });

  it('leaves an ^ICCID a firmware already swapped back', () => {
    expect(parseIccid([`^ICCID: ${ICCID_20}`])).toBe(ICCID_20);
  });

  it('throws GsmError for no ICCID, a failed SIM read, or a wrong length', () => {
    expect(() => parseIccid([])).toThrow(GsmError);
    expect(() => parseIccid(['+CRSM: 106,130,""'])).toThrow(/refused/u);
    expect(() => parseIccid(['+CCID: 8970101'])).toThrow(GsmError);
  });
});

describe('parseImsi', () => {
  it('finds the digits line', () => {
    expect(parseImsi(['250026712345678'])).toBe('250026712345678');
    expect(parseImsi(['AT+CIMI', '250026712345678'])).toBe('250026712345678');
    expect(parseImsi(['+CIMI: 250026712345678'])).toBe('250026712345678');
  });

  it('throws GsmError without one', () => {
    expect(() => parseImsi([])).toThrow(GsmError);
    expect(() => parseImsi(['ERROR'])).toThrow(GsmError);
  });
});

describe('parseCnum', () => {
  it('gives the first number, adding + for type 145', () => {
    expect(parseCnum(['+CNUM: "","+79001234567",145'])).toBe('+79001234567');
    expect(parseCnum(['+CNUM: ,"79001234567",145'])).toBe('+79001234567');
    expect(parseCnum(['+CNUM: "Voice","89001234567",129', '+CNUM: "Data","+79007654321",145'])).toBe('89001234567');
  });

  it('is null when the SIM stores no number', () => {
    expect(parseCnum([])).toBeNull();
    expect(parseCnum(['+CNUM: "",""'])).toBeNull();
  });
});
