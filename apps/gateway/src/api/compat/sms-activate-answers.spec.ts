import type { ActivationView } from '@simrelay/contracts';
import { bareNumber, errorAnswer, statusAnswer } from './sms-activate-answers';
import { countryKey, countryOf } from './sms-activate-countries';

const view = (status: ActivationView['status'], codes: Array<string | null> = []): ActivationView =>
  ({
    status,
    messages: codes.map((code, i) => ({ _id: String(i), kind: 'sms', sender: 'X', sms: `text ${i}`, code, receivedAt: '' })),
  }) as unknown as ActivationView;

describe('SMS-Activate answers', () => {
  it('reads countries by numeric id or ISO code and names them back by id where there is one', () => {
    expect(countryOf('16')).toBe('GB');
    expect(countryOf('0')).toBe('RU');
    expect(countryOf('187')).toBe('US');
    expect(countryOf('gb')).toBe('GB');
    expect(countryOf('999')).toBeNull();
    expect(countryOf('GBR')).toBeNull();
    expect(countryKey('GB')).toBe('16');
    expect(countryOf('128')).toBe('GE');
    expect(countryKey('EE')).toBe('34');
    expect(countryKey('PT')).toBe('117');
    // A country without an id here is named by its ISO code.
    expect(countryKey('AT')).toBe('AT');
  });

  it('gives the latest code, waiting or cancelled', () => {
    expect(statusAnswer(view('active'))).toBe('STATUS_WAIT_CODE');
    expect(statusAnswer(view('received', ['111', '222']))).toBe('STATUS_OK:222');
    expect(statusAnswer(view('finished', [null]))).toBe('STATUS_OK:text 0');
    for (const ended of ['cancelled', 'blocked', 'no_sms', 'timeout', 'removed'] as const) expect(statusAnswer(view(ended))).toBe('STATUS_CANCEL');
  });

  it('maps our errors to its tokens, anything unknown to a retryable server error', () => {
    expect(errorAnswer('BILLING.INSUFFICIENT_BALANCE')).toBe('NO_BALANCE');
    expect(errorAnswer('ACTIVATIONS.NO_NUMBERS')).toBe('NO_NUMBERS');
    expect(errorAnswer('COMMON.UNAVAILABLE')).toBe('ERROR_SQL');
    expect(bareNumber('+447700900123')).toBe('447700900123');
  });
});
