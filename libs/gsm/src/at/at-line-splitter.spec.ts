import { AtLineSplitter } from './at-line-splitter';

const lines = (...texts: string[]) => texts.map((text) => ({ kind: 'line', text }));

describe('AtLineSplitter', () => {
  it('splits CRLF lines and drops the empty ones around them', () => {
    const splitter = new AtLineSplitter();
    expect(splitter.push('\r\n+CSQ: 20,99\r\n\r\nOK\r\n')).toEqual(lines('+CSQ: 20,99', 'OK'));
  });

  it('keeps a partial line until its end arrives, across any number of reads', () => {
    const splitter = new AtLineSplitter();
    expect(splitter.push('\r\n+CMTI: "S')).toEqual([]);
    expect(splitter.push('M",')).toEqual([]);
    expect(splitter.push('3\r')).toEqual(lines('+CMTI: "SM",3'));
    expect(splitter.push('\nRING\r\n')).toEqual(lines('RING'));
  });

  it('accepts bare CR or bare LF as line ends', () => {
    expect(new AtLineSplitter().push('OK\rERROR\nBUSY\r\n')).toEqual(lines('OK', 'ERROR', 'BUSY'));
  });

  it('recognises the prompt of AT+CMGS, which has no line end', () => {
    const splitter = new AtLineSplitter();
    expect(splitter.push('AT+CMGS=23\r\r\n> ')).toEqual([...lines('AT+CMGS=23'), { kind: 'prompt' }]);
    expect(splitter.push('\r\n+CMGS: 12\r\n\r\nOK\r\n')).toEqual(lines('+CMGS: 12', 'OK'));
  });

  it('recognises a prompt whose space arrives in the next read', () => {
    const splitter = new AtLineSplitter();
    expect(splitter.push('\r\n>')).toEqual([]);
    expect(splitter.push(' ')).toEqual([{ kind: 'prompt' }]);
  });

  it('drops the Ctrl-Z of an echoed PDU', () => {
    const splitter = new AtLineSplitter();
    expect(splitter.push('0011000B919730071111F1\u001a\r\n')).toEqual(lines('0011000B919730071111F1'));
  });

  it('decodes a UTF-8 character split between two reads', () => {
    const splitter = new AtLineSplitter();
    const bytes = Buffer.from('+CUSD: 0,"Баланс",72\r\n', 'utf8');
    const cut = bytes.indexOf(0xd0, 12) + 1; // inside a two-byte character
    expect(splitter.push(bytes.subarray(0, cut))).toEqual([]);
    expect(splitter.push(bytes.subarray(cut))).toEqual(lines('+CUSD: 0,"Баланс",72'));
  });

  it('cuts a line that never ends instead of growing without bound', () => {
    const splitter = new AtLineSplitter();
    const chunks = splitter.push('x'.repeat(70 * 1024));
    expect(chunks).toHaveLength(1);
    expect(splitter.push('OK\r\n')).toEqual(lines('OK'));
  });

  it('forgets a partial line on reset', () => {
    const splitter = new AtLineSplitter();
    splitter.push('+CSQ: 2');
    splitter.reset();
    expect(splitter.push('OK\r\n')).toEqual(lines('OK'));
  });
});
