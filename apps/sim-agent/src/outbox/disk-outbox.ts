import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { LogEvent } from '../log-events';
import { DeliveredPdus } from './delivered-pdus';

/** A SIM storage slot an entry came from: deleted only after JetStream acknowledged the entry. */
export interface SlotRef {
  storage: string;
  index: number;
  /** What the slot held when read: deletion first checks the slot still holds it. */
  pdu: string;
}

export type OutboxKind = 'sms' | 'call';

export interface OutboxEntry {
  key: string;
  kind: OutboxKind;
  /** Subject without namespace, e.g. `agent.rack-1.sms`. */
  subject: string;
  payload: object;
  iccid: string;
  slots: SlotRef[];
  createdAt: string;
  seq: number;
  /** Set once JetStream acknowledged the publish; the entry then waits for its slots' deletion. */
  ackedAt?: string;
}

/** What the modems read of the outbox; they write nothing to it (their events' listeners do). */
export interface OutboxReader {
  has(key: string): boolean;
  forIccid(iccid: string): OutboxEntry[];
  acked(iccid?: string): OutboxEntry[];
  readonly delivered: Pick<DeliveredPdus, 'has'>;
}

const SUFFIX = '.json';
const KEY = /^[0-9a-f]{64}$/;

/**
 * The agent's disk outbox: one file per entry in OUTBOX_DIR, each written to a temporary
 * file, fsynced, renamed into place and the directory fsynced. A crash mid-write leaves
 * at most a `.tmp` file (discarded on load: its SMS is still on the SIM and is read again).
 */
export class DiskOutbox implements OutboxReader {
  /** In `seq` order: added in that order, loaded sorted (a Map keeps insertion order, and re-setting a key keeps its place). */
  private readonly entries = new Map<string, OutboxEntry>();
  private readonly writes = new Map<string, Promise<void>>();
  private nextSeq = 1;
  private readonly listeners = new Set<() => void>();
  /** Keys added but not yet durable on disk. */
  private readonly storing = new Set<string>();

  private constructor(
    readonly dir: string,
    private readonly logger: Logger,
    /** What left the outbox and the SIM, to recognise late copies of it. */
    readonly delivered: DeliveredPdus,
  ) {}

  static async open(dir: string, logger: Logger): Promise<DiskOutbox> {
    await mkdir(dir, { recursive: true });
    const outbox = new DiskOutbox(dir, logger, await DeliveredPdus.open(dir));
    await outbox.load();
    return outbox;
  }

  /** Called after every add (the publisher wakes up). */
  onAdded(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(key: string): OutboxEntry | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  all(): OutboxEntry[] {
    return [...this.entries.values()];
  }

  /** The oldest stored entry waiting for JetStream (the publisher's next), without listing them all. */
  firstPending(): OutboxEntry | undefined {
    for (const entry of this.entries.values()) if (this.waiting(entry)) return entry;
    return undefined;
  }

  /** Stored and waiting for JetStream, oldest first. */
  pending(): OutboxEntry[] {
    return this.all().filter((entry) => this.waiting(entry));
  }

  /** An entry still being written is not published yet: its file must exist before its ack can delete it. */
  private waiting(entry: OutboxEntry): boolean {
    return !entry.ackedAt && !this.storing.has(entry.key);
  }

  /** Acknowledged, their SIM slots not yet deleted. */
  acked(iccid?: string): OutboxEntry[] {
    return this.all().filter((entry) => entry.ackedAt && (iccid === undefined || entry.iccid === iccid));
  }

  forIccid(iccid: string): OutboxEntry[] {
    return this.all().filter((entry) => entry.iccid === iccid);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Durable once this resolves. Adding a key already present changes nothing and returns false. */
  async add(entry: Omit<OutboxEntry, 'seq' | 'createdAt'> & { createdAt?: string }): Promise<boolean> {
    if (this.entries.has(entry.key)) return false;
    const full: OutboxEntry = { ...entry, createdAt: entry.createdAt ?? new Date().toISOString(), seq: this.nextSeq++ };
    // Kept at once, so a second report of the same message is known while this one is written.
    this.entries.set(full.key, full);
    this.storing.add(full.key);
    try {
      await this.write(full);
    } catch (error) {
      this.entries.delete(full.key);
      throw error;
    } finally {
      this.storing.delete(full.key);
    }
    for (const listener of this.listeners) listener();
    return true;
  }

  async markAcked(key: string, at = new Date().toISOString()): Promise<OutboxEntry | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.ackedAt) return entry;
    const acked = { ...entry, ackedAt: at };
    this.entries.set(key, acked);
    await this.write(acked);
    return acked;
  }

  async remove(key: string): Promise<void> {
    if (!this.entries.has(key)) return;
    this.entries.delete(key);
    await this.serialized(key, async () => {
      await unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await this.syncDir();
    });
  }

  /** Waits for every write in progress (the agent stops only after them). */
  async flush(): Promise<void> {
    await Promise.all([...this.writes.values(), this.delivered.flush()]);
  }

  private file(key: string): string {
    return join(this.dir, `${key}${SUFFIX}`);
  }

  private write(entry: OutboxEntry): Promise<void> {
    return this.serialized(entry.key, async () => {
      const target = this.file(entry.key);
      const temporary = `${target}.tmp`;
      const handle = await open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(entry)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      await this.syncDir();
    });
  }

  private serialized(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    const tracked = next.finally(() => {
      if (this.writes.get(key) === tracked) this.writes.delete(key);
    });
    this.writes.set(key, tracked);
    return next;
  }

  private async syncDir(): Promise<void> {
    const handle = await open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  private async load(): Promise<void> {
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      if (name.endsWith('.tmp')) {
        // An interrupted write: never renamed into place, so never counted as stored.
        await unlink(path).catch(() => undefined);
        continue;
      }
      if (!name.endsWith(SUFFIX)) continue;
      try {
        const entry = JSON.parse(await readFile(path, 'utf8')) as OutboxEntry;
        if (!KEY.test(entry.key) || `${entry.key}${SUFFIX}` !== name || !entry.subject || !entry.payload || !Array.isArray(entry.slots)) {
          throw new Error('not an outbox entry');
        }
        this.entries.set(entry.key, entry);
        this.nextSeq = Math.max(this.nextSeq, (entry.seq ?? 0) + 1);
      } catch (error) {
        this.logger.error({ file: name, err: error }, LogEvent.outboxEntryUnreadable);
        await rename(path, `${path}.bad`).catch(() => undefined);
      }
    }
    const loaded = [...this.entries.values()].sort((a, b) => a.seq - b.seq);
    this.entries.clear();
    for (const entry of loaded) this.entries.set(entry.key, entry);
    if (this.entries.size > 0) {
      this.logger.info({ dir: this.dir, pending: this.pending().length, acked: this.acked().length }, LogEvent.outboxLoaded);
    }
  }
}
