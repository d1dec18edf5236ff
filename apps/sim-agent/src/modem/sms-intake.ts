import { AgentSmsReport } from '@simrelay/contracts';
import { AssembledSms, decodePdu, DecodedPdu, GsmError, MultipartAssembler } from '@simrelay/gsm';
import type { Logger } from 'pino';
import { Clock } from '../clock';
import { LogEvent } from '../log-events';
import { OutboxEntry, OutboxReader, SlotRef } from '../outbox/disk-outbox';
import { pduHash, smsKey } from '../outbox/idempotency-key';

/** One stored part: where it sits on the SIM (null for a +CMT delivered straight to us) and its part number. */
export interface IntakePart {
  slot: SlotRef | null;
  pdu: string;
  seq: number;
}

export interface SimContext {
  agentId: string;
  port: string;
  iccid: string;
  imsi: string | null;
  number: string | null;
}

export interface SmsIntakeOptions {
  outbox: OutboxReader;
  /** Keeps a complete message durably; when it fails, the message's slots are forgotten and read again by the next sweep. */
  record: (report: AgentSmsReport, slots: SlotRef[]) => Promise<unknown>;
  logger: Logger;
  clock: Clock;
  multipartTimeoutMs: number;
  context: () => SimContext;
  /** A stored copy of a message already delivered: delete it (after checking the slot). */
  deleteDuplicate: (slot: SlotRef) => void;
  onStored?: (key: string) => void;
}

const slotId = (slot: { storage: string; index: number }): string => `${slot.storage}:${slot.index}`;

/**
 * What one SIM's stored messages have become: every slot read is either in flight (waiting in
 * the multipart assembler or in the outbox) or ignored (not an incoming SMS); the same slot
 * read again by the next sweep or +CMTI is recognised and not reported twice.
 */
export class SmsIntake {
  private readonly inFlightSlots = new Map<string, string>();
  private readonly entryByPdu = new Map<string, string>();
  private readonly extraSlots = new Map<string, SlotRef[]>();
  private readonly ignored = new Set<string>();
  private readonly assembler: MultipartAssembler<IntakePart>;

  constructor(
    readonly iccid: string,
    private readonly options: SmsIntakeOptions,
  ) {
    this.assembler = new MultipartAssembler<IntakePart>({ timeoutMs: options.multipartTimeoutMs, now: () => options.clock.now() });
    this.adoptOutbox();
  }

  /** Slots read but not yet deleted from the SIM. */
  get inFlightCount(): number {
    return this.inFlightSlots.size;
  }

  isInFlight(slot: { storage: string; index: number }): boolean {
    return this.inFlightSlots.has(slotId(slot));
  }

  /** Every slot to delete for a delivered entry: its own and stored duplicates found since. */
  slotsOf(entry: OutboxEntry): SlotRef[] {
    return [...entry.slots, ...(this.extraSlots.get(entry.key) ?? [])];
  }

  /**
   * The entry's slots are deleted (or gone). Returns the hashes of its PDUs, to be remembered
   * so that late copies are recognised, and the copies found while the deletion ran, for the
   * caller to delete as duplicates.
   */
  markDelivered(entry: OutboxEntry, slots: SlotRef[]): { pduHashes: string[]; late: SlotRef[] } {
    const hashes = slots.map((slot) => pduHash(slot.pdu));
    slots.forEach((slot, i) => {
      // The slot may already hold a newer message (deleted and reused behind our back).
      if (this.inFlightSlots.get(slotId(slot)) === hashes[i]) this.inFlightSlots.delete(slotId(slot));
      this.entryByPdu.delete(hashes[i]);
    });
    const handled = new Set(slots.map(slotId));
    const late = (this.extraSlots.get(entry.key) ?? []).filter((slot) => !handled.has(slotId(slot)));
    this.extraSlots.delete(entry.key);
    return { pduHashes: hashes, late };
  }

  /** An operator deleted the slot by command. */
  forgetSlot(slot: { storage: string; index: number }): void {
    const id = slotId(slot);
    this.inFlightSlots.delete(id);
    for (const key of [...this.ignored]) if (key.startsWith(`${id}:`)) this.ignored.delete(key);
  }

