import type { ActivationView } from '@simrelay/contracts';
import { bareNumber, errorAnswer, historyEntry, statusAnswer, statusV2Answer } from './sms-activate-answers';
import { countryId, countryKey, countryOf } from './sms-activate-countries';

const at = (second: number) => `2026-01-15T09:30:${String(second).padStart(2, '0')}.000Z`;

const view = (status: ActivationView['status'], codes: Array<string | null> = [], extra: Partial<ActivationView> = {}): ActivationView =>
  ({
    orderNumber: 7, number: '+447700900001', price: 0.35, createdAt: at(0), status, verification: 'sms', againAt: null,
    messages: codes.map((code, i) => ({ _id: String(i), kind: 'sms', sender: 'X', sms: `text ${i}`, code, receivedAt: at(10 + i) })),
    ...extra,
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
    expect(countryId('GB')).toBe(16);
    expect(countryId('AT')).toBe('AT');
  });

  it('gives the latest code, waiting, waiting for another code, or cancelled', () => {
    expect(statusAnswer(view('active'))).toBe('STATUS_WAIT_CODE');
    expect(statusAnswer(view('received', ['111', '222']))).toBe('STATUS_OK:222');
    expect(statusAnswer(view('finished', [null]))).toBe('STATUS_OK:text 0');
    expect(statusAnswer(view('received', ['111'], { againAt: at(20) }))).toBe('STATUS_WAIT_RETRY:111');
    expect(statusAnswer(view('received', ['111', '222'], { againAt: at(10) }))).toBe('STATUS_OK:222');
    for (const ended of ['cancelled', 'blocked', 'no_sms', 'timeout', 'removed'] as const) expect(statusAnswer(view(ended))).toBe('STATUS_CANCEL');
  });

  it('answers getStatusV2 with the latest SMS and call, or STATUS_CANCEL', () => {
    expect(statusV2Answer(view('active'))).toEqual({ verificationType: 0, sms: null, call: null });
    expect(statusV2Answer(view('received', ['111']))).toEqual({
      verificationType: 0, sms: { dateTime: '2026-01-15 09:30:10', code: '111', text: 'text 0' }, call: null,
    });
    const called = view('received', [], {
      verification: 'call',
      messages: [{ _id: 'c', kind: 'call', sender: '+447911123456', sms: '+447911123456', code: '3456', receivedAt: at(12) }],
    });
    expect(statusV2Answer(called)).toEqual({
      verificationType: 1, sms: null,
      call: { from: '+447911123456', text: '+447911123456', code: '3456', dateTime: '2026-01-15 09:30:12', url: null, parsingCount: 0 },
    });
    expect(statusV2Answer(view('cancelled'))).toBe('STATUS_CANCEL');
  });

  it('lists an activation in its history shape', () => {
    expect(historyEntry(view('finished', ['111']))).toEqual({
      id: 7, date: '2026-01-15 09:30:00', phone: '447700900001', sms: '["text 0"]', cost: '0.35', status: '6', currency: 840,
    });
  });

  it('maps our errors to its tokens, anything unknown to a retryable server error', () => {
    expect(errorAnswer('BILLING.INSUFFICIENT_BALANCE')).toBe('NO_BALANCE');
    expect(errorAnswer('ACTIVATIONS.NO_NUMBERS')).toBe('NO_NUMBERS');
    expect(errorAnswer('BILLING.IDEMPOTENCY_CONFLICT')).toBe('ORDER_ALREADY_EXISTS');
    expect(errorAnswer('COMMON.UNAVAILABLE')).toBe('ERROR_SQL');
    expect(bareNumber('+447700900123')).toBe('447700900123');
  });
});
