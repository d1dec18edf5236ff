import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ClientOrigin } from '@simrelay/contracts';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit log: the client address (behind TRUST_PROXY, the forwarded one) and its user agent. */
export function clientOrigin(request: FastifyRequest): ClientOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip.slice(0, 64), ...(agent ? { userAgent: agent.slice(0, 300) } : {}) };
}

export const Origin = createParamDecorator((_data: unknown, context: ExecutionContext): ClientOrigin => clientOrigin(context.switchToHttp().getRequest<FastifyRequest>()));
