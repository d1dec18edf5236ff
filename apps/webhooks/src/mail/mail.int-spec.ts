import { randomBytes, randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { loadConfig } from '@simrelay/config';
import { healthSubject, HealthReport, IdentityEvents, MailRequestedEvent } from '@simrelay/contracts';
import { createLogger } from '@simrelay/logging';
import { MessagingContext } from '@simrelay/messaging';
import { clearNamespace, resolveTestInfrastructure, TestInfrastructure, uniqueNamespace, waitFor } from '@simrelay/testing';
import { JSONCodec, PubAck } from 'nats';
import { WebhooksEnv } from '../config';
import { startWebhooks } from '../start-webhooks';
import { startSmtpSink, SmtpSink } from '@simrelay/testing';
import { MAIL_CONSUMER_DURABLE } from './mail-requested.consumer';
import { MailQueue } from './mail.queue';

jest.setTimeout(30_000);

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

  /** Every published event acked or terminated, and no job left to run. */
  const settled = () =>
    waitFor(async () => {
      const ns = identity.namespace;
      const consumer = await identity.jsm.consumers.info(ns.name(IdentityEvents.stream), ns.name(MAIL_CONSUMER_DURABLE));
      const jobs = await app.get(MailQueue).queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
      const idle = consumer.num_pending === 0 && consumer.num_ack_pending === 0 && Object.values(jobs).every((n) => n === 0);
      return idle ? true : undefined;
    }, 'the consumer and the queue to settle');

  beforeAll(async () => {
    infra = await resolveTestInfrastructure();
    namespace = uniqueNamespace();
    sink = await startSmtpSink();
    closers.unshift(() => sink.close());
    identity = await MessagingContext.connect({ service: 'identity-test', natsUrl: infra.natsUrl, namespace });
    closers.unshift(async () => {
      await clearNamespace(namespace, identity.jsm, infra.redisUrl);
      await identity.close();
    });
    const env = loadConfig(WebhooksEnv, {
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

  it('answers health with Redis, NATS and SMTP up', async () => {
    const report = await identity.rpc.request<HealthReport>(healthSubject('webhooks'), {});
    expect(report).toEqual({ service: 'webhooks', ok: true, checks: { redis: true, nats: true, smtp: true } });
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
});
