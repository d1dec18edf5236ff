import { Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { MessagingContext } from '../messaging-context';
import { OutboxRelay } from '../outbox/outbox.relay';

/** Injection tokens for what a service's bootstrap builds before Nest starts (interfaces or shared instances). */
export const LOGGER = Symbol('LOGGER');
export const MESSAGING = Symbol('MESSAGING');
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');

/** The connections a service opened before Nest starts; the ones it does not have are left out. */
export interface InfrastructureDeps {
  logger: Logger;
  messaging: MessagingContext;
  relay?: OutboxRelay;
  /** Initialised on the service's own schema. */
  dataSource?: DataSource;
}

/** The providers of those connections, the same in every service: LOGGER, MESSAGING, OUTBOX_RELAY and DataSource. */
export function infrastructureProviders(deps: InfrastructureDeps): Provider[] {
  return [
    { provide: LOGGER, useValue: deps.logger },
    { provide: MESSAGING, useValue: deps.messaging },
    ...(deps.relay ? [{ provide: OUTBOX_RELAY, useValue: deps.relay }] : []),
    ...(deps.dataSource ? [{ provide: DataSource, useValue: deps.dataSource }] : []),
  ];
}
