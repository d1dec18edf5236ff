import { Inject } from '@nestjs/common';
import { MESSAGING, MessagingContext } from '@simrelay/messaging';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';

/** Base of the typed clients: one NATS request with the gateway's timeout. */
export abstract class ServiceClient {
  constructor(
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  protected call<T>(subject: string, data: object): Promise<T> {
    return this.messaging.rpc.request<T>(subject, data, this.env.RPC_TIMEOUT_MS);
  }
}
