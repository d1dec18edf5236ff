import { resolveTestInfrastructure, uniqueNamespace } from '@simrelay/testing';
import { headers, NatsConnection, StringCodec } from 'nats';
import { connectNats } from '../nats-connection';
import { NoReply, ReplyInbox } from './reply-inbox';

const text = StringCodec();

describe('ReplyInbox on real NATS', () => {
  let server: NatsConnection;
  let client: NatsConnection;
  let subject: string;
  const unanswered: string[] = [];

  beforeAll(async () => {
    const { natsUrl } = await resolveTestInfrastructure();
    server = await connectNats({ url: natsUrl, name: 'inbox-server' });
    client = await connectNats({ url: natsUrl, name: 'inbox-client' });
    subject = `${uniqueNamespace()}.echo`;
    // Answers in reverse order of arrival within a burst, and never answers "silent".
    const held: { reply: string; body: string }[] = [];
    server.subscribe(subject, {
      callback: (_e, msg) => {
        const body = text.decode(msg.data);
        if (body === 'silent') return void unanswered.push(msg.reply ?? '');
        held.push({ reply: msg.reply ?? '', body: `${body}:${msg.headers?.get('x-probe') ?? ''}` });
        if (held.length === 1) setImmediate(() => held.splice(0).reverse().forEach((h) => server.publish(h.reply, text.encode(h.body))));
      },
    });
    await server.flush();
  });

  afterAll(async () => {
    await server.close();
    if (!client.isClosed()) await client.close();
  });

  it('gives each of many concurrent requests its own answer, with its headers delivered', async () => {
    const inbox = new ReplyInbox(client);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => {
        const h = headers();
        h.set('x-probe', `h${n}`);
        return inbox.request(subject, text.encode(`m${n}`), { timeoutMs: 5000, headers: h });
      }),
    );
    expect(answers.map((a) => text.decode(a.data))).toEqual(Array.from({ length: 50 }, (_, n) => `m${n}:h${n}`));
  });

  it('says nobody serves a subject without waiting for the timeout', async () => {
    const inbox = new ReplyInbox(client);
    const error = await inbox.request(`${subject}.nobody`, text.encode('x'), { timeoutMs: 60_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(NoReply);
    expect(error.reason).toBe('no responders');
  });

  it('times out a request nobody answers, and ignores its answer arriving later', async () => {
    const inbox = new ReplyInbox(client);
    await expect(inbox.request(subject, text.encode('silent'), { timeoutMs: 50 })).rejects.toMatchObject({ reason: 'timeout' });
    // The late answer lands on the same wildcard subscription (before the client's flush returns);
    // the next request is still answered by its own.
    server.publish(unanswered.pop() ?? '', text.encode('too late'));
    await server.flush();
    await client.flush();
    const next = await inbox.request(subject, text.encode('after'), { timeoutMs: 5000 });
    expect(text.decode(next.data)).toBe('after:');
  });

  it('fails what is waiting when the connection closes, not at the timeout', async () => {
    const { natsUrl } = await resolveTestInfrastructure();
    const own = await connectNats({ url: natsUrl, name: 'inbox-closing' });
    const inbox = new ReplyInbox(own);
    const waiting = inbox.request(subject, text.encode('silent'), { timeoutMs: 60_000 }).catch((e) => e);
    await own.flush();
    await own.close();
    const error = await waiting;
    expect(error).toBeInstanceOf(NoReply);
    expect(error.reason).toBe('closed');
    await expect(inbox.request(subject, text.encode('x'), { timeoutMs: 60_000 })).rejects.toThrow();
  });
});
