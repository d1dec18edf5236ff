import type { HubCurrency, HubFinishStatus, HubOperatorMode, HubPushState, HubSaleState } from './hubs.subjects';

// --- The SMSHub agent protocol's answers, exactly as it gives them ----------------------------

export type HubOperatorMap = Record<string, Record<string, number>>;

export interface HubServicesAnswer {
  countryList: Array<{ country: string; operatorMap: HubOperatorMap }>;
  status: 'SUCCESS';
}

export type HubNumberAnswer = { number: number; activationId: number; status: 'SUCCESS' } | { status: 'NO_NUMBERS' };

export interface HubSuccessAnswer {
  status: 'SUCCESS';
}

export interface HubErrorAnswer {
  status: 'ERROR';
  error: string;
}

/** What a hub sends with PUSH_SMS. */
export interface HubPushSmsRequest {
  action: 'PUSH_SMS';
  key: string;
  smsId: number;
  phone: number;
  phoneFrom: string;
  text: string;
}

// --- The back office ----------------------------------------------------------------------------

export interface HubView {
  _id: string;
  name: string;
  /** The protocol key's last four characters; the key itself is never shown again. */
  keyHint: string;
  pushUrl: string;
  enabled: boolean;
  services: string[];
  countries: string[];
  minPayouts: Record<string, number>;
  currency: HubCurrency;
  microsPerUnit: number;
  operatorMode: HubOperatorMode;
  /** The hub's partner account: the buyer on its sales, the owner of its ledger accounts in billing. */
  partnerId: string;
  createdAt: string;
  updatedAt: string;
}

export interface HubSaleView {
  activationId: string;
  /** The id the hub knows it by. */
  orderNumber: number;
  hubId: string;
  number: string;
  service: string;
  /** What the hub offered, in its currency. */
  sum: number;
  currency: HubCurrency;
  /** The same in dollars, recorded in the hub's ledger when it sells (status 3). */
  payout: number;
  state: HubSaleState;
  finishStatus: HubFinishStatus | null;
  payoutRecorded: boolean;
  createdAt: string;
  finishedAt: string | null;
}

export interface HubPushView {
  smsId: number;
  hubId: string;
  activationId: string;
  phone: number;
  phoneFrom: string;
  text: string;
  state: HubPushState;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** While pending: when the next attempt is due (HUB_PUSH_RETRY_MS after the last one began). */
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface HubPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
