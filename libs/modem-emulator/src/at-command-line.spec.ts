import { parseCommandLine } from './at-command-line';

describe('parseCommandLine', () => {
  it('reads the four forms of an extended command', () => {
    expect(parseCommandLine('AT+CSQ')).toEqual([{ name: '+CSQ', form: 'exec', args: [], text: 'AT+CSQ' }]);
    expect(parseCommandLine('AT+CREG?')).toEqual([{ name: '+CREG', form: 'read', args: [], text: 'AT+CREG?' }]);
    expect(parseCommandLine('AT+CMEE=?')).toEqual([{ name: '+CMEE', form: 'test', args: [], text: 'AT+CMEE=?' }]);
    expect(parseCommandLine('at+cusd=1,"*100#",15')).toEqual([{ name: '+CUSD', form: 'set', args: ['1', '*100#', '15'], text: 'AT+cusd=1,"*100#",15' }]);
  });

  it('splits chained commands, extended after ";" and basic ones written together', () => {
    const commands = parseCommandLine('AT+CMGF=0;+CNMI=2,1,0,2,0;E0V1')?.map((c) => [c.name, c.args]);
    expect(commands).toEqual([
      ['+CMGF', ['0']],
      ['+CNMI', ['2', '1', '0', '2', '0']],
      ['E', ['0']],
      ['V', ['1']],
    ]);
  });

  it('keeps vendor prefixes and quoted text whole', () => {
    expect(parseCommandLine('AT^ICCID?')?.[0]).toMatchObject({ name: '^ICCID', form: 'read' });
    expect(parseCommandLine('AT!ICCID?')?.[0]).toMatchObject({ name: '!ICCID', form: 'read' });
    expect(parseCommandLine('AT+CPMS="SM","ME";+CSQ')?.map((c) => c.args)).toEqual([['SM', 'ME'], []]);
    expect(parseCommandLine('AT+CUSD=1,"a;b, c",15')?.[0].args).toEqual(['1', 'a;b, c', '15']);
  });

  it('ignores spaces outside quotes and reads S registers, &F and dialling', () => {
    expect(parseCommandLine('AT + CMGR = 3')?.[0]).toMatchObject({ name: '+CMGR', args: ['3'] });
    expect(parseCommandLine('ATS0=2')?.[0]).toMatchObject({ name: 'S', form: 'set', args: ['0', '2'] });
    expect(parseCommandLine('ATS7?')?.[0]).toMatchObject({ name: 'S', form: 'read', args: ['7'] });
    expect(parseCommandLine('AT&F')?.[0]).toMatchObject({ name: '&F' });
    expect(parseCommandLine('ATD+447700900123;')?.[0]).toMatchObject({ name: 'D', args: ['+447700900123;'] });
  });

  it('is a bare AT for "AT" and null for lines modems cannot parse', () => {
    expect(parseCommandLine('AT')).toEqual([{ name: '', form: 'exec', args: [], text: 'AT' }]);
    expect(parseCommandLine('hello')).toBeNull();
    expect(parseCommandLine('AT+')).toBeNull();
    expect(parseCommandLine('AT+CUSD=1,"*100#')).toBeNull();
    expect(parseCommandLine('AT&')).toBeNull();
    expect(parseCommandLine('AT1')).toBeNull();
  });
});
