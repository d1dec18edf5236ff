import { cms, CMS } from './at-error';

/** Where messages physically live: the SIM ('SM') or the modem's own memory ('ME'). */
export type MessageMemory = 'SM' | 'ME';
/** What AT+CPMS selects: one memory, or 'MT' (SIM first, then modem memory). */
export type StorageName = MessageMemory | 'MT';
export const STORAGE_NAMES: readonly StorageName[] = ['SM', 'ME', 'MT'];

/** <stat> of 27.005: 0 received unread, 1 received read, 2 stored unsent, 3 stored sent. */
export type MessageStatus = 0 | 1 | 2 | 3;

export interface StoredMessage {
  status: MessageStatus;
  pdu: string;
  /** TPDU length in octets, what +CMGL and +CMGR print. */
  length: number;
}

interface Slot {
  memory: MessageMemory;
  slot: number;
}

/**
 * SMS storage with fixed capacity per memory. Indexes are what the host sees: they start at the
 * family's first index, and in 'MT' the modem memory follows the SIM's slots.
 */
export class MessageStorage {
  private readonly memories: Record<MessageMemory, Array<StoredMessage | undefined>>;

  constructor(
    capacity: Record<MessageMemory, number>,
    private readonly firstIndex: 0 | 1,
  ) {
    this.memories = { SM: new Array(capacity.SM).fill(undefined), ME: new Array(capacity.ME).fill(undefined) };
  }

  total(storage: StorageName): number {
    return this.parts(storage).reduce((sum, memory) => sum + this.memories[memory].length, 0);
  }

  used(storage: StorageName): number {
    return this.list(storage).length;
  }

  list(storage: StorageName): Array<{ index: number; message: StoredMessage }> {
    const listed: Array<{ index: number; message: StoredMessage }> = [];
    let offset = this.firstIndex;
    for (const memory of this.parts(storage)) {
      this.memories[memory].forEach((message, slot) => {
        if (message) listed.push({ index: offset + slot, message });
      });
      offset += this.memories[memory].length;
    }
    return listed;
  }

  /** The message at `index`, undefined for an empty slot; +CMS ERROR 321 outside the storage. */
  get(storage: StorageName, index: number): StoredMessage | undefined {
    const { memory, slot } = this.locate(storage, index);
    return this.memories[memory][slot];
  }

  delete(storage: StorageName, index: number): void {
    const { memory, slot } = this.locate(storage, index);
    this.memories[memory][slot] = undefined;
  }

  /** Stores in the first free slot; null when the storage is full. */
  add(storage: StorageName, message: StoredMessage): number | null {
    let offset = this.firstIndex;
    for (const memory of this.parts(storage)) {
      const slot = this.memories[memory].findIndex((m) => m === undefined);
      if (slot >= 0) {
        this.memories[memory][slot] = message;
        return offset + slot;
      }
      offset += this.memories[memory].length;
    }
    return null;
  }

  private locate(storage: StorageName, index: number): Slot {
    let offset = this.firstIndex;
    for (const memory of this.parts(storage)) {
      const size = this.memories[memory].length;
      if (Number.isInteger(index) && index >= offset && index < offset + size) return { memory, slot: index - offset };
      offset += size;
    }
    throw cms(CMS.invalidMemoryIndex);
  }

  private parts(storage: StorageName): MessageMemory[] {
    return storage === 'MT' ? ['SM', 'ME'] : [storage];
  }
}
