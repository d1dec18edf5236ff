import { AddressType, SmsDeliver, SmsEncoding } from '../pdu/pdu-types';

export interface AssembledSms<K> {
  sender: string;
  senderType: AddressType;
  smsc: string | null;
  /** Of the earliest part. */
  timestamp: string;
  text: string;
  encoding: SmsEncoding;
  /** Distinct parts received: the whole message's part count unless partial. */
  parts: number;
  /** The part count the message announced (1 for a single message). */
  total: number;
  partial: boolean;
  /** Missing sequence numbers when partial. */
  missing: number[];
  /** The caller's key of every part received, duplicates included. */
  keys: K[];
}

interface Group<K> {
  total: number;
  firstSeenAt: number;
  parts: Map<number, SmsDeliver>;
  keys: K[];
}

const instant = (timestamp: string) => Date.parse(timestamp);

/**
 * Joins the parts of concatenated SMS. Parts are grouped by (sender, reference, total), never by
 * SMSC: the parts of one message can reach the phone through different service centres. Parts
 * may come in any order and more than once; a repeated part keeps the first copy but its key is
 * kept, so the caller can delete every stored copy. A group still incomplete timeoutMs after its
 * first part comes back from expired(), flagged partial, with what arrived.
 */
export class MultipartAssembler<K> {
  private readonly groups = new Map<string, Group<K>>();
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(o: { timeoutMs: number; now?: () => number }) {
    this.timeoutMs = o.timeoutMs;
    this.now = o.now ?? Date.now;
  }

  get pendingCount(): number {
    return this.groups.size;
  }

  /** The whole message once its last part arrives (single-part messages at once), else null. */
  add(sms: SmsDeliver, key: K): AssembledSms<K> | null {
    const concat = sms.concat;
    if (concat === null || concat.total <= 1) return assemble(new Map([[1, sms]]), 1, [key]);
    const groupKey = JSON.stringify([sms.sender, concat.ref, concat.total]);
    let group = this.groups.get(groupKey);
    if (!group) {
      group = { total: concat.total, firstSeenAt: this.now(), parts: new Map(), keys: [] };
      this.groups.set(groupKey, group);
    }
    group.keys.push(key);
    if (!group.parts.has(concat.seq)) group.parts.set(concat.seq, sms);
    if (group.parts.size < group.total) return null;
    this.groups.delete(groupKey);
    return assemble(group.parts, group.total, group.keys);
  }

  /** Groups whose first part is timeoutMs old or older, removed and flagged partial. */
  expired(): AssembledSms<K>[] {
    const now = this.now();
    const result: AssembledSms<K>[] = [];
    for (const [groupKey, group] of this.groups) {
      if (now - group.firstSeenAt < this.timeoutMs) continue;
      this.groups.delete(groupKey);
      result.push(assemble(group.parts, group.total, group.keys));
    }
    return result;
  }
}

function assemble<K>(parts: Map<number, SmsDeliver>, total: number, keys: K[]): AssembledSms<K> {
  const ordered = [...parts].sort(([a], [b]) => a - b).map(([, sms]) => sms);
  const earliest = ordered.reduce((best, sms) => (instant(sms.timestamp) < instant(best.timestamp) ? sms : best));
  const missing: number[] = [];
  for (let seq = 1; seq <= total; seq++) if (!parts.has(seq)) missing.push(seq);
  return {
    sender: earliest.sender,
    senderType: earliest.senderType,
    smsc: earliest.smsc,
    timestamp: earliest.timestamp,
    text: ordered.map((sms) => sms.text).join(''),
    encoding: ordered[0].encoding,
    parts: parts.size,
    total,
    partial: missing.length > 0,
    missing,
    keys: [...keys],
  };
}
