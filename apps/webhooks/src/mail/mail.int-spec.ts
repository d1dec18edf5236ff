import { randomBytes, randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { loadConfig } from '@simrelay/config';
import { BillingEvents, healthSubject, HealthReport, IdentityEvents, IdentitySubjects, MailRequestedEvent, TopUpPaidEvent } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, resolveTestInfrastructure, TestInfrastructure, uniqueNamespace, waitFor } from '@simrelay/testing';
import { JSONCodec, PubAck } from 'nats';
import { WebhooksEnv } from '../config';
import { startWebhooks } from '../start-webhooks';
import { startSmtpSink, SmtpSink } from '@simrelay/testing';
import { settled as settledQueue } from '../testing/settled';
import { webhooksTestDatabase } from '../testing/webhooks-database';
import { MAIL_CONSUMER_DURABLE } from './mail-requested.consumer';
import { MailQueue } from './mail.queue';
import { RECEIPT_CONSUMER_DURABLE } from './topup-receipt.consumer';


const codec = JSONCodec<unknown>();

const mailEvent = (overrides: Partial<MailRequestedEvent> = {}): MailRequestedEvent => ({
  mailId: randomUUID(),
  to: `user-${randomBytes(4).toString('hex')}@example.com`,
  lang: 'en',
  template: 'verify-email',
  link: `https://simrelay.test/users/verify/${randomBytes(16).toString('hex')}`,
  expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  ...overrides,
});

