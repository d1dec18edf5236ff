import { GsmError } from '../gsm-error';

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/**
 * Minutes -> relative TP-VP (TS 23.040 §9.2.3.12.1), rounded up to the next step the octet can
 * express: 5 minutes up to 12 hours, 30 minutes up to a day, days up to 30 days, weeks up to 63.
 */
export function relativeValidityPeriod(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 5 || minutes > 63 * WEEK) {
    throw new GsmError('ENCODE_INVALID', `validity period must be 5 minutes to 63 weeks, got ${minutes} minutes`);
  }
  if (minutes <= 12 * 60) return Math.ceil(minutes / 5) - 1;
  if (minutes <= DAY) return 143 + Math.ceil((minutes - 12 * 60) / 30);
  if (minutes <= 30 * DAY) return 166 + Math.ceil(minutes / DAY);
  return 192 + Math.ceil(minutes / WEEK);
}
