import { carrierOfSim, countryOfSim, normalizeNumber } from './sim-origin';

describe('where a SIM is from', () => {
  it('reads the country from the IMSI, else from the network', () => {
    expect(countryOfSim('234101234567890', null)).toBe('GB');
    expect(countryOfSim(null, '26201')).toBe('DE');
    expect(countryOfSim('999991234567890', null)).toBeNull();
    expect(countryOfSim(null, null)).toBeNull();
  });

  it('matches the network name to a catalog carrier', () => {
    const gb = [{ code: 'ee', name: 'EE' }, { code: 'vodafone', name: 'Vodafone' }, { code: 'o2', name: 'O2' }, { code: 'three', name: 'Three' }];
    expect(carrierOfSim('EE Limited', gb)).toBe('ee');
    expect(carrierOfSim('vodafone UK', gb)).toBe('vodafone');
    expect(carrierOfSim('O2 - UK', gb)).toBe('o2');
    expect(carrierOfSim('3 UK', gb)).toBeNull();
    expect(carrierOfSim(null, gb)).toBeNull();
    expect(carrierOfSim('Türk Telekom', [{ code: 'turk-telekom', name: 'Türk Telekom' }])).toBe('turk-telekom');
  });

  it('keeps numbers in international form', () => {
    expect(normalizeNumber('+44 7700 900123', null)).toBe('+447700900123');
    expect(normalizeNumber('00447700900123', null)).toBe('+447700900123');
    expect(normalizeNumber('07700900123', '+44')).toBe('+447700900123');
    expect(normalizeNumber('12', '+44')).toBeNull();
    expect(normalizeNumber(null, '+44')).toBeNull();
  });
});
