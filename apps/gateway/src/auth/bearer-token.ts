import type { FastifyRequest } from 'fastify';

/** An API key's possible shape (ours are longer than 20 characters); anything else is refused unread. */
export const plausibleApiKey = (key: string | undefined): key is string => key !== undefined && key.length >= 20 && key.length <= 128;

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}