  /** One stored message (from +CMTI, a sweep, or +CMT with no slot). */
  async ingest(slot: SlotRef | null, pdu: string): Promise<void> {
    const hash = pduHash(pdu);
    if (slot) {
      const id = slotId(slot);
      if (this.inFlightSlots.get(id) === hash || this.ignored.has(`${id}:${hash}`)) return;
    }
    const log = { iccid: this.iccid, ...(slot ? { storage: slot.storage, index: slot.index } : {}) };

    let decoded: DecodedPdu;
    try {
      decoded = decodePdu(pdu);
    } catch (error) {
      if (!(error instanceof GsmError)) throw error;
      if (slot) this.ignored.add(`${slotId(slot)}:${hash}`);
      this.options.logger.error({ ...log, pdu, err: error }, LogEvent.smsUndecodable);
      return;
    }
    if (decoded.type !== 'deliver') {
      if (slot) this.ignored.add(`${slotId(slot)}:${hash}`);
      this.options.logger.info({ ...log, type: decoded.type }, LogEvent.smsIgnored);
      return;
    }

    // A second stored copy of a part: goes with its first copy, or is deleted if that one was delivered.
    const inFlightKey = this.entryByPdu.get(hash);
    if (inFlightKey && this.options.outbox.has(inFlightKey)) {
      if (slot) {
        this.inFlightSlots.set(slotId(slot), hash);
        this.extraSlots.set(inFlightKey, [...(this.extraSlots.get(inFlightKey) ?? []), slot]);
      }
      this.options.logger.info({ ...log, key: inFlightKey }, LogEvent.smsDuplicatePart);
      return;
    }
    if (this.options.outbox.delivered.has(this.iccid, hash)) {
      this.options.logger.info({ ...log, delivered: true }, LogEvent.smsDuplicatePart);
      if (slot) {
        this.inFlightSlots.set(slotId(slot), hash);
        this.options.deleteDuplicate(slot);
      }
      return;
    }

    if (slot) this.inFlightSlots.set(slotId(slot), hash);
    const assembled = this.assembler.add(decoded, { slot, pdu, seq: decoded.concat?.seq ?? 1 });
    if (assembled) await this.store(assembled);
  }

  /** Multipart groups that waited too long go out flagged partial. */
  async flushExpired(): Promise<void> {
    for (const assembled of this.assembler.expired()) await this.store(assembled);
  }

  /** The duplicate slot was deleted (or found changed): it is no longer in flight. */
  releaseSlot(slot: SlotRef): void {
    if (this.inFlightSlots.get(slotId(slot)) === pduHash(slot.pdu)) this.inFlightSlots.delete(slotId(slot));
  }

  private adoptOutbox(): void {
    for (const entry of this.options.outbox.forIccid(this.iccid)) {
      for (const slot of entry.slots) {
        const hash = pduHash(slot.pdu);
        this.inFlightSlots.set(slotId(slot), hash);
        this.entryByPdu.set(hash, entry.key);
      }
    }
  }

  private async store(assembled: AssembledSms<IntakePart>): Promise<void> {
    const context = this.options.context();
    const parts = [...assembled.keys].sort((a, b) => a.seq - b.seq);
    const pdus = [...new Set(parts.map((part) => part.pdu.trim().toUpperCase()))];
    const slots = parts.flatMap((part) => (part.slot ? [part.slot] : []));
    const key = smsKey(this.iccid, pdus);
    const report: AgentSmsReport = {
      key,
      agentId: context.agentId,
      iccid: this.iccid,
      imsi: context.imsi,
      number: context.number,
      port: context.port,
      sender: assembled.sender,
      senderType: assembled.senderType,
      smsc: assembled.smsc,
      text: assembled.text,
      encoding: assembled.encoding,
      sentAt: assembled.timestamp,
      receivedAt: new Date(this.options.clock.now()).toISOString(),
      // Every part the message has, received or not (`missing` lists the absent ones).
      parts: assembled.parts + assembled.missing.length,
      partial: assembled.partial,
      missing: assembled.missing,
      pdus,
    };
    const log = { iccid: this.iccid, key, sender: assembled.sender, parts: report.parts, indexes: slots.map((s) => s.index) };
    // Known before the write completes: a copy of a part read meanwhile joins this entry.
    for (const pdu of pdus) this.entryByPdu.set(pduHash(pdu), key);
    try {
      await this.options.record(report, slots);
    } catch (error) {
      // Not durable: forget the slots so that the next sweep reads them again.
      for (const slot of [...slots, ...(this.extraSlots.get(key) ?? [])]) this.inFlightSlots.delete(slotId(slot));
      for (const pdu of pdus) this.entryByPdu.delete(pduHash(pdu));
      this.extraSlots.delete(key);
      this.options.logger.error({ ...log, err: error }, LogEvent.outboxWriteFailed);
      return;
    }
    this.options.onStored?.(key);
    if (assembled.partial) this.options.logger.warn({ ...log, missing: assembled.missing }, LogEvent.smsPartial);
    this.options.logger.info({ ...log, encoding: assembled.encoding, partial: assembled.partial }, LogEvent.smsStored);
  }
}
