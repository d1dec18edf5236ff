import { SerialLine, SerialLineHost } from './serial-line';

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A line whose host records what the line reports and what it sends. */
function lineWithHost(options: { echo?: boolean } = {}) {
  const state = { live: true, echo: options.echo ?? false };
  const chunks: string[] = [];
  const lines: string[] = [];
  const pdus: Array<string | null> = [];
  const host: SerialLineHost = {
    live: () => state.live,
    echo: () => state.echo,
    commandLine: (line) => lines.push(line),
    pduEnded: (text) => pdus.push(text),
    pduCancelled: () => pdus.push(null),
    data: (bytes) => chunks.push(bytes.toString('utf8')),
  };
  const line = new SerialLine(host);
  const type = async (text: string) => {
    line.write(Buffer.from(text, 'latin1'));
    await turn();
  };
  return { line, state, chunks, lines, pdus, type };
}

describe('SerialLine', () => {
  it('hands over command lines on CR, with backspace editing and LF ignored', async () => {
    const { lines, type } = lineWithHost();
    await type('AT+CSX\bQ\r\nAT');
    expect(lines).toEqual(['AT+CSQ']);
    await type('I\r');
    expect(lines).toEqual(['AT+CSQ', 'ATI']);
  });

  it('reads input on the next turn of the event loop, and sends what one input caused as one chunk', async () => {
    const { line, chunks, lines } = lineWithHost({ echo: true });
    line.write(Buffer.from('AT'));
    line.write(Buffer.from('\r'));
    expect(lines).toEqual([]);
    await turn();
    expect(lines).toEqual(['AT']);
    expect(chunks).toEqual(['AT\r']);
  });

  it('holds unsolicited lines while a command runs and sends them after its answer', async () => {
    const { line, chunks } = lineWithHost();
    line.urc('RING');
    expect(chunks).toEqual(['\r\nRING\r\n']);
    line.begin();
    line.urc('+CMTI: "SM",1');
    expect(chunks).toHaveLength(1);
    line.finish('\r\nOK\r\n');
    expect(chunks.slice(1)).toEqual(['\r\nOK\r\n', '\r\n+CMTI: "SM",1\r\n']);
  });

  it('takes a PDU after the prompt up to Ctrl-Z, holding unsolicited lines until the send is answered', async () => {
    const { line, chunks, pdus, type } = lineWithHost();
    line.begin();
    line.beginPdu();
    line.prompt('\r\n> ');
    expect(line.typingPdu).toBe(true);
    line.urc('RING');
    await type('0011\r00\x1a');
    expect(pdus).toEqual(['0011\r00']);
    expect(line.typingPdu).toBe(false);
    line.urc('+CLIP: "+441234"');
    line.finish('\r\n+CMGS: 1\r\n\r\nOK\r\n');
    expect(chunks).toEqual(['\r\n> ', '\r\n+CMGS: 1\r\n\r\nOK\r\n', '\r\nRING\r\n', '\r\n+CLIP: "+441234"\r\n']);
  });

  it('reports ESC during a PDU as a cancel', async () => {
    const { line, pdus, lines, type } = lineWithHost();
    line.beginPdu();
    await type('0011\x1bAT\r');
    expect(pdus).toEqual([null]);
    expect(lines).toEqual(['AT']);
  });

  it('neither reads nor sends while the modem is not live', async () => {
    const { line, state, chunks, lines, type } = lineWithHost({ echo: true });
    state.live = false;
    await type('AT\r');
    line.urc('RING');
    line.send('lost');
    expect(lines).toEqual([]);
    expect(chunks).toEqual([]);
  });

  it('forgets a partial line, a PDU being typed and the held lines on reset', async () => {
    const { line, chunks, lines, pdus, type } = lineWithHost();
    await type('AT+CS');
    line.reset();
    await type('Q\r');
    expect(lines).toEqual(['Q']);
    line.begin();
    line.beginPdu();
    line.urc('RING');
    line.reset();
    expect(line.typingPdu).toBe(false);
    line.finish('\r\nOK\r\n');
    expect(chunks).toEqual(['\r\nOK\r\n']);
    await type('00\x1a');
    expect(pdus).toEqual([]);
  });
});
