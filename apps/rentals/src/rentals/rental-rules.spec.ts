import { RentalPriceTable } from '@simrelay/contracts';
import { assertHeld, isReceiving, isRefundable, rentalPrice, reserveEnd, topUpDue } from './rental-rules';

const at = (iso: string) => new Date(iso);

describe('rental rules', () => {
  const table: RentalPriceTable = {
    country: 'GB', defaultPeriodHours: 24,
    rows: [
      { service: null, name: null, periodHours: 24, price: 1.5 },
      { service: null, name: null, periodHours: 168, price: 6 },
      { service: 'wa', name: 'WhatsApp', periodHours: 24, price: 2.25 },
    ],
  };

  it('prices a period by the service\'s own row, else the any-service row, else not at all', () => {
    expect(rentalPrice(table, 'wa', 24)).toBe(2_250_000);
    expect(rentalPrice(table, 'tg', 24)).toBe(1_500_000);
    expect(rentalPrice(table, null, 168)).toBe(6_000_000);
    expect(rentalPrice(table, 'wa', 168)).toBe(6_000_000);
    expect(rentalPrice(table, null, 12)).toBeNull();
  });

  const rental = { state: 'active' as const, startedAt: at('2026-01-01T00:00:00Z'), endsAt: at('2026-01-02T00:00:00Z'), codeDelivered: false };

  it('receives while the period runs, and in a usage window after it', () => {
    expect(isReceiving(rental, [], at('2026-01-01T23:59:59Z'))).toBe(true);
    expect(isReceiving(rental, [], at('2026-01-02T00:00:00Z'))).toBe(false);
    const window = { opensAt: at('2026-02-01T10:00:00Z'), closesAt: at('2026-02-01T11:00:00Z') };
    const expired = { ...rental, state: 'expired' as const };
    expect(isReceiving(expired, [window], at('2026-02-01T10:30:00Z'))).toBe(true);
    expect(isReceiving(expired, [window], at('2026-02-01T11:00:00Z'))).toBe(false);
    expect(isReceiving({ ...rental, state: 'recycled' }, [window], at('2026-02-01T10:30:00Z'))).toBe(false);
  });

  it('refunds only within 20 minutes of the start and only without a code', () => {
    expect(isRefundable(rental, at('2026-01-01T00:20:00Z'))).toBe(true);
    expect(isRefundable(rental, at('2026-01-01T00:20:01Z'))).toBe(false);
    expect(isRefundable({ ...rental, codeDelivered: true }, at('2026-01-01T00:01:00Z'))).toBe(false);
    expect(isRefundable({ ...rental, state: 'expired' }, at('2026-01-01T00:01:00Z'))).toBe(false);
  });

  it('reserves an ended number for 60 days and asks for a SIM top-up after two months', () => {
    expect(reserveEnd(at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(topUpDue(at('2026-01-01T00:00:00Z'), at('2026-03-01T23:59:59Z'))).toBe(false);
    expect(topUpDue(at('2026-01-01T00:00:00Z'), at('2026-03-02T00:00:00Z'))).toBe(true);
  });

  it('answers 410 for a recycled rental and 409 for one that never began or was cancelled', () => {
    expect(() => assertHeld('recycled')).toThrow(expect.objectContaining({ code: 'RENTALS.EXPIRED', message: 'Number rental time expired' }));
    expect(() => assertHeld('cancelled')).toThrow(expect.objectContaining({ code: 'RENTALS.CLOSED' }));
    expect(() => assertHeld('failed')).toThrow(expect.objectContaining({ code: 'RENTALS.CLOSED' }));
    for (const state of ['active', 'expired', 'finished'] as const) expect(() => assertHeld(state)).not.toThrow();
  });
});
