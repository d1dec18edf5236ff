/** NATS request/reply subjects served by the activations service (queue group `activations`). */
export const ActivationsSubjects = {
  buy: 'activations.buy',
  current: 'activations.current',
  get: 'activations.get',
  act: 'activations.act',
  history: 'activations.history',
  messages: 'activations.messages',
  availability: 'activations.availability',
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
} as const;

/** One-time activations last this long without a code, then cancel themselves. */
export const ACTIVATION_MINUTES = 15;
/** SPEC: at most this many numbers open at once per user. */
export const MAX_OPEN_ACTIVATIONS = 5;
