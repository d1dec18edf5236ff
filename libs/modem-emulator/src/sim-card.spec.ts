import { imeiFor, OPERATORS, simFor } from './operators';
import { hasValidLuhn, luhnCheckDigit, swapNibbles } from './sim-card';

describe('SIM identities', () => {
  it('computes Luhn check digits of known ICCIDs and IMEIs', () => {
    // Published examples: an IMEI (49015420323751-8) and a card number (7992739871-3).
    expect(luhnCheckDigit('49015420323751')).toBe('8');
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(hasValidLuhn('490154203237518')).toBe(true);
    expect(hasValidLuhn('490154203237519')).toBe(false);
  });

  it('nibble-swaps an ICCID into EF_ICCID form, padding 19 digits with F', () => {
    expect(swapNibbles('89441000301234567890')).toBe('98440100032143658709');
    expect(swapNibbles('8944100030123456789')).toBe('984401000321436587F9');
  });

  it.each(OPERATORS.map((operator) => [operator.name, operator] as const))('makes %s SIMs that look real', (_name, operator) => {
    for (const seed of ['modem-1', 'modem-2', 'rack-b/modem-7']) {
      const sim = simFor(operator, seed);
      expect(sim.iccid).toMatch(/^89\d{17,18}$/u);
      expect(sim.iccid.startsWith(operator.iccidPrefix)).toBe(true);
      expect(hasValidLuhn(sim.iccid)).toBe(true);
      expect(sim.imsi).toMatch(new RegExp(`^${operator.mccMnc}\\d{${15 - operator.mccMnc.length}}$`, 'u'));
      expect(sim.number).toMatch(/^\+\d{10,14}$/u);
      expect(sim).toEqual(simFor(operator, seed));
    }
  });

  it('makes 15-digit IMEIs with a valid check digit', () => {
    const imei = imeiFor('86695503', 'modem-1');
    expect(imei).toMatch(/^86695503\d{7}$/u);
    expect(hasValidLuhn(imei)).toBe(true);
  });
});
