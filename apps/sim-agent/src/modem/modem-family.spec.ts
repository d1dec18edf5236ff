import { detectFamily, iccidCommands, infoLine, numberFromUssd, ussdCodeFor } from './modem-family';

describe('modem families', () => {
  it("asks the family's own ICCID command first, then every other, then the SIM file", () => {
    const huawei = iccidCommands('huawei');
    expect(huawei[0]).toBe('AT^ICCID?');
    expect(huawei.at(-1)).toBe('AT+CRSM=176,12258,0,0,10');
    expect(new Set(huawei).size).toBe(6);
    expect(iccidCommands('generic')[0]).toBe('AT+CCID');
    expect(iccidCommands('quectel')[0]).toBe('AT+QCCID');
  });

  it('detects the family from the manufacturer', () => {
    expect(detectFamily('Quectel', 'EC25')).toBe('quectel');
    expect(detectFamily('huawei', 'E3372')).toBe('huawei');
    expect(detectFamily('SIMCOM INCORPORATED', 'SIM800')).toBe('simcom');
    expect(detectFamily('Sierra Wireless, Incorporated', 'MC7455')).toBe('sierra');
    expect(detectFamily('Telit', null)).toBe('generic');
  });

  it('reads +CGMI answers with or without prefix', () => {
    expect(infoLine(['+CGMI: "Quectel"'])).toBe('Quectel');
    expect(infoLine(['SIMCOM_Ltd'])).toBe('SIMCOM_Ltd');
    expect(infoLine([])).toBeNull();
  });

  it('finds the own number in a USSD answer', () => {
    expect(numberFromUssd('Your number is +44 7700 900123.')).toBe('+447700900123');
    expect(numberFromUssd('Ihre Rufnummer: 0151-2345678')).toBe('01512345678');
    expect(numberFromUssd('Balance 12.50 EUR')).toBeNull();
  });

  it('picks the USSD code by the IMSI, longest MCC-MNC first', () => {
    const table = new Map([
      ['31026', '*1#'],
      ['310260', '*2#'],
      ['26201', '*135#'],
    ]);
    expect(ussdCodeFor(table, '310260123456789', null)).toBe('*2#');
    expect(ussdCodeFor(table, '262011234567890', null)).toBe('*135#');
    expect(ussdCodeFor(table, null, '26201')).toBe('*135#');
    expect(ussdCodeFor(table, '208011234567890', '20801')).toBeNull();
  });
});
