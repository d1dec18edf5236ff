/** Header carrying one request's correlation id from HTTP through NATS and jobs. */
export const CORRELATION_HEADER = 'x-correlation-id';
