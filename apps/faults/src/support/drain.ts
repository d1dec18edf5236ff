import { waitFor } from '@simrelay/testing';
import { connect } from 'nats';
import type { Client } from 'pg';
import { LoadRecords } from './load-records';

/**
 * Waits until the system has done everything the load asked of it: every SMS the rack took is
 * stored, every outbox emptied, every JetStream consumer of the run caught up, no webhook
 * delivery still pending, no activation waiting for its settlement and no ended rental waiting
 * for its lease to be released.
 */
export async function drained(db: Client, natsUrl: string, namespace: string, records: LoadRecords, timeoutMs: number): Promise<void> {
  const texts = records.sms.map((s) => s.text);
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    await waitFor(async () => {
      const [state] = (
        await db.query(
          `SELECT
             (SELECT count(DISTINCT m.text) FROM activations.messages m WHERE m.text = ANY($1::text[])) AS stored,
             (SELECT count(*) FROM activations.outbox) + (SELECT count(*) FROM billing.outbox) + (SELECT count(*) FROM rentals.outbox)
               + (SELECT count(*) FROM identity.outbox) + (SELECT count(*) FROM catalog.outbox) AS outbox,
             (SELECT count(*) FROM webhooks.deliveries WHERE state = 'pending') AS webhooks,
             (SELECT count(*) FROM activations.activations WHERE settlement IS NOT NULL AND settled_at IS NULL)
               + (SELECT count(*) FROM rentals.rentals WHERE state IN ('failed', 'cancelled', 'recycled') AND released_at IS NULL) AS unsettled`,
          [texts],
        )
      ).rows as Array<Record<string, string>>;
      if (Number(state['stored']) < texts.length || Number(state['outbox']) + Number(state['webhooks']) + Number(state['unsettled']) > 0) return undefined;
      for await (const stream of jsm.streams.list()) {
        if (!stream.config.name.startsWith(`${namespace}_`)) continue;
        for await (const consumer of jsm.consumers.list(stream.config.name)) {
          if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return undefined;
        }
      }
      return true;
    }, 'the system to finish the work the load gave it', timeoutMs, 500);
  } finally {
    await nc.close();
  }
}
