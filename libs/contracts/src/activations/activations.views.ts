/**
 * `active`: waiting for a code; `received`: a code arrived (charged), more may come on request;
 * the rest are ended: `finished` (the user deactivated after the code), `cancelled` (by the
 * user, before any code), `blocked` (the service refused the number), `no_sms` (the user gave up
 * waiting), `timeout` (15 minutes without a code), `removed` (by an admin).
 */
export const ACTIVATION_STATUSES = ['active', 'received', 'finished', 'cancelled', 'blocked', 'no_sms', 'timeout', 'removed'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export const OPEN_ACTIVATION_STATUSES: readonly ActivationStatus[] = ['active', 'received'];

/** What an activation waits for: an SMS, or also a call whose caller's last digits are the code. */
export const VERIFICATIONS = ['sms', 'call'] as const;
export type Verification = (typeof VERIFICATIONS)[number];
/** How many of a caller's digits are the code, for a service whose catalog entry does not say. */
export const DEFAULT_CALL_DIGITS = 4;

/**
 * Order numbers: the integer ids users see and the compatible protocols answer with (their
 * clients parse ids as integers). Each product draws from its own database sequence, never
 * reused: activations take the odd numbers (1, 3, 5, ...), rentals the even ones, so a number
 * alone says which product it names and the two never collide.
 */
export const ORDER_NUMBERS = {
  activation: { start: 1, step: 2 },
  rental: { start: 2, step: 2 },
} as const;
export const isActivationOrderNumber = (n: number): boolean => Number.isSafeInteger(n) && n > 0 && n % 2 === 1;

/** One SMS (or a call) as the user reads it. */
export interface ActivationMessageView {
  _id: string;
  kind: 'sms' | 'call';
  sender: string | null;
  /** The whole text (for a call: the caller's number). */
  sms: string;
  /** The code found in it, or null. */
  code: string | null;
  receivedAt: string;
}

export interface ActivationView {
  /** The activation id; `activationId` repeats it, as the SPEC's routes name it. */
  _id: string;
  activationId: string;
  /** The order number users see; the compatible protocols' activation id. Accepted wherever an activation id is. */
  orderNumber: number;
  /** The number's id: `/numbers/cancel/{numberId}?activationId=`. */
  numberId: string;
  number: string;
  service: string;
  country: string;
  carrier: string | null;
  /** Dollars held (charged once a code arrives). */
  price: number;
  status: ActivationStatus;
  /** `call`: bought to receive the code as a call (the caller's last digits) as well as by SMS. */
  verification: Verification;
  /** When another code was last asked for (null: never); a message after it is the answer. */
  againAt: string | null;
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
  messages: ActivationMessageView[];
}

export interface ActivationsPage {
  items: ActivationView[];
  total: number;
  page: number;
  limit: number;
}

export interface ActivationMessagesView {
  activationId: string;
  messages: ActivationMessageView[];
  /** Asked for with `?balance=true`: the user's balance in dollars. */
  balance?: number;
}

/** Numbers that could be sold now in one country (and carrier). */
export interface AvailabilityView {
  country: string;
  carrier: string | null;
  /** Numbers online and free there. */
  free: number;
  /** Service code -> how many of the free numbers that service already used; a service can have `free - used`. */
  used: Record<string, number>;
}

/** Numbers online and free now, per country code (countries without any are left out). */
export interface CountryAvailabilityView {
  free: Record<string, number>;
}

/** A SIM as the inventory keeps it (the SPEC's admin "number"). Deleted SIMs are not listed. */
export interface AdminNumberView {
  _id: string;
  iccid: string;
  imsi: string | null;
  number: string | null;
  country: string | null;
  carrier: string | null;
  modemId: string;
  /** The modem's agent (the SPEC's "executor") and port. */
  agentId: string;
  port: string;
  /** Its modem is banned: not sold while it sits there. */
  modemBan: boolean;
  online: boolean;
  rent: boolean;
  replace: boolean;
  /** Services this number can no longer serve (blocked by them). */
  bannedServices: string[];
  usedServices: number;
  /** The activation open on it now, if any. */
  openActivationId: string | null;
  lastSeenAt: string;
}

/** The state of a port registered by an operator that no heartbeat has reported yet. */
export const UNSEEN_MODEM_STATE = 'unseen';

/** A modem port at an agent, with the SIM it holds now. */
export interface AdminModemView {
  _id: string;
  agentId: string;
  port: string;
  /** The agent's last reported state, or `unseen` before the first heartbeat. */
  state: string;
  ban: boolean;
  /** Set by an operator; win over what the SIM reports, from the next heartbeat on. */
  countryOverride: string | null;
  carrierOverride: string | null;
  iccid: string | null;
  operatorName: string | null;
  signalDbm: number | null;
  lastError: string | null;
  online: boolean;
  lastSeenAt: string;
}

export interface AdminMessageView extends ActivationMessageView {
  numberId: string | null;
  iccid: string;
  agentId: string;
  activationId: string | null;
  /** Not given to any activation: kept for operators. */
  unrouted: boolean;
}

export interface AdminMessagesPage {
  items: AdminMessageView[];
  total: number;
  page: number;
  limit: number;
}

/** An activation as operators see it: whose it is and who fulfils it. */
export interface AdminActivationView extends ActivationView {
  userId: string;
  /**
   * Our rack: the agent holding the number's modem now (null if the number is gone from the
   * inventory); an upstream provider: the executor's name.
   */
  executor: string | null;
  /** `own` (our rack) or `upstream`. */
  executorKind: 'own' | 'upstream';
  /** The provider's activation id (upstream only). */
  upstreamActivationId: string | null;
}

export interface AdminActivationsPage {
  items: AdminActivationView[];
  total: number;
  page: number;
  limit: number;
}

/** `POST /admin/numbers`: what was deleted, and what was kept because an activation is open on it. */
export interface AdminDeletedNumbersView {
  deleted: string[];
  skipped: Array<{ _id: string; activationId: string }>;
}

/** A service's bans lifted: how many numbers it may be sold again. */
export interface AdminServiceBansView {
  service: string;
  lifted: number;
}

/** Published when a code (or another message) reaches an open activation. */
export interface CodeReceivedEventView {
  userId: string;
  activationId: string;
  number: string;
  service: string;
  message: ActivationMessageView;
  /** The user's balance after the charge, in dollars. */
  balance: number;
}

/** A SIM leased to a rental. */
export interface LeaseView {
  leaseId: string;
  numberId: string;
  number: string;
  country: string;
  carrier: string | null;
  startedAt: string;
  endedAt: string | null;
}

/** Whether each leased SIM is online now (unknown leases are left out). */
export interface LeaseStatusView {
  online: Record<string, boolean>;
}
