import { loadConfig } from '@simrelay/config';
import { BalanceChangedEvent, BillingEvents, BillingSubjects, DomainError, LedgerReceipt } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, createTestDatabase, migrationsKey, resolveTestInfrastructure, serviceTestEnv, uniqueNamespace } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { JSONCodec } from 'nats';
import { migrateBilling } from '../cli/migrate';
import { BillingEnv } from '../config';
import { RunningService, startBilling } from '../billing.bootstrap';
import { billingDataSource } from '../billing.data-source';

/** A fresh idempotency key. */
export const newKey = (): string => `test-${randomUUID()}`;

export const BILLING_MIGRATIONS_KEY = migrationsKey([join(__dirname, '..', 'migrations')]);

/** A generous timeout: property tests queue many requests behind each other's row locks. */
const RPC_TIMEOUT_MS = 30_000;

/**
 * Billing running in-process on its own database and namespace, with a client beside it.
 * `stop()` and `start()` restart the service on the same storage (expiry must survive that).
 */
export async function startBillingHarness(extraEnv: Record<string, string> = {}) {
  const infra = await resolveTestInfrastructure();
  const database = await createTestDatabase(infra.databaseUrl, `billing_${BILLING_MIGRATIONS_KEY}`, async (url) => {
    await migrateBilling(url);
  });
  const namespace = uniqueNamespace();
  const env = loadConfig(BillingEnv, {
    ...serviceTestEnv(infra, database.url, namespace),
    LOG_LEVEL: 'silent',
    HOLD_EXPIRY_SWEEP_MS: '200',
    ...extraEnv,
  });
  let service: RunningService | undefined = await startBilling(env, createLogger('billing', 'silent'));
  const client = await MessagingContext.connect({ service: 'test', natsUrl: infra.natsUrl, namespace });
  const dataSource = await billingDataSource(database.url, 3).initialize();

  // Events reach JetStream as plain NATS publishes too, so a core subscription sees them.
  const events: BalanceChangedEvent[] = [];
  const codec = JSONCodec<BalanceChangedEvent>();
  client.connection.subscribe(client.namespace.subject(BillingEvents.balanceChanged), {
    callback: (_err, msg) => events.push(codec.decode(msg.data)),
  });
  await client.connection.flush();

  const request = <T>(subject: string, data: object): Promise<T> => client.rpc.request<T>(subject, data, RPC_TIMEOUT_MS);

  return {
    env,
    messaging: client,
    dataSource,
    events,
    request,
    /** The domain error a request fails with; fails the test when it succeeds. */
    async failure(subject: string, data: object): Promise<DomainError> {
      try {
        await request(subject, data);
      } catch (error) {
        return error as DomainError;
      }
      throw new Error(`${subject} unexpectedly succeeded`);
    },
    /** Tops a wallet up through a test provider. */
    fund(userId: string, amountMicros: number): Promise<LedgerReceipt> {
      return request(BillingSubjects.credit, { userId, provider: 'test', amountMicros, reference: 'topup:test', idempotencyKey: newKey() });
    },
    /** A second billing process on the same database and namespace (a replica). */
    startReplica(): Promise<RunningService> {
      return startBilling(env, createLogger('billing', 'silent'));
    },
    async stop() {
      await service?.close();
      service = undefined;
    },
    async start() {
      service ??= await startBilling(env, createLogger('billing', 'silent'));
    },
    async close() {
      await service?.close();
      await clearNamespace(namespace, client.jsm, infra.redisUrl);
      await client.close();
      await dataSource.destroy();
      await database.drop();
    },
  };
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;
