import { AgentSmsReport } from '@simrelay/contracts';
import { parseCmgl, parseCmgr } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { LogEvent } from '../log-events';
import { OutboxEntry, OutboxReader, SlotRef } from '../outbox/disk-outbox';
import { AtCommands } from './at-commands';
import { AtCommandError, PortClosedError } from './at-errors';
import { BackgroundWork } from './background-work';
import { DeleteOutcome } from './modem';
import { SessionStatus } from './session-status';
import { SimFacts } from './sim-identity';
import { SmsIntake } from './sms-intake';

export interface SimStorageOptions {
  agentId: string;
  path: string;
  /** AT+CPMS memory: SM, ME or MT. */
  storage: string;
  multipartTimeoutMs: number;
  sim: SimFacts;
  commands: AtCommands;
  outbox: OutboxReader;
  clock: Clock;
  log: Logger;
  status: SessionStatus;
  background: BackgroundWork;
  /** Keeps a complete message; its slots are deleted only after `release`. */
  record: (report: AgentSmsReport, slots: SlotRef[]) => Promise<unknown>;
  /** An acknowledged entry's slots are deleted: the entry and its PDUs can be let go. */
  cleared: (entry: OutboxEntry, pduHashes: string[]) => Promise<unknown>;
}

/** '+CPMS: 3,30,3,30,3,30' -> 30 (the read storage's size). */
function storageCapacity(lines: string[]): number | null {
  for (const line of lines) {
    const match = /^\+CPMS:\s*(\d+)\s*,\s*(\d+)/i.exec(line.trim());
    if (match) return Number(match[2]);
  }
  return null;
}

/**
 * The SIM's message storage: read on +CMTI and swept in full every tick (what came while nobody
 * listened), and a slot deleted only after the central system acknowledged its message, and
 * only while it still holds what was read from it.
 */
export class SimStorage {
  private intake: SmsIntake | null = null;
  private capacity: number | null = null;
  private readonly deleting = new Set<string>();

  constructor(private readonly options: SimStorageOptions) {}

  /** Slots read but not yet deleted from the SIM. */
  get inFlightCount(): number {
    return this.intake?.inFlightCount ?? 0;
  }

  /** PDU mode, the storage, and store-and-notify indications (+CMTI). */
  async configure(): Promise<void> {
    const { commands, storage } = this.options;
    await commands.run('AT+CMGF=0');
    this.capacity = storageCapacity(await commands.run(`AT+CPMS="${storage}","${storage}","${storage}"`));
    if ((await commands.attempt('AT+CNMI=2,1,0,2,0')) instanceof AtCommandError) {
      await commands.run('AT+CNMI=2,1,0,0,0'); // modems that cannot route status reports
    }
  }

  /** Reads the storage of this SIM from now on (keeping what is in flight when it is the same SIM again). */
  serve(iccid: string): void {
    const { outbox, log, clock, multipartTimeoutMs, agentId, path, sim, record, status, background } = this.options;
    this.intake ??= new SmsIntake(iccid, {
      outbox,
      record,
      logger: log,
      clock,
      multipartTimeoutMs,
      context: () => ({ agentId, port: path, iccid, imsi: sim.imsi, number: sim.number }),
      deleteDuplicate: (slot) => background.track(this.deleteDuplicate(slot)),
      onStored: () => status.counts.smsReceived++,
    });
  }

  /** Another SIM (or none): what was read from the old one is left to its outbox entries. */
  forget(): void {
    this.intake = null;
  }

  /** +CMTI: read the slot (in the storage selected with AT+CPMS, where +CNMI stores). */
  announced(index: number): void {
    this.options.background.track(this.readNew(index));
  }

  /** +CMT: a message routed to us without a slot. */
  routed(pdu: string): void {
    this.options.background.track(this.intake?.ingest(null, pdu) ?? Promise.resolve());
  }

  /** A full listing, multipart timeouts, and deletions still owed. */
  async tick(): Promise<void> {
    await this.sweep();
    await this.intake?.flushExpired();
    const iccid = this.options.sim.iccid;
    if (iccid) for (const entry of this.options.outbox.acked(iccid)) await this.deleteDelivered(entry);
  }

  /** JetStream acknowledged `entry`: delete its slots, then let it go. */
  release(entry: OutboxEntry): void {
    this.options.background.track(this.deleteDelivered(entry));
  }

  /** Deletes slots by index (or all), except those whose message is still on its way. */
  async deleteSlots(request: { indexes?: number[]; all?: boolean }): Promise<DeleteOutcome> {
    const { storage, commands, log, sim } = this.options;
    const indexes = request.all ? (await this.list()).map((message) => message.index) : (request.indexes ?? []);
    const outcome: DeleteOutcome = { deleted: [], kept: [], empty: [] };
    for (const index of [...new Set(indexes)].sort((a, b) => a - b)) {
      if (this.intake?.isInFlight({ storage, index })) {
        outcome.kept.push(index);
        continue;
      }
      if ((await this.readSlot(index)) === null) {
        outcome.empty.push(index);
        continue;
      }
      await commands.run(`AT+CMGD=${index}`);
      this.intake?.forgetSlot({ storage, index });
      outcome.deleted.push(index);
    }
    log.info({ iccid: sim.iccid, indexes: outcome.deleted, kept: outcome.kept, byCommand: true }, LogEvent.smsDeleted);
    return outcome;
  }

