import { appendFile, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'delivered-pdus.log';
const LINE = /^(\S+) ([0-9a-f]{64})$/;

/**
 * The PDUs already delivered and deleted from their SIM, newest last, kept on disk so that a
 * late stored copy of one part is still recognised after a restart (otherwise it would go out
 * again as a partial message of its own). One line per PDU, `<iccid> <pdu hash>`; bounded to
 * `limit` entries, the file rewritten when it holds twice that.
 *
 * Appends are not fsynced: losing the last lines in a crash only means a late duplicate is
 * reported as before, while delivery itself stays on the fsynced outbox.
 */
export class DeliveredPdus {
  private readonly seen = new Set<string>();
  private lines = 0;
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly path: string,
    private readonly limit: number,
  ) {}

  static async open(dir: string, limit = 50_000): Promise<DeliveredPdus> {
    const journal = new DeliveredPdus(join(dir, FILE), limit);
    await journal.load();
    return journal;
  }

  has(iccid: string, hash: string): boolean {
    return this.seen.has(`${iccid} ${hash}`);
  }

  get size(): number {
    return this.seen.size;
  }

  /** Remembers the hashes at once; the returned promise settles when they are written. */
  remember(iccid: string, hashes: string[]): Promise<void> {
    const fresh = hashes.map((hash) => `${iccid} ${hash}`).filter((entry) => !this.seen.has(entry));
    if (fresh.length === 0) return this.writes;
    for (const entry of fresh) this.seen.add(entry);
    this.trim();
    this.writes = this.writes.catch(() => undefined).then(() => this.append(fresh));
    return this.writes;
  }

  /** Waits for pending writes. */
  flush(): Promise<void> {
    return this.writes.catch(() => undefined);
  }

  private async append(entries: string[]): Promise<void> {
    this.lines += entries.length;
    if (this.lines > 2 * this.limit) await this.rewrite();
    else await appendFile(this.path, entries.map((entry) => `${entry}\n`).join(''), { mode: 0o600 });
  }

  /** Oldest first out, as a Set keeps insertion order. */
  private trim(): void {
    for (const entry of this.seen) {
      if (this.seen.size <= this.limit) break;
      this.seen.delete(entry);
    }
  }

  private async rewrite(): Promise<void> {
    const temporary = `${this.path}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile([...this.seen].map((entry) => `${entry}\n`).join(''));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.path);
    this.lines = this.seen.size;
  }

  private async load(): Promise<void> {
    const text = await readFile(this.path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    for (const line of text.split('\n')) {
      // A torn last line from a crash, or anything else, is skipped.
      if (!LINE.test(line)) continue;
      this.seen.delete(line);
      this.seen.add(line);
      this.lines++;
    }
    this.trim();
  }
}
