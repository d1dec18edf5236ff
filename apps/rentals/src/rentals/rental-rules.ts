import { DomainError, ErrorCode, RENTAL_RULES, RentalPriceTable, RentalState } from '@simrelay/contracts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The rental's states in which its number is still the renter's (extend, restore, receive in a window). */
export const HELD_STATES: readonly RentalState[] = ['active', 'expired', 'finished'];

export interface RentalTimes {
  state: RentalState;
  startedAt: Date | null;
  endsAt: Date | null;
  codeDelivered: boolean;
}

export interface Window {
  opensAt: Date;
  closesAt: Date;
}

/** The price of a period for a service (or any service): the service's own row wins over the "any service" row. */
export function rentalPrice(table: RentalPriceTable, service: string | null, periodHours: number): number | null {
  const rows = table.rows.filter((row) => row.periodHours === periodHours);
  const own = service ? rows.find((row) => row.service === service) : undefined;
  const any = rows.find((row) => row.service === null);
  const row = own ?? any;
  return row ? Math.round(row.price * 1_000_000) : null;
}

/** Messages reach the renter while the period runs, or inside a usage window opened after a restore. */
export function isReceiving(rental: RentalTimes, windows: readonly Window[], at: Date): boolean {
  if (!HELD_STATES.includes(rental.state)) return false;
  if (rental.state === 'active' && rental.endsAt && at < rental.endsAt) return true;
  return windows.some((w) => w.opensAt <= at && at < w.closesAt);
}

/** Ended within its first 20 minutes without a code: all of it is given back. */
export function isRefundable(rental: RentalTimes, now: Date): boolean {
  return rental.state === 'active' && !rental.codeDelivered && !!rental.startedAt && now.getTime() - rental.startedAt.getTime() <= RENTAL_RULES.refundMinutes * MINUTE_MS;
}

export const reserveEnd = (endedAt: Date): Date => new Date(endedAt.getTime() + RENTAL_RULES.reserveDays * DAY_MS);
export const windowEnd = (opensAt: Date): Date => new Date(opensAt.getTime() + RENTAL_RULES.windowMinutes * MINUTE_MS);
export const periodEnd = (from: Date, periodHours: number): Date => new Date(from.getTime() + periodHours * 3_600_000);
export const topUpDue = (startedAt: Date | null, now: Date): boolean =>
  !!startedAt && now.getTime() - startedAt.getTime() >= RENTAL_RULES.topUpAfterDays * DAY_MS;

/**
 * Whether the renter may still act on the rental: 410 once recycled (SPEC: "Number rental time
 * expired"), 409 when it never began or was cancelled.
 */
export function assertHeld(state: RentalState): void {
  if (state === 'recycled') throw new DomainError(ErrorCode.RentalExpired, 'Number rental time expired');
  if (!HELD_STATES.includes(state)) throw new DomainError(ErrorCode.RentalClosed, state === 'cancelled' ? 'This rental was cancelled and refunded' : 'This rental did not start');
}
