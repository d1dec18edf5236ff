import { decodeUssd, encodeUssdUcs2 } from './ussd';

describe('decodeUssd', () => {
  it('shows GSM text the modem printed in its character set as it is', () => {
    expect(decodeUssd('Balance: 10.50 RUB', 15)).toBe('Balance: 10.50 RUB');
    expect(decodeUssd('1234', 15)).toBe('1234');
  });

  it('unpacks 7-bit hex some firmwares print for GSM text', () => {
    // MikroTik RouterOS LTE manual (help.mikrotik.com, "LTE" page): '+CUSD: 0,"EBB79B1E0685E9ECF4BADE9E03", 0'
    // is logged as 'USSD: konta atlikums'.
    expect(decodeUssd('EBB79B1E0685E9ECF4BADE9E03', 0)).toBe('konta atlikums');
    expect(decodeUssd('EBB79B1E0685E9ECF4BADE9E03', 15)).toBe('konta atlikums');
  });

  it('reads UCS2 hex for dcs 72 and for GSM text printed by a TE in UCS2 mode', () => {
    expect(decodeUssd('04110430043B0430043D0441', 72)).toBe('Баланс');
    expect(decodeUssd('004F004B', 72)).toBe('OK');
    expect(decodeUssd('00420061006C0061006E00630065003A0020003100300020005200550042', 15)).toBe('Balance: 10 RUB');
  });

  it('reads 8-bit data as Latin-1 and passes text through when the dcs is unknown', () => {
    expect(decodeUssd('48656C6C6F', 0x44)).toBe('Hello');
    expect(decodeUssd('04110430', null)).toBe('04110430');
  });

  it('encodes UCS2 answers as a modem prints them', () => {
    expect(encodeUssdUcs2('Баланс')).toBe('04110430043B0430043D0441');
    expect(decodeUssd(encodeUssdUcs2('Баланс: 10 ₽ 😀'), 72)).toBe('Баланс: 10 ₽ 😀');
  });
});
