/** NATS request/reply subjects served by the activations service (queue group `activations`). */
export const ActivationsSubjects = {
  buy: 'activations.buy',
  current: 'activations.current',
  get: 'activations.get',
  act: 'activations.act',
  history: 'activations.history',
  messages: 'activations.messages',
  availability: 'activations.availability',
  availabilityByCountry: 'activations.availability.countries',
  /** The same counts for the rent-flagged SIMs rentals lease. */
  rentAvailability: 'activations.availability.rent',
  lease: 'activations.leases.open',
  releaseLease: 'activations.leases.release',
  leaseStatus: 'activations.leases.status',
  adminModems: 'activations.admin.modems.list',
  adminAddModem: 'activations.admin.modems.add',
  adminBanModem: 'activations.admin.modems.ban',
  adminNumbers: 'activations.admin.numbers.list',
  adminReplaceNumbers: 'activations.admin.numbers.replace',
  adminDeleteNumbers: 'activations.admin.numbers.delete',
  adminLiftServiceBan: 'activations.admin.numbers.bancancel',
  adminMarkRent: 'activations.admin.numbers.rent',
  adminDeleteServiceBans: 'activations.admin.services.delete',
  adminAddSuccess: 'activations.admin.services.success',
  adminMessages: 'activations.admin.messages',
  adminActivations: 'activations.admin.activations.list',
  adminDeleteActivation: 'activations.admin.activations.delete',
} as const;

/** JetStream stream and event subjects published by activations through its outbox. */
export const ActivationsEvents = {
  stream: 'EVT_ACTIVATIONS',
  all: 'evt.activations.>',
  codeReceived: 'evt.activations.code_received',
  /**
   * An activation changed in a way its views show (bought, a code, a status, ended, removed).
   * Written by the database itself in the changing transaction (see the activations migration
   * `ActivationChanges`), so no path that changes an activation can forget it.
   */
  changed: 'evt.activations.changed',
  /** A message on a leased SIM, classified; rentals decides whether the renter gets it. */
  leaseMessage: 'evt.activations.lease_message',
} as const;

/** One-time activations last this long without a code, then cancel themselves. */
export const ACTIVATION_MINUTES = 15;
/** SPEC: at most this many numbers open at once per user. */
export const MAX_OPEN_ACTIVATIONS = 5;