describe('mail delivery over real NATS, Redis and SMTP', () => {
  let infra: TestInfrastructure;
  let namespace: string;
  let sink: SmtpSink;
  let identity: MessagingContext;
  let app: INestMicroservice;
  /** Run last-opened first; only what was opened is closed (open handles hang jest). */
  const closers: Array<() => Promise<unknown>> = [];

  /** Publishes as identity's outbox relay does: one message id per publish. */
  const publish = (event: object): Promise<PubAck> =>
    identity.js.publish(identity.namespace.subject(IdentityEvents.mailRequested), codec.encode(event), { msgID: randomUUID() });

  const mailFor = (to: string) => waitFor(async () => sink.mailsTo(to)[0], `a mail to ${to}`);

  const settled = () => settledQueue(identity, IdentityEvents.stream, MAIL_CONSUMER_DURABLE, app.get(MailQueue));

  beforeAll(async () => {
    infra = await resolveTestInfrastructure();
    namespace = uniqueNamespace();
    sink = await startSmtpSink();
    closers.unshift(() => sink.close());
    const database = await webhooksTestDatabase(infra);
    closers.unshift(() => database.drop());
    identity = await MessagingContext.connect({ service: 'identity-test', natsUrl: infra.natsUrl, namespace });
    closers.unshift(async () => {
      await clearNamespace(namespace, identity.jsm, infra.redisUrl);
      await identity.close();
    });
    const env = loadConfig(WebhooksEnv, {
      DATABASE_URL: database.url,
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NAMESPACE: namespace,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'silent',
    });
    app = await startWebhooks(env, createLogger('webhooks', 'silent'));
    closers.unshift(() => app.close());
  });

  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('answers health with Redis, NATS, the database and SMTP up', async () => {
    const report = await identity.rpc.request<HealthReport>(healthSubject('webhooks'), {});
    expect(report).toEqual({ service: 'webhooks', ok: true, checks: { redis: true, nats: true, database: true, smtp: true } });
  });

  it('mails the recipient in their language, with the link', async () => {
    const verify = mailEvent({ lang: 'ru', template: 'verify-email' });
    const restore = mailEvent({ lang: 'uk', template: 'restore-password' });
    await publish(verify);
    await publish(restore);

    const verifyMail = await mailFor(verify.to);
    expect(verifyMail.to.map((to) => to.address)).toEqual([verify.to]);
    expect(verifyMail.from[0]).toEqual({ address: 'no-reply@simrelay.local', name: 'SimRelay' });
    expect(verifyMail.subject).toBe('Подтвердите email для SimRelay');
    expect(verifyMail.headers['content-language']).toBe('ru');
    expect(verifyMail.text).toContain(verify.link);
    expect(verifyMail.text).toContain('Ссылка действительна 24 часа');
    expect(verifyMail.html).toContain(`href="${verify.link}"`);

    const restoreMail = await mailFor(restore.to);
    expect(restoreMail.subject).toBe('Відновлення пароля SimRelay');
    expect(restoreMail.headers['content-language']).toBe('uk');
    expect(restoreMail.text).toContain(restore.link);
    expect(restoreMail.text).toContain('Посилання дійсне 1 годину');
  });

  it('sends one mail when the same mail request arrives twice', async () => {
    const event = mailEvent();
    const first = await publish(event);
    const second = await publish(event);
    // Different message ids: JetStream keeps both, so the dedup under test is the job id.
    expect([first.duplicate, second.duplicate]).toEqual([false, false]);

    await mailFor(event.to);
    await settled();
    expect(sink.mailsTo(event.to)).toHaveLength(1);
  });

  it('sends nothing for an event that breaks the contract, and goes on with the next', async () => {
    const invalid = { ...mailEvent(), lang: 'de' };
    const next = mailEvent();
    await publish(invalid);
    await publish(next);

    await mailFor(next.to);
    await settled();
    expect(sink.mailsTo(invalid.to)).toHaveLength(0);
    expect(await app.get(MailQueue).queue.getJob(invalid.mailId)).toBeUndefined();
  });

  it('fails a job whose data breaks the contract at once, without retries', async () => {
    const bad = { ...mailEvent(), link: 'not a link' };
    const queue = app.get(MailQueue).queue;
    await queue.add('send', bad, { jobId: bad.mailId });

    // A retryable failure would leave it delayed for 5 s (backoff), not failed.
    await waitFor(async () => ((await queue.getJobState(bad.mailId)) === 'failed' ? true : undefined), 'the job to fail');
    const job = await queue.getJob(bad.mailId);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toContain('link');
    expect(sink.mailsTo(bad.to)).toHaveLength(0);
  });

  it('mails one receipt per paid top-up, in the payer\'s language, however often the event arrives', async () => {
    const to = `payer-${randomBytes(4).toString('hex')}@example.com`;
    const userId = randomUUID();
    // Identity's side of `identity.users.get`, in the reply format of the Nest transport.
    const users = identity.connection.subscribe(identity.namespace.subject(IdentitySubjects.user), {
      callback: (_err, msg) => {
        const request = codec.decode(msg.data) as { id: string; data: { userId: string } };
        const response = request.data.userId === userId ? { response: { _id: userId, email: to, lang: 'uk' } } : { err: { code: 'COMMON.NOT_FOUND', message: 'no' } };
        msg.respond(codec.encode({ id: request.id, ...response }));
      },
    });
    closers.unshift(async () => users.unsubscribe());
    const paid: TopUpPaidEvent = {
      topUpId: randomUUID(), userId, method: 'card', amountMicros: 1_000_000_000, feeMicros: 20_000_000, cashbackMicros: 150_000_000,
      balanceMicros: 1_135_500_000, paidAt: '2026-11-22T10:15:00.000Z',
    };
    const subject = identity.namespace.subject(BillingEvents.topUpPaid);
    await identity.js.publish(subject, codec.encode(paid), { msgID: randomUUID() });
    await identity.js.publish(subject, codec.encode(paid), { msgID: randomUUID() });

    const mail = await mailFor(to);
    expect(mail.subject).toBe('SimRelay: баланс поповнено на $1130.00');
    expect(mail.text).toContain('$1000.00');
    expect(mail.text).toContain('$20.00');
    expect(mail.text).toContain('$150.00');
    expect(mail.text).toContain('$1135.50');
    expect(mail.text).toContain(paid.topUpId);
    expect(mail.text).toContain('2026-11-22 10:15 UTC');
    expect(mail.text).toContain('/profile/balance');
    await waitFor(async () => {
      const info = await identity.jsm.consumers.info(identity.namespace.name(BillingEvents.stream), identity.namespace.name(RECEIPT_CONSUMER_DURABLE));
      return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
    }, 'both receipt events to be handled');
    await settled();
    expect(sink.mailsTo(to)).toHaveLength(1);
  });
});
