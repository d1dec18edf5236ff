import { Inject, Injectable } from '@nestjs/common';
import { OUTBOX_RELAY } from '@simrelay/messaging';
import type { OutboxRelay } from '@simrelay/messaging';

/** Runs a transaction, then nudges the relay so its events leave at once. */
@Injectable()
export class OutboxKicker {
  constructor(@Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay) {}

  async afterCommit<T>(transaction: () => Promise<T>): Promise<T> {
    const result = await transaction();
    void this.relay.kick();
    return result;
  }
}
