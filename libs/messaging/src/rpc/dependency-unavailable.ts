/** PostgreSQL SQLSTATEs meaning the server is not there: class 08 (connection) and 57P01-57P03 (shut down, starting). */
const POSTGRES_GONE = /^(?:08[0-9A-Z]{3}|57P0[1-3])$/;
/** Socket errors of a server that went away or refuses. */
const SOCKET_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** What pg, TypeORM and ioredis say when their server is gone, where they give no code. */
const GONE_MESSAGES = /Connection terminated|Connection is closed|connection error|timeout exceeded when trying to connect|the database system is (?:starting up|shutting down|in recovery mode)|Reached the max retries per request limit/i;

/**
 * Whether an error means a server the service depends on (PostgreSQL, Redis) is unavailable
 * rather than that the request or the code is wrong: the caller gets 503 "Service temporarily
 * unavailable" (SPEC error catalogue) and may try again, instead of a 500. Looks into the
 * errors it wraps (TypeORM's driverError, `cause`, an AggregateError's errors).
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_GONE.has(e.code) || POSTGRES_GONE.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && GONE_MESSAGES.test(e.message)) return true;
  return [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])].some((inner) => isDependencyUnavailable(inner, depth + 1));
}
