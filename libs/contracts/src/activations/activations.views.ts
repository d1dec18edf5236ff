/**
 * `active`: waiting for a code; `received`: a code arrived (charged), more may come on request;
 * the rest are ended: `finished` (the user deactivated after the code), `cancelled` (by the
 * user, before any code), `blocked` (the service refused the number), `no_sms` (the user gave up
 * waiting), `timeout` (15 minutes without a code), `removed` (by an admin).
 */
export const ACTIVATION_STATUSES = ['active', 'received', 'finished', 'cancelled', 'blocked', 'no_sms', 'timeout', 'removed'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export const OPEN_ACTIVATION_STATUSES: readonly ActivationStatus[] = ['active', 'received'];

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
  /** The number's id: `/numbers/cancel/{numberId}?activationId=`. */
  numberId: string;
  number: string;
  service: string;
  country: string;
  carrier: string | null;
  /** Dollars held (charged once a code arrives). */
  price: number;
  status: ActivationStatus;
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

/** An activation as operators see it: whose it is and which agent's SIM serves it. */
export interface AdminActivationView extends ActivationView {
  userId: string;
  /** The agent holding the number's modem now (null if the number is gone from the inventory). */
  executor: string | null;
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
