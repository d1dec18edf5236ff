import { isDependencyUnavailable } from './dependency-unavailable';

describe('isDependencyUnavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['PostgreSQL refusing connections', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['PostgreSQL shut down under a query (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['TypeORM wrapping the driver error', Object.assign(new Error('query failed'), { driverError: pgError('57P01') })],
    ['an error caused by it', new Error('hold failed', { cause: new Error('Connection terminated unexpectedly') })],
    ['ioredis giving up on a request', Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' })],
    ['ioredis with its connection closed', new Error('Connection is closed.')],
    ['all addresses refused', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed')],
  ])('says yes for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "SELEC"')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('says no for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
