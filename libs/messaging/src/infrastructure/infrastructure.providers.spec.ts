import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { MessagingContext } from '../messaging-context';
import { OutboxRelay } from '../outbox/outbox.relay';
import { infrastructureProviders, LOGGER, MESSAGING, OUTBOX_RELAY } from './infrastructure.providers';

const logger = { info: () => undefined } as unknown as Logger;
const messaging = { namespace: 'test' } as unknown as MessagingContext;
const relay = { kick: () => undefined } as unknown as OutboxRelay;
const dataSource = { isInitialized: true } as unknown as DataSource;

@Injectable()
class Consumer {
  constructor(
    @Inject(LOGGER) readonly logger: Logger,
    @Inject(MESSAGING) readonly messaging: MessagingContext,
    @Inject(OUTBOX_RELAY) readonly relay: OutboxRelay,
    readonly dataSource: DataSource,
  ) {}
}

async function resolve<T>(providers: ReturnType<typeof infrastructureProviders>, token: new (...args: never[]) => T): Promise<T> {
  @Module({ providers: [...providers, token] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false, abortOnError: false });
  try {
    return app.get(token);
  } finally {
    await app.close();
  }
}

describe('infrastructureProviders', () => {
  it('provides the connections a service opened under the shared tokens', async () => {
    const consumer = await resolve(infrastructureProviders({ logger, messaging, relay, dataSource }), Consumer);
    expect(consumer.logger).toBe(logger);
    expect(consumer.messaging).toBe(messaging);
    expect(consumer.relay).toBe(relay);
    expect(consumer.dataSource).toBe(dataSource);
  });

  it('leaves out what a service does not have, so a class asking for it fails to resolve', async () => {
    await expect(resolve(infrastructureProviders({ logger, messaging }), Consumer)).rejects.toThrow(/OUTBOX_RELAY|dependencies/);
  });
});
