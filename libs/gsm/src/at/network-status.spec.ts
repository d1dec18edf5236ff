import { GsmError } from '../gsm-error';
import { parseCops, parseCreg, parseCsq, registrationState } from './network-status';
import { parseUnsolicited } from './unsolicited';

describe('parseCsq', () => {
  it('converts rssi to dBm', () => {
    expect(parseCsq(['+CSQ: 20,99'])).toEqual({ rssi: 20, ber: 99, dbm: -73 });
    expect(parseCsq(['+CSQ: 0,0'])).toEqual({ rssi: 0, ber: 0, dbm: -113 });
    expect(parseCsq(['+CSQ: 31,0'])).toEqual({ rssi: 31, ber: 0, dbm: -51 });
  });

  it('has no dBm for 99 (unknown) and reads the extended range', () => {
    expect(parseCsq(['+CSQ: 99,99'])).toEqual({ rssi: 99, ber: 99, dbm: null });
    expect(parseCsq(['+CSQ: 100,99']).dbm).toBe(-116);
    expect(parseCsq(['+CSQ: 191,99']).dbm).toBe(-25);
  });

  it('throws GsmError without a +CSQ line', () => {
    expect(() => parseCsq([])).toThrow(GsmError);
    expect(() => parseCsq(['+CSQ: ,'])).toThrow(GsmError);
  });
});

describe('parseCreg', () => {
  it.each([
    [0, 'not-registered'],
    [1, 'home'],
    [2, 'searching'],
    [3, 'denied'],
    [4, 'unknown'],
    [5, 'roaming'],
    [6, 'home'],
    [7, 'roaming'],
    [11, 'unknown'],
  ])('status %i is %s', (status, state) => {
    expect(parseCreg([`+CREG: 0,${status}`])).toEqual({ status, state });
  });

  it('reads location area and cell in the n=2 answer', () => {
    expect(parseCreg(['+CREG: 2,5,"00C3","A1B2",7'])).toEqual({ status: 5, state: 'roaming', lac: '00C3', cellId: 'A1B2' });
  });

  it('reads a lone status too', () => {
    expect(parseCreg(['+CREG: 1'])).toEqual({ status: 1, state: 'home' });
  });

  it('reads the indication form too, also with the location left out, as the URC parser does', () => {
    expect(parseCreg(['+CREG: 5,"00c3","a1b2"'])).toEqual({ status: 5, state: 'roaming', lac: '00C3', cellId: 'A1B2' });
    expect(parseCreg(['+CREG: 5,,,7'])).toEqual({ status: 5, state: 'roaming' });
    expect(parseCreg(['+CREG: 2,5,,,7'])).toEqual({ status: 5, state: 'roaming' });
    for (const line of ['+CREG: 1', '+CREG: 0,1', '+CREG: 5,,,7', '+CREG: 2,1,"00C3","A1B2"', '+CREG: 1,"1A2B","0001C3D4",7']) {
      const { state, ...fields } = parseCreg([line]);
      expect({ type: 'creg', ...fields }).toEqual(parseUnsolicited(line));
      expect(state).toBe(registrationState(fields.status));
    }
  });
});

describe('parseCops', () => {
  it('reads the current operator', () => {
    expect(parseCops(['+COPS: 0,0,"MegaFon",7'])).toEqual({ mode: 0, format: 0, operator: 'MegaFon', act: 7 });
    expect(parseCops(['+COPS: 0,2,"25002",2'])).toEqual({ mode: 0, format: 2, operator: '25002', act: 2 });
    expect(parseCops(['+COPS: 0,0,"T-Mobile, Inc"'])).toEqual({ mode: 0, format: 0, operator: 'T-Mobile, Inc' });
  });

  it('reads the mode alone when not registered', () => {
    expect(parseCops(['+COPS: 0'])).toEqual({ mode: 0 });
  });

  it('refuses the operator list of AT+COPS=?', () => {
    expect(() => parseCops(['+COPS: (2,"MegaFon","MegaFon","25002",7),,(0-4),(0-2)'])).toThrow(GsmError);
  });
});
