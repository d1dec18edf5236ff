import { ActivationChangedEvent, ActivationsEvents, ActivationView } from '@simrelay/contracts';
import { MessagingContext } from '@simrelay/messaging';
import { resolveTestInfrastructure, uniqueNamespace, waitFor } from '@simrelay/testing';
import { randomUUID } from 'node:crypto';
import { Events, JSONCodec } from 'nats';
import pino from 'pino';
import { KeptActivationViews } from './kept-activation-views';

/**
 * The gateway's kept status reads against a real NATS: what a cache could get wrong. Changes
 * are published as activations' outbox relay publishes them; the loads stand in for the
 * activations service, counting how often it would be asked.
 */
describe('kept activation views', () => {
  const codec = JSONCodec<ActivationChangedEvent>();
  let messaging: MessagingContext;
  let publisher: MessagingContext;
  let kept: KeptActivationViews;

  beforeAll(async () => {
    const infra = await resolveTestInfrastructure();
    const namespace = uniqueNamespace();
    messaging = await MessagingContext.connect({ service: 'gateway-test', natsUrl: infra.natsUrl, namespace });
    publisher = await MessagingContext.connect({ service: 'activations-test', natsUrl: infra.natsUrl, namespace });
    kept = new KeptActivationViews(messaging, pino({ level: 'silent' }));
    await kept.onModuleInit();
  });
  afterAll(async () => {
    kept?.onModuleDestroy();
    await messaging?.close();
    await publisher?.close();
  });

  /** A change as activations announces it; resolves once this gateway's connection has surely seen it. */
  const change = async (userId: string) => {
    publisher.connection.publish(publisher.namespace.subject(ActivationsEvents.changed), codec.encode({ userId, activationId: randomUUID() }));
    await publisher.connection.flush();
    // Delivered in order on one connection: a round trip of the gateway's own comes back after it.
    await messaging.connection.flush();
  };

  /** A stand-in for activations: answers `status`, counting the requests. */
  const service = (status: () => string) => {
    let asked = 0;
    return {
      asked: () => asked,
      load: async (): Promise<ActivationView[]> => {
        asked++;
        return [{ status: status() } as ActivationView];
      },
    };
  };

  it('answers from memory until a change for that user comes, and only that user\'s', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    let state = 'active';
    const a = service(() => state);
    const b = service(() => 'active');
    for (let i = 0; i < 5; i++) {
      expect(await kept.current(alice, a.load)).toEqual([{ status: 'active' }]);
      await kept.current(bob, b.load);
    }
    expect([a.asked(), b.asked()]).toEqual([1, 1]);
    state = 'received';
    await change(alice);
    expect(await kept.current(alice, a.load)).toEqual([{ status: 'received' }]);
    await kept.current(bob, b.load);
    expect([a.asked(), b.asked()]).toEqual([2, 1]);
  });

  it('keeps one activation per reference, and drops them all with the user\'s change', async () => {
    const user = randomUUID();
    let asked = 0;
    const load = (ref: string) => async () => (asked++, { orderNumber: Number(ref) } as ActivationView);
    await kept.one(user, '11', load('11'));
    await kept.one(user, '13', load('13'));
    expect(await kept.one(user, '11', load('11'))).toEqual({ orderNumber: 11 });
    expect(asked).toBe(2);
    await change(user);
    await kept.one(user, '11', load('11'));
    expect(asked).toBe(3);
  });

  it('does not keep an answer that was on its way when the change came', async () => {
    const user = randomUUID();
    let release!: (views: ActivationView[]) => void;
    const slow = new Promise<ActivationView[]>((resolve) => (release = resolve));
    let begun!: () => void;
    const asking = new Promise<void>((resolve) => (begun = resolve));
    const waiting = kept.current(user, () => (begun(), slow));
    // The request to activations is out, its answer not back, when the change comes.
    await asking;
    await change(user);
    // Read before the change: the polls already waiting get it, nobody after them.
    release([{ status: 'active' } as ActivationView]);
    expect(await waiting).toEqual([{ status: 'active' }]);
    expect(await kept.current(user, async () => [{ status: 'received' } as ActivationView])).toEqual([{ status: 'received' }]);
  });

  it('shares one request among concurrent polls, and forgets a failed one', async () => {
    const user = randomUUID();
    let asked = 0;
    const failing = async (): Promise<ActivationView[]> => {
      asked++;
      // As a request that times out: later, not at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('activations did not answer');
    };
    const polls = await Promise.allSettled(Array.from({ length: 10 }, () => kept.current(user, failing)));
    expect(polls.every((p) => p.status === 'rejected')).toBe(true);
    expect(asked).toBe(1);
    expect(await kept.current(user, async () => [] as ActivationView[])).toEqual([]);
  });

  it('drops everyone\'s answers on a change it cannot read, and keeps on', async () => {
    const user = randomUUID();
    const s = service(() => 'active');
    await kept.current(user, s.load);
    publisher.connection.publish(publisher.namespace.subject(ActivationsEvents.changed), new TextEncoder().encode('{"activationId":'));
    await publisher.connection.flush();
    await messaging.connection.flush();
    await kept.current(user, s.load);
    await kept.current(user, s.load);
    expect(s.asked()).toBe(2);
  });

  it('keeps nothing from a lost NATS connection until it is back, then keeps again', async () => {
    const user = randomUUID();
    const s = service(() => 'active');
    await kept.current(user, s.load);
    await kept.current(user, s.load);
    expect(s.asked()).toBe(1);
    const statuses = messaging.connection.status();
    const back = (async () => {
      for await (const status of statuses) if (status.type === Events.Reconnect) return;
    })();
    // Events published while it was away are missed: what it kept is dropped with the connection.
    messaging.connection.reconnect();
    await back;
    await kept.current(user, s.load);
    expect(s.asked()).toBe(2);
    // Keeping again once the subscription is confirmed on the new connection.
    await waitFor(async () => {
      const before = s.asked();
      await kept.current(user, s.load);
      await kept.current(user, s.load);
      return s.asked() - before <= 1 ? true : undefined;
    }, 'the views to be kept again');
  });
});
