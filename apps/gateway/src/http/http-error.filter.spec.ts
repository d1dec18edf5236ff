import { ArgumentsHost } from '@nestjs/common';
import { ErrorCode } from '@simrelay/contracts';
import type { Logger } from 'pino';
import { HttpErrorFilter } from './http-error.filter';

describe('HttpErrorFilter', () => {
  const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
  const answer = (exception: unknown) => {
    const sent: { status?: number; body?: Record<string, unknown> } = {};
    const reply = {
      header: () => reply,
      status: (status: number) => ((sent.status = status), reply),
      send: (body: Record<string, unknown>) => ((sent.body = body), reply),
    };
    const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ url: '/numbers/one' }) }) } as unknown as ArgumentsHost;
    new HttpErrorFilter(logger).catch(exception, host);
    return sent;
  };

  it('answers 503 when Redis is away (sessions and limits live there), as the SPEC\'s apps expect', () => {
    const gone = Object.assign(new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' });
    expect(answer(gone)).toMatchObject({ status: 503, body: { statusCode: 503, code: ErrorCode.Unavailable, message: 'Service temporarily unavailable' } });
  });

  it('keeps a bug a 500 with an error id', () => {
    expect(answer(new TypeError('x is undefined'))).toMatchObject({ status: 500, body: { code: ErrorCode.Internal, errorId: expect.any(String) } });
  });
});
