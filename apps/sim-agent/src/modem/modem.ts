import { ModemState, ModemStatusView } from '@simrelay/contracts';
import { OutboxEntry } from '../outbox/disk-outbox';
import { ModemEventName, ModemListener } from './modem-events';

export interface UssdAnswer {
  status: number;
  text: string;
}

export interface DeleteOutcome {
  deleted: number[];
  kept: number[];
  empty: number[];
}

/** One modem as the agent drives it: the fleet, the commands and the status report see only this. */
export interface Modem {
  readonly path: string;
  readonly state: ModemState;
  readonly simIccid: string | null;
  on<K extends ModemEventName>(event: K, listener: ModemListener<K>): () => void;
  start(): void;
  stop(): Promise<void>;
  /** Skips the wait of a port that is reopening with backoff. */
  reopenNow(): void;
  snapshot(): ModemStatusView;
  /** Runs a USSD code and waits for the network's answer (+CUSD). */
  ussd(code: string): Promise<UssdAnswer>;
  /** Close, reopen, reboot and identify again; resolves once the modem is back. */
  restart(): Promise<ModemState>;
  /** Deletes slots by index (or all), except those whose message is still on its way. */
  deleteSlots(request: { indexes?: number[]; all?: boolean }): Promise<DeleteOutcome>;
  /** JetStream acknowledged `entry`: delete its SIM slots (or once this SIM is ready again). */
  releaseDelivered(entry: OutboxEntry): void;
}
