/** NATS request/reply subjects served by the rentals service (queue group `rentals`). */
export const RentalsSubjects = {
  rent: 'rentals.rent',
  list: 'rentals.list',
  get: 'rentals.get',
  extend: 'rentals.extend',
  finish: 'rentals.finish',
  restore: 'rentals.restore',
  activate: 'rentals.activate',
  adminList: 'rentals.admin.list',
  adminEnd: 'rentals.admin.end',
  adminRestores: 'rentals.admin.restores.list',
  adminCompleteRestore: 'rentals.admin.restores.complete',
  adminTopUpDue: 'rentals.admin.topup_due',
  /** Whole-system tests only (TEST_CLOCK): moves the rentals' clock forward. */
  testAdvanceClock: 'rentals.test.clock',
} as const;

/** JetStream stream and event subjects published by rentals through its outbox. */
export const RentalsEvents = {
  stream: 'EVT_RENTALS',
  all: 'evt.rentals.>',
  /** A verification message reached a rental: the renter's socket (`rent_message`) and webhook (`rent_sms`). */
  messageDelivered: 'evt.rentals.message_delivered',
} as const;

/** SPEC section 9 and the rental rules: the constants of long-term rentals. */
export const RENTAL_RULES = {
  /** An ended rental's number stays reserved for its renter this long (extend or restore meanwhile), then is recycled. */
  reserveDays: 60,
  /** Ending a rental early gives all its money back only this soon after it began, and only if no code came. */
  refundMinutes: 20,
  /** Restore access costs this much each time. */
  restoreMicros: 2_000_000,
  /** "Start usage" receives messages for this long. */
  windowMinutes: 60,
  /** A leased SIM is due for a balance top-up this long after its lease began. */
  topUpAfterDays: 60,
} as const;
