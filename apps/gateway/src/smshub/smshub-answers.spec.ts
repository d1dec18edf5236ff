import { DomainError, ErrorCode } from '@simrelay/contracts';
import { errorAnswer } from './smshub-answers';

describe('errorAnswer', () => {
  it('answers the protocol error envelope, naming refused fields and the protocol errors activations gives', () => {
    expect(errorAnswer(new DomainError(ErrorCode.Invalid, 'Missing', { activationId: 'format', status: 'format' }))).toEqual({ status: 'ERROR', error: 'BAD_REQUEST: activationId, status' });
    expect(errorAnswer(new DomainError(ErrorCode.Unauthorized, 'WRONG_KEY'))).toEqual({ status: 'ERROR', error: 'WRONG_KEY' });
    expect(errorAnswer(new DomainError(ErrorCode.NotFound, 'ACTIVATION_NOT_FOUND'))).toEqual({ status: 'ERROR', error: 'ACTIVATION_NOT_FOUND' });
    expect(errorAnswer(new DomainError(ErrorCode.Invalid, 'BAD_CURRENCY'))).toEqual({ status: 'ERROR', error: 'BAD_CURRENCY' });
    expect(errorAnswer(new DomainError(ErrorCode.Unavailable))).toEqual({ status: 'ERROR', error: 'SERVICE_UNAVAILABLE' });
    expect(errorAnswer(new Error('socket hang up'))).toEqual({ status: 'ERROR', error: 'INTERNAL_ERROR' });
  });
});
