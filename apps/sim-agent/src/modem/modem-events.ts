import { AgentCallReport, AgentSmsReport } from '@simrelay/contracts';
import { OutboxEntry, SlotRef } from '../outbox/disk-outbox';

/** What a modem tells whoever drives it. The modem itself writes nothing: listeners keep what must be kept. */
export interface ModemEvents {
  /** A complete message read from the SIM; its slots stay until it is released after JetStream's ack. */
  sms: { report: AgentSmsReport; slots: SlotRef[] };
  /** An incoming call, once per call (it is hung up after the listeners took it). */
  call: { report: AgentCallReport };
  /** An acknowledged entry's slots are deleted (or were gone): the entry and its PDUs can be let go. */
  cleared: { entry: OutboxEntry; pduHashes: string[] };
  /** The SIM identified on the port is another one (null: none now). */
  simChanged: { port: string; iccid: string | null; previous: string | null };
  /** The device vanished under an open port; the port is reopened with backoff. */
  portLost: { port: string; error: Error };
}

export type ModemEventName = keyof ModemEvents;

/** A listener may return a promise: the part that emitted waits for it (the outbox's write, say). */
export type ModemListener<K extends ModemEventName> = (event: ModemEvents[K]) => unknown;

/**
 * The typed event map of one modem. `emit` calls every listener at once, in the order they were
 * added, and resolves when the promises they returned have; it rejects when one of them fails,
 * so that a message whose write failed stays on the SIM.
 */
export class ModemEventBus {
  private readonly listeners = new Map<ModemEventName, Set<ModemListener<never>>>();

  on<K extends ModemEventName>(event: K, listener: ModemListener<K>): () => void {
    const set = this.listeners.get(event) ?? new Set<ModemListener<never>>();
    this.listeners.set(event, set);
    set.add(listener as ModemListener<never>);
    return () => set.delete(listener as ModemListener<never>);
  }

  async emit<K extends ModemEventName>(event: K, payload: ModemEvents[K]): Promise<void> {
    const listeners = [...(this.listeners.get(event) ?? [])] as Array<ModemListener<K>>;
    await Promise.all(listeners.map((listener) => listener(payload)));
  }
}
