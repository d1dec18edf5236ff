import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { loadConfig, InfrastructureEnv } from '@simrelay/config';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { createLogger, currentCorrelationId, withCorrelation } from '@simrelay/logging';
import { serviceDataSourceOptions, migrate } from '@simrelay/persistence';
import { clearNamespace, consumerSettled, createTestDatabase, resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import { IsInt, IsString, Min } from 'class-validator';
import { AckPolicy, JSONCodec } from 'nats';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { DurableConsumer, retireDurable } from './events/durable-consumer';
import type { StreamPublisher } from './events/stream-publisher';
import { ensureStream } from './events/streams';
import { MessagingContext } from './messaging-context';
import { createOutboxTable } from './outbox/outbox.migration';
import { createOutboxWake } from './outbox/outbox-wake.migration';
import { OutboxWakeListener } from './outbox/outbox-wake.listener';
import { OutboxEvent } from './outbox/outbox-event.entity';
import { OutboxRelay } from './outbox/outbox.relay';
import { addToOutbox } from './outbox/outbox.writer';
import { startRpcService } from './rpc/start-rpc-service';

class Doubled {
  @IsInt({ message: 'format' }) @Min(0, { message: 'min' }) value!: number;
}

@Controller()
class MathController {
  @MessagePattern('math.double')
  double(@Payload() cmd: Doubled) {
    if (cmd.value === 13) throw new DomainError(ErrorCode.NotFound, 'unlucky');
    if (cmd.value === 99) throw new Error('boom');
    return { value: cmd.value * 2 };
  }

  @MessagePattern('math.whoami')
  whoami() {
    return { correlationId: currentCorrelationId() };
  }
}

@Module({ controllers: [MathController] })
class MathModule {}

class OutboxOnly1700000000000 implements MigrationInterface {
  name = 'OutboxOnly1700000000000';
  up = async (q: QueryRunner) => {
    await createOutboxTable(q, 'probe');
    await createOutboxWake(q, 'probe');
  };
  down = async () => undefined;
}

class Ping {
  @IsInt() n!: number;
}

class Keyed {
  @IsString() key!: string;
  @IsInt() n!: number;
}

const logger = createLogger('test', 'silent');

describe('messaging on real NATS and PostgreSQL', () => {
  let namespace: string;
  let messaging: MessagingContext;
  let redisUrl: string;
  let natsUrl: string;

  beforeAll(async () => {
    const infra = await resolveTestInfrastructure();
    redisUrl = infra.redisUrl;
    natsUrl = infra.natsUrl;
    namespace = uniqueNamespace();
    messaging = await MessagingContext.connect({ service: 'test', natsUrl: infra.natsUrl, namespace });
  });

  afterAll(async () => {
    await clearNamespace(namespace, messaging.jsm, redisUrl);
    await messaging.close();
  });

  describe('request/reply through Nest handlers', () => {
    let app: { close: () => Promise<void> };

    beforeAll(async () => {
      const env = loadConfig(InfrastructureEnv, { NATS_URL: natsUrl, NAMESPACE: namespace });
      app = await startRpcService({ service: 'math', module: MathModule, env, logger });
    });
    afterAll(() => app.close());

    it('answers under the namespace', async () => {
      await expect(messaging.rpc.request('math.double', { value: 21 })).resolves.toEqual({ value: 42 });
    });

    it('validates the payload against its contract', async () => {
      await expect(messaging.rpc.request('math.double', { value: -1 })).rejects.toMatchObject({ code: ErrorCode.Invalid, fields: { value: 'min' } });
      await expect(messaging.rpc.request('math.double', { value: 1, extra: true })).rejects.toMatchObject({ fields: { extra: 'unknown' } });
    });

    it('carries domain errors by code and hides internal ones behind an error id', async () => {
      await expect(messaging.rpc.request('math.double', { value: 13 })).rejects.toMatchObject({ code: ErrorCode.NotFound, message: 'unlucky' });
      const internal = await messaging.rpc.request('math.double', { value: 99 }).catch((e) => e);
      expect(internal).toMatchObject({ code: ErrorCode.Internal, message: 'Internal server error' });
      expect((internal as { errorId?: string }).errorId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('carries the caller\'s correlation id into the handler', async () => {
      const reply = await withCorrelation('http-req-7', () => messaging.rpc.request<{ correlationId: string }>('math.whoami', {}));
      expect(reply.correlationId).toBe('http-req-7');
    });

    it('reports a subject nobody serves as unavailable instead of hanging', async () => {
      await expect(messaging.rpc.request('nobody.home', {}, 300)).rejects.toMatchObject({ code: ErrorCode.Unavailable });
    });

    it('is not heard from another namespace', async () => {
      const other = await MessagingContext.connect({ service: 'other', natsUrl, namespace: uniqueNamespace() });
      await expect(other.rpc.request('math.double', { value: 1 }, 300)).rejects.toMatchObject({ code: ErrorCode.Unavailable });
      await other.close();
    });
  });

  describe('outbox relay and durable consumer', () => {
    let dataSource: DataSource;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const infra = await resolveTestInfrastructure();
      const database = await createTestDatabase(infra.databaseUrl, 'messaging_probe_v2', async (url) => {
        const ds = await new DataSource(
          serviceDataSourceOptions({ url, schema: 'probe', entities: [OutboxEvent], migrations: [OutboxOnly1700000000000], poolSize: 1 }),
        ).initialize();
        await migrate(ds);
        await ds.destroy();
      });
      drop = database.drop;
      dataSource = await new DataSource(
        serviceDataSourceOptions({ url: database.url, schema: 'probe', entities: [OutboxEvent], migrations: [], poolSize: 4 }),
      ).initialize();
      await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_PROBE', subjects: ['evt.probe.>'] });
    });

    afterAll(async () => {
      await dataSource.destroy();
      await drop();
    });

    it('publishes committed events once, keeps rolled-back ones out, and a redelivered event is handled again after a failure', async () => {
      await withCorrelation('origin-42', () =>
        dataSource.transaction(async (m) => {
          for (let n = 0; n < 5; n++) await addToOutbox(m, 'evt.probe.ping', { n });
        }),
      );
      await dataSource
        .transaction(async (m) => {
          await addToOutbox(m, 'evt.probe.ping', { n: 999 });
          throw new Error('rolled back');
        })
        .catch(() => undefined);

      // Two relays race over the same rows, as two replicas would.
      const relays = [1, 2].map(() => new OutboxRelay(dataSource, messaging.streams, messaging.namespace, logger, 60_000));
      await Promise.all(relays.map((r) => r.kick()));
      await Promise.all(relays.map((r) => r.kick()));
      expect(await dataSource.getRepository(OutboxEvent).count()).toBe(0);

      const seen: number[] = [];
      const correlations = new Set<string | undefined>();
      let failedOnce = false;
      let resolveAll: () => void = () => undefined;
      const allSeen = new Promise<void>((resolve) => (resolveAll = resolve));
      const consumer = new DurableConsumer(messaging.js, messaging.jsm, messaging.namespace, {
        stream: 'EVT_PROBE',
        durable: 'probe-consumer',
        filterSubject: 'evt.probe.ping',
        type: Ping,
        retryDelayMs: 50,
        handle: async (event) => {
          if (event.n === 3 && !failedOnce) {
            failedOnce = true;
            throw new Error('transient');
          }
          seen.push(event.n);
          correlations.add(currentCorrelationId());
          if (seen.length === 5) resolveAll();
        },
      }, logger);
      await consumer.start();
      await allSeen;
      await consumer.stop();
      expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
      expect(failedOnce).toBe(true);
      expect([...correlations]).toEqual(['origin-42']);
      const info = await messaging.jsm.streams.info(messaging.namespace.name('EVT_PROBE'));
      expect(info.state.messages).toBe(5);
    });

    it('keeps a batch JetStream refused, leaves no connection inside its transaction, and relays it once JetStream takes it', async () => {
      const relay = new OutboxRelay(dataSource, messaging.streams, messaging.namespace, logger, 3_600_000);
      await dataSource.transaction((m) => addToOutbox(m, 'evt.unstreamed.one', { n: 1 }));
      // No stream takes the subject yet: the publish is refused, the deletion rolled back.
      await relay.kick();
      expect(await dataSource.getRepository(OutboxEvent).count()).toBe(1);
      // Every pooled connection starts a statement of its own, none still in the refused batch's transaction.
      const fresh = await Promise.all([1, 2, 3, 4].map(() => dataSource.query(`SELECT now() = statement_timestamp() AS fresh`)));
      expect(fresh.map(([row]) => row.fresh)).toEqual([true, true, true, true]);
      await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_UNSTREAMED', subjects: ['evt.unstreamed.>'] });
      await relay.kick();
      expect(await dataSource.getRepository(OutboxEvent).count()).toBe(0);
      await relay.stop();
    });

    /** A relay whose first publish commits another event and announces it, as a busy service would. */
    const relayWithCommitDuringBatch = (subject: string) => {
      let first = true;
      const streams = {
        publish: async (...args: Parameters<StreamPublisher['publish']>) => {
          if (first) {
            first = false;
            await dataSource.transaction((m) => addToOutbox(m, subject, { n: 2 }));
            void relay.kick();
          }
          return messaging.streams.publish(...args);
        },
      } as StreamPublisher;
      const relay = new OutboxRelay(dataSource, streams, messaging.namespace, logger, 3_600_000);
      return relay;
    };

    it('relays a commit announced while a batch was out in the same run, the batch before it committed with the next one\'s start', async () => {
      await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_FOLDED', subjects: ['evt.folded.>'] });
      const relay = relayWithCommitDuringBatch('evt.folded.during');
      await dataSource.transaction((m) => addToOutbox(m, 'evt.folded.first', { n: 1 }));
      await relay.kick();
      expect(await dataSource.getRepository(OutboxEvent).count()).toBe(0);
      expect((await messaging.jsm.streams.info(messaging.namespace.name('EVT_FOLDED'))).state.messages).toBe(2);
      await relay.stop();
    });

    it('keeps the batch before committed when JetStream refuses the next one in the same run', async () => {
      await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_FOLDED', subjects: ['evt.folded.>'] });
      const published = async () => (await messaging.jsm.streams.info(messaging.namespace.name('EVT_FOLDED'))).state.messages;
      const before = await published();
      const relay = relayWithCommitDuringBatch('evt.refused.during');
      await dataSource.transaction((m) => addToOutbox(m, 'evt.folded.before', { n: 1 }));
      await relay.kick();
      const left = await dataSource.getRepository(OutboxEvent).find();
      expect(left.map((e) => e.subject)).toEqual(['evt.refused.during']);
      expect(await published()).toBe(before + 1);
      await dataSource.getRepository(OutboxEvent).delete({ subject: 'evt.refused.during' });
      await relay.stop();
    });

    it('relays a commit when its notice wakes the relay, with no kick and no interval', async () => {
      const codec = JSONCodec<object>();
      const relay = new OutboxRelay(dataSource, messaging.streams, messaging.namespace, logger, 3_600_000);
      let woken = 0;
      const wake = new OutboxWakeListener(dataSource, () => (woken++, void relay.kick()), logger);
      await wake.start();
      const before = woken;
      const published = messaging.connection.subscribe(messaging.namespace.subject('evt.probe.woken'), { max: 1 });
      try {
        await dataSource.transaction((m) => addToOutbox(m, 'evt.probe.woken', { n: 7 }));
        for await (const msg of published) expect(codec.decode(msg.data)).toEqual({ n: 7 });
        expect(woken).toBeGreaterThan(before);
      } finally {
        await wake.stop();
        await relay.stop();
      }
    });

    it('handles different keys side by side and one key in stream order', async () => {
      const codec = JSONCodec<object>();
      const keys = ['a', 'b', 'c'];
      for (let n = 0; n < 4; n++) {
        for (const key of keys) await messaging.js.publish(messaging.namespace.subject('evt.probe.keyed'), codec.encode({ key, n }));
      }
      const seen = new Map<string, number[]>(keys.map((key) => [key, []]));
      let active = 0;
      let mostActive = 0;
      // The first event of every key waits until all three keys are being handled at once: handled
      // one at a time, this never happens and the test times out.
      let openBarrier: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => (openBarrier = resolve));
      let resolveAll: () => void = () => undefined;
      const allSeen = new Promise<void>((resolve) => (resolveAll = resolve));
      const consumer = new DurableConsumer(messaging.js, messaging.jsm, messaging.namespace, {
        stream: 'EVT_PROBE',
        durable: 'probe-keyed',
        filterSubject: 'evt.probe.keyed',
        type: Keyed,
        concurrency: 3,
        orderKey: (event) => event.key,
        handle: async (event) => {
          active++;
          mostActive = Math.max(mostActive, active);
          if (active === keys.length) openBarrier();
          if (event.n === 0) await barrier;
          seen.get(event.key)?.push(event.n);
          active--;
          if ([...seen.values()].every((ns) => ns.length === 4)) resolveAll();
        },
      }, logger);
      await consumer.start();
      await allSeen;
      await consumer.stop();
      expect(mostActive).toBe(3);
      for (const key of keys) expect(seen.get(key)).toEqual([0, 1, 2, 3]);
    });

    it('acks what it does not want unread (no contract check, no handler) and handles the rest', async () => {
      const codec = JSONCodec<object>();
      const subject = messaging.namespace.subject('evt.probe.wanted');
      // Unwanted and breaking the contract: acked all the same, never terminated or handled.
      for (const payload of [{ key: 'skip', n: 1 }, { key: 'keep', n: 2 }, { key: 'skip', n: 'not a number' }, { key: 'keep', n: 4 }]) {
        await messaging.js.publish(subject, codec.encode(payload));
      }
      const handled: number[] = [];
      const asked: unknown[] = [];
      let resolveBoth: () => void = () => undefined;
      const both = new Promise<void>((resolve) => (resolveBoth = resolve));
      const consumer = new DurableConsumer(messaging.js, messaging.jsm, messaging.namespace, {
        stream: 'EVT_PROBE', durable: 'probe-wanted', filterSubject: 'evt.probe.wanted', type: Keyed,
        wanted: (payload) => {
          asked.push(payload);
          return (payload as Keyed).key === 'keep';
        },
        handle: async (event) => {
          handled.push(event.n);
          if (handled.length === 2) resolveBoth();
        },
      }, logger);
      await consumer.start();
      await both;
      await consumerSettled(messaging.jsm, messaging.namespace.name('EVT_PROBE'), messaging.namespace.name('probe-wanted'));
      await consumer.stop();
      expect(handled).toEqual([2, 4]);
      expect(asked).toHaveLength(4);
      const info = await messaging.jsm.consumers.info(messaging.namespace.name('EVT_PROBE'), messaging.namespace.name('probe-wanted'));
      expect(info.ack_floor.stream_seq).toBe(info.delivered.stream_seq);
    });

    it('deduplicates a republished event id within the window', async () => {
      const codec = JSONCodec<object>();
      const subject = messaging.namespace.subject('evt.probe.dup');
      const first = await messaging.js.publish(subject, codec.encode({ n: 1 }), { msgID: 'same-id' });
      const second = await messaging.js.publish(subject, codec.encode({ n: 1 }), { msgID: 'same-id' });
      expect(first.duplicate).toBe(false);
      expect(second.duplicate).toBe(true);
    });

    it('retires a durable consumer no longer read with, and is quiet when it or its stream is gone', async () => {
      const stream = messaging.namespace.name('EVT_PROBE');
      await messaging.jsm.consumers.add(stream, { durable_name: messaging.namespace.name('probe-retired'), ack_policy: AckPolicy.Explicit });
      const names = async () => (await messaging.jsm.consumers.list(stream).next()).map((c) => c.name);
      expect(await names()).toContain(messaging.namespace.name('probe-retired'));
      await retireDurable(messaging.jsm, messaging.namespace, 'EVT_PROBE', 'probe-retired');
      expect(await names()).not.toContain(messaging.namespace.name('probe-retired'));
      await expect(retireDurable(messaging.jsm, messaging.namespace, 'EVT_PROBE', 'probe-retired')).resolves.toBeUndefined();
      await expect(retireDurable(messaging.jsm, messaging.namespace, 'EVT_NO_SUCH_STREAM', 'probe-retired')).resolves.toBeUndefined();
    });
  });
});
