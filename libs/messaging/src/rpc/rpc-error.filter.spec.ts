import { ArgumentsHost } from '@nestjs/common';
import { DomainError, ErrorCode, ErrorPayload } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { firstValueFrom } from 'rxjs';
import { RpcErrorFilter } from './rpc-error.filter';

describe('RpcErrorFilter', () => {
  const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
  const filter = new RpcErrorFilter(logger);
  const payloadOf = (exception: unknown) => firstValueFrom(filter.catch(exception, {} as ArgumentsHost)).then(
    () => { throw new Error('no error'); },
    (payload: ErrorPayload) => payload,
  );

  it('answers Unavailable (503 at the gateway) when PostgreSQL went away under the handler', async () => {
    const shutDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const payload = await payloadOf(Object.assign(new Error('query failed'), { driverError: shutDown }));
    expect(payload).toMatchObject({ code: ErrorCode.Unavailable, message: 'Service temporarily unavailable' });
    expect(payload.errorId).toEqual(expect.any(String));
  });

  it('keeps a programming error an Internal error', async () => {
    expect(await payloadOf(new TypeError('x is undefined'))).toMatchObject({ code: ErrorCode.Internal });
  });

  it('passes a domain error through', async () => {
    expect(await payloadOf(new DomainError(ErrorCode.NotFound, 'no such number'))).toMatchObject({ code: ErrorCode.NotFound });
  });
});
