import { resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import { headers, StringCodec } from 'nats';
import { MessagingContext } from '../messaging-context';
import { ensureStream } from './streams';

const text = StringCodec();

describe('StreamPublisher on real JetStream', () => {
  let messaging: MessagingContext;

  beforeAll(async () => {
    const { natsUrl } = await resolveTestInfrastructure();
    messaging = await MessagingContext.connect({ service: 'publisher-test', natsUrl, namespace: uniqueNamespace() });
    await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_PUB', subjects: ['evt.pub.>'] });
  });

  afterAll(async () => {
    await messaging.jsm.streams.delete(messaging.namespace.name('EVT_PUB')).catch(() => undefined);
    await messaging.close();
  });

  const subject = (s: string) => messaging.namespace.subject(s);

  it('stores a message once however often its id is published, with its headers', async () => {
    const published = await Promise.all(
      [1, 2, 3].map(() => {
        const h = headers();
        h.set('x-origin', 'probe');
        return messaging.streams.publish(subject('evt.pub.once'), text.encode('hello'), 'same-id', h);
      }),
    );
    expect(published).toEqual([undefined, undefined, undefined]);
    await messaging.streams.publish(subject('evt.pub.once'), text.encode('other'), 'other-id', headers());
    const stream = messaging.namespace.name('EVT_PUB');
    expect((await messaging.jsm.streams.info(stream)).state.messages).toBe(2);
    const first = await messaging.jsm.streams.getMessage(stream, { seq: 1 });
    expect(text.decode(first.data)).toBe('hello');
    expect(first.header.get('x-origin')).toBe('probe');
    expect(first.header.get('Nats-Msg-Id')).toBe('same-id');
  });

  it('fails when no stream takes the subject', async () => {
    await expect(messaging.streams.publish(subject('evt.nostream.x'), text.encode('x'), 'id-1', headers())).rejects.toThrow(/no responders/);
  });

  it('fails with the stream\'s reason when the stream refuses the message', async () => {
    await ensureStream(messaging.jsm, messaging.namespace, { name: 'EVT_PUB', subjects: ['evt.pub.>'] });
    const h = headers();
    // A stream refuses a message whose expected last sequence is not its own.
    h.set('Nats-Expected-Last-Sequence', '999');
    await expect(messaging.streams.publish(subject('evt.pub.refused'), text.encode('x'), 'id-2', h)).rejects.toThrow(/no stream took .*wrong last sequence/);
  });
});