  private async list(): Promise<ReturnType<typeof parseCmgl>> {
    return parseCmgl(await this.options.commands.run('AT+CMGL=4'));
  }

  /** AT+CMGL=4 lists everything stored: messages that came while nobody listened, or whose +CMTI was lost. */
  private async sweep(): Promise<void> {
    const intake = this.intake;
    if (!intake) return;
    const { storage, log, sim } = this.options;
    const listed = await this.list();
    const incoming = listed.filter((message) => message.status <= 1);
    const fresh = incoming.filter((message) => !intake.isInFlight({ storage, index: message.index }));
    log[fresh.length > 0 ? 'info' : 'debug']({ iccid: sim.iccid, stored: listed.length, fresh: fresh.length, inFlight: intake.inFlightCount }, LogEvent.smsSweep);
    if (this.capacity !== null && listed.length >= this.capacity) {
      log.warn({ iccid: sim.iccid, stored: listed.length, capacity: this.capacity }, LogEvent.storageFull);
    }
    for (const message of incoming) await intake.ingest({ storage, index: message.index, pdu: message.pdu }, message.pdu);
  }

  private async readNew(index: number): Promise<void> {
    const intake = this.intake;
    if (!intake) return; // not identified yet: the first sweep reads it
    try {
      const message = await this.readSlot(index);
      if (!message || message.status > 1) return;
      await intake.ingest({ storage: this.options.storage, index, pdu: message.pdu }, message.pdu);
    } catch (error) {
      if (!(error instanceof PortClosedError)) this.options.log.warn({ iccid: this.options.sim.iccid, index, err: error }, LogEvent.smsReadFailed);
    }
  }

  private async readSlot(index: number): Promise<{ status: number; pdu: string } | null> {
    const answer = await this.options.commands.attempt(`AT+CMGR=${index}`);
    if (!(answer instanceof AtCommandError)) return parseCmgr(answer);
    // 321: invalid memory index, as some modems answer for an empty slot.
    if (answer.final.result === 'CMS ERROR' && answer.final.code === 321) return null;
    throw answer;
  }

  /** Deletes a delivered entry's slots, each only if it still holds the PDU read from it. */
  private async deleteDelivered(entry: OutboxEntry): Promise<void> {
    const intake = this.intake;
    if (!intake || intake.iccid !== entry.iccid || this.deleting.has(entry.key)) return;
    const { status, log, background } = this.options;
    this.deleting.add(entry.key);
    try {
      const slots = intake.slotsOf(entry);
      const deleted: number[] = [];
      const gone: number[] = [];
      for (const slot of slots) {
        if (await this.deleteIfUnchanged(slot, entry.key)) deleted.push(slot.index);
        else gone.push(slot.index);
      }
      const { pduHashes, late } = intake.markDelivered(entry, slots);
      for (const slot of late) background.track(this.deleteDuplicate(slot));
      await this.options.cleared(entry, pduHashes);
      status.counts.smsDeleted++;
      log.info({ iccid: entry.iccid, key: entry.key, indexes: deleted, ...(gone.length ? { alreadyGone: gone } : {}) }, LogEvent.smsDeleted);
    } catch (error) {
      if (!(error instanceof PortClosedError)) status.failed(error);
      log.warn({ iccid: entry.iccid, key: entry.key, err: error }, LogEvent.smsDeleteFailed);
    } finally {
      this.deleting.delete(entry.key);
    }
  }

  private async deleteIfUnchanged(slot: SlotRef, key: string): Promise<boolean> {
    const current = await this.readSlot(slot.index);
    if (!current) return false;
    if (current.pdu.trim().toUpperCase() !== slot.pdu.trim().toUpperCase()) {
      this.options.log.warn({ iccid: this.options.sim.iccid, key, index: slot.index }, LogEvent.smsDeleteSkipped);
      return false;
    }
    await this.options.commands.run(`AT+CMGD=${slot.index}`);
    return true;
  }

  private async deleteDuplicate(slot: SlotRef): Promise<void> {
    const { log, sim } = this.options;
    try {
      const deleted = await this.deleteIfUnchanged(slot, 'duplicate');
      if (deleted) log.info({ iccid: sim.iccid, indexes: [slot.index], duplicate: true }, LogEvent.smsDeleted);
    } catch (error) {
      log.warn({ iccid: sim.iccid, index: slot.index, err: error }, LogEvent.smsDeleteFailed);
    } finally {
      this.intake?.releaseSlot(slot);
    }
  }
}
