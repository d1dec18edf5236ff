import { randomUUID } from 'node:crypto';
import { createLogger } from '@simrelay/logging';
import { Namespace } from '@simrelay/messaging';
import { clearNamespace, resolveTestInfrastructure, TestDatabase, TestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { bullPrefix } from '../bull-prefix';
import { webhooksTestDatabase } from '../testing/webhooks-database';
import { webhooksDataSource } from '../webhooks.data-source';
import { DeliverySweeper } from './delivery-sweeper';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveries } from './webhook-deliveries';
import { WEBHOOK_QUEUE, WebhookQueue } from './webhook.queue';

const logger = createLogger('webhooks', 'silent');

/**
 * The sweeper against real PostgreSQL and Redis, with no webhook worker running: the jobs stay
 * where the test puts them. A job is taken and finished by hand, as a worker (or BullMQ's
 * stall check) would leave it.
 */
describe('DeliverySweeper', () => {
  let infra: TestInfrastructure;
  let namespace: string;
  let database: TestDatabase;
  let db: DataSource;
  let redis: Redis;
  let queue: WebhookQueue;
  let hand: Worker;
  let sweeper: DeliverySweeper;

  beforeAll(async () => {
    infra = await resolveTestInfrastructure();
    namespace = uniqueNamespace();
    database = await webhooksTestDatabase(infra);
    db = await webhooksDataSource(database.url, 2).initialize();
    redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
    const ns = new Namespace(namespace);
    queue = new WebhookQueue(redis, { namespace: ns, retryDelayMs: 10_000, logger });
    // No processor: jobs are fetched by the test only.
    hand = new Worker(WEBHOOK_QUEUE, null, { connection: redis, prefix: bullPrefix(ns) });
    sweeper = new DeliverySweeper(new WebhookDeliveries(db), queue, logger, 60_000);
  });

  afterAll(async () => {
    await hand?.close();
    await queue?.onApplicationShutdown();
    redis?.disconnect();
    await db?.destroy();
    await database?.drop();
    await clearNamespace(namespace, undefined, infra.redisUrl);
  });

  // A waiting job left by one test would be the next one taken by hand in another.
  afterEach(() => queue.queue.drain());

  /** A pending delivery made `ageMs` ago. */
  const pending = async (ageMs: number): Promise<string> => {
    const id = randomUUID();
    await db.getRepository(WebhookDelivery).insert({
      id, messageId: randomUUID(), userId: randomUUID(), activationId: randomUUID(), rentalId: null, url: 'https://hooks.example.com/in',
      payload: { type: 'sms' } as never, state: 'pending', attempts: 0, lastError: null, finishedAt: null, createdAt: new Date(Date.now() - ageMs),
    });
    return id;
  };
  const delivery = (id: string) => db.getRepository(WebhookDelivery).findOneByOrFail({ id });
  /** Takes the delivery's job as a worker would, then ends it with `finish`. */
  const takeAndEnd = async (id: string, finish: (job: Job, token: string) => Promise<unknown>) => {
    await queue.enqueue(id);
    const token = randomUUID();
    const job = (await hand.getNextJob(token)) as Job;
    expect(job.id).toBe(id);
    await finish(job, token);
  };

  it('queues again a pending delivery whose job is gone', async () => {
    const id = await pending(5 * 60_000);
    await sweeper.run();
    expect(await queue.queue.getJobState(id)).toBe('waiting');
    expect(await delivery(id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('gives up, with its reason, a pending delivery whose job BullMQ failed for good', async () => {
    const id = await pending(5 * 60_000);
    // Failed for good (here as BullMQ fails one that stalled too often), with no give-up written.
    await takeAndEnd(id, (job, token) => job.moveToFailed(new UnrecoverableError('job stalled more than allowable limit'), token));
    expect(await queue.queue.getJobState(id)).toBe('failed');
    await sweeper.run();
    const swept = await delivery(id);
    expect(swept).toMatchObject({ state: 'failed', attempts: 0, lastError: 'gave up: job stalled more than allowable limit' });
    expect(swept.finishedAt).toBeInstanceOf(Date);
  });

  it('runs again a pending delivery whose job completed without recording an attempt', async () => {
    const id = await pending(5 * 60_000);
    await takeAndEnd(id, (job, token) => job.moveToCompleted(undefined, token, false));
    expect(await queue.queue.getJobState(id)).toBe('completed');
    await sweeper.run();
    expect(await queue.queue.getJobState(id)).toBe('waiting');
  });

  it('leaves alone a delivery whose job is waiting, and one the consumer may still be queueing', async () => {
    const waiting = await pending(5 * 60_000);
    await queue.enqueue(waiting);
    const fresh = await pending(1_000);
    await sweeper.run();
    expect(await queue.queue.getJobState(waiting)).toBe('waiting');
    expect(await queue.queue.getJobState(fresh)).toBe('unknown');
    expect(await delivery(fresh)).toMatchObject({ state: 'pending' });
  });

  it('moves nothing that is no longer pending', async () => {
    const id = await pending(5 * 60_000);
    await db.getRepository(WebhookDelivery).update({ id }, { state: 'delivered', attempts: 1, finishedAt: new Date() });
    await sweeper.run();
    expect(await queue.queue.getJobState(id)).toBe('unknown');
    expect(await delivery(id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });
});
