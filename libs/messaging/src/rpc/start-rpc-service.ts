import { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { InfrastructureEnv } from '@simrelay/config';
import { PinoNestLogger } from '@simrelay/logging';
import type { Logger } from 'pino';
import { Namespace } from '../namespace';
import { ContractValidationPipe } from './contract-validation.pipe';
import { NamespacedNatsServer } from './namespaced-nats.server';
import { RpcErrorFilter } from './rpc-error.filter';

export interface RpcServiceInput {
  service: string;
  module: Type<unknown> | DynamicModule;
  env: InfrastructureEnv;
  logger: Logger;
}

/**
 * Boots a service as a NATS microservice in its queue group, with contract validation,
 * error payloads and correlation ids on every handler.
 */
export async function startRpcService(input: RpcServiceInput): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(input.module, {
    strategy: new NamespacedNatsServer(new Namespace(input.env.NAMESPACE), {
      servers: input.env.NATS_URL,
      user: input.env.NATS_USER,
      pass: input.env.NATS_PASS,
      queue: input.service,
      name: `${input.service}-server`,
      maxReconnectAttempts: -1,
      gracefulShutdown: true,
      gracePeriod: 2000,
    }),
    logger: new PinoNestLogger(input.logger),
    bufferLogs: false,
  });
  app.useGlobalPipes(new ContractValidationPipe());
  app.useGlobalFilters(new RpcErrorFilter(input.logger));
  try {
    await app.listen();
  } catch (error) {
    // A half-started app still holds its NATS connection.
    await app.close();
    throw error;
  }
  return app;
}
