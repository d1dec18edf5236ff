/**
 * NATS request/reply subjects for partner hubs (served by activations, queue group
 * `activations`): the SMSHub agent protocol's three hub-to-us requests, and the back office's.
 */
export const HubsSubjects = {
  services: 'activations.hubs.services',
  number: 'activations.hubs.number',
  finish: 'activations.hubs.finish',
  adminList: 'activations.admin.hubs.list',
  adminAdd: 'activations.admin.hubs.add',
  adminChange: 'activations.admin.hubs.change',
  adminSales: 'activations.admin.hubs.sales',
  adminPushes: 'activations.admin.hubs.pushes',
} as const;

/** SMSHub currencies (ISO 4217 numeric): roubles and US dollars. */
export const HUB_CURRENCIES = [643, 840] as const;
export type HubCurrency = (typeof HUB_CURRENCIES)[number];

/**
 * How GET_SERVICES names operators: each carrier, `any` alone (SMSHub wants one or the other
 * per country, fixed once chosen), or both (OnlineSIM wants `any` beside the carriers).
 */
export const HUB_OPERATOR_MODES = ['both', 'each', 'any'] as const;
export type HubOperatorMode = (typeof HUB_OPERATOR_MODES)[number];

/** `FINISH_ACTIVATION` statuses: 1 stop offering it for that service, 3 sold, 4 cancelled, 5 refunded to the user. */
export const HUB_FINISH_STATUSES = [1, 3, 4, 5] as const;
export type HubFinishStatus = (typeof HUB_FINISH_STATUSES)[number];

/** A hub sale: open until the hub finishes it (or the safety expiry), then how it ended. */
export const HUB_SALE_STATES = ['open', 'sold', 'cancelled', 'refunded', 'stopped', 'expired'] as const;
export type HubSaleState = (typeof HUB_SALE_STATES)[number];

export const HUB_PUSH_STATES = ['pending', 'sent'] as const;
export type HubPushState = (typeof HUB_PUSH_STATES)[number];
