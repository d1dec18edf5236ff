export type AtChunk = { kind: 'line'; text: string } | { kind: 'prompt' };

const CR = 0x0d;
const LF = 0x0a;
/** A line that never ends (a wedged modem, line noise) is cut here rather than grow without bound. */
const MAX_LINE_BYTES = 64 * 1024;

/**
 * Turns the byte stream of a serial port into lines. Bytes are kept until a line is complete, so a
 * UTF-8 character split across two reads is decoded whole. CR, LF and CRLF all end a line; empty
 * lines are dropped. The '> ' prompt of AT+CMGS never ends with a line break, so it is recognised
 * as soon as it is the whole of the pending line.
 */
export class AtLineSplitter {
  private pending: Buffer = Buffer.alloc(0);

  push(data: Buffer | string): AtChunk[] {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.pending = this.pending.length === 0 ? Buffer.from(bytes) : Buffer.concat([this.pending, bytes]);
    const chunks: AtChunk[] = [];
    let start = 0;
    for (let i = 0; i < this.pending.length; i++) {
      const byte = this.pending[i];
      if (byte !== CR && byte !== LF) continue;
      this.emitLine(this.pending.subarray(start, i), chunks);
      start = i + 1;
    }
    this.pending = this.pending.subarray(start);
    if (isPrompt(this.pending)) {
      chunks.push({ kind: 'prompt' });
      this.pending = Buffer.alloc(0);
    } else if (this.pending.length > MAX_LINE_BYTES) {
      this.emitLine(this.pending, chunks);
      this.pending = Buffer.alloc(0);
    }
    return chunks;
  }

  /** Forgets a partial line, e.g. after the port was reopened. */
  reset(): void {
    this.pending = Buffer.alloc(0);
  }

  private emitLine(bytes: Buffer, chunks: AtChunk[]): void {
    // NUL and the Ctrl-Z that ends a PDU may come back in the echo; they are never part of a response.
    const text = Buffer.from(bytes.filter((byte) => byte !== 0x00 && byte !== 0x1a))
      .toString('utf8')
      .trim();
    if (text === '') return;
    chunks.push(text === '>' ? { kind: 'prompt' } : { kind: 'line', text });
  }
}

function isPrompt(bytes: Buffer): boolean {
  return bytes.length === 2 && bytes[0] === 0x3e && bytes[1] === 0x20;
}
