import type {
  ExecutorFiguresView, ExecutorKind, ExecutorTestView, ExecutorView, HubCurrency, HubOperatorMode, HubPage, HubPushSortField, HubPushState, HubPushView,
  HubSaleSortField, HubSaleState, HubSaleView, HubView, ListOrder, ResellSortField, ResellsPage, ResellState, ResellView, SaleRule,
} from '@simrelay/contracts';
import type { HttpClient } from './http-client';
import { queryString } from './query-string';

export type {
  ExecutorFiguresView, ExecutorKind, ExecutorTestView, ExecutorView, HubCurrency, HubOperatorMode, HubPage, HubPushSortField, HubPushState, HubPushView,
  HubSaleSortField, HubSaleState, HubSaleView, HubView, ResellSortField, ResellsPage, ResellState, ResellView, SaleRule,
} from '@simrelay/contracts';

/** What an operator sets on an upstream executor; `apiKey` is write-only (never answered). */
export interface ExecutorSettings {
  name: string;
  kind: ExecutorKind;
  baseUrl: string;
  apiKey: string;
  maxCost: number;
  enabled?: boolean;
  priority?: number;
  services?: string[];
  countries?: string[];
  saleRule?: SaleRule;
  marginPercent?: number;
  fixedPrice?: number;
  currencyRate?: number;
  requestsPerSecond?: number;
  routeFirst?: boolean;
}

/** What an operator sets on a partner hub; `protocolKey` is write-only (only its last four characters are shown). */
export interface HubSettings {
  name: string;
  protocolKey: string;
  pushUrl: string;
  enabled?: boolean;
  services?: string[];
  countries?: string[];
  /** Per service, the least the hub must pay, in its currency. */
  minPayouts?: Record<string, number>;
  currency?: HubCurrency;
  microsPerUnit?: number;
  operatorMode?: HubOperatorMode;
}

export interface HubOffer {
  services: string[];
  countries: string[];
  minPayouts: Record<string, number>;
}

const query = queryString;

const enc = encodeURIComponent;

/** The back office's partner routes: upstream executors and their resells, SMSHub hubs (admin token). */
export const adminPartnersApi = (http: HttpClient) => ({
  executors: () => http.request<ExecutorView[]>('GET', '/admin/executors'),
  addExecutor: (body: ExecutorSettings) => http.request<ExecutorView>('POST', '/admin/executors', body),
  /** Only the fields given change; an `apiKey` replaces the stored key. */
  changeExecutor: (executorId: string, body: Partial<ExecutorSettings>) => http.request<ExecutorView>('PATCH', `/admin/executors/${enc(executorId)}`, body),
  setExecutorEnabled: (executorId: string, enabled: boolean) => http.request<ExecutorView>('PATCH', `/admin/executors/${enc(executorId)}/enabled`, { enabled }),
  /** The stored key tried against the provider: its balance, or its refusal. */
  testExecutor: (executorId: string) => http.request<ExecutorTestView>('POST', `/admin/executors/${enc(executorId)}/test`, {}),
  /** ISO 8601 instants; absent: the last 30 days. */
  executorFigures: (params: { since?: string; until?: string }) => http.request<ExecutorFiguresView[]>('GET', `/admin/executors/figures${query({ ...params })}`),
  resells: (params: ListOrder<ResellSortField> & { executor?: string; state?: ResellState; page?: number; limit?: number }) =>
    http.request<ResellsPage>('GET', `/admin/resells${query({ ...params })}`),
  /** Cancels upstream, then removes. */
  removeResell: (resellId: string) => http.request<ResellView>('DELETE', `/admin/resells/${enc(resellId)}`),

  hubs: () => http.request<HubView[]>('GET', '/admin/hubs'),
  addHub: (body: HubSettings) => http.request<HubView>('POST', '/admin/hubs', body),
  changeHub: (hubId: string, body: Partial<HubSettings>) => http.request<HubView>('PATCH', `/admin/hubs/${enc(hubId)}`, body),
  setHubEnabled: (hubId: string, enabled: boolean) => http.request<HubView>('PATCH', `/admin/hubs/${enc(hubId)}/enabled`, { enabled }),
  /** Replaces the services, countries and minimum payouts offered to the hub. */
  setHubOffer: (hubId: string, offer: HubOffer) => http.request<HubView>('PUT', `/admin/hubs/${enc(hubId)}/offer`, offer),
  hubSales: (hubId: string, params: ListOrder<HubSaleSortField> & { state?: HubSaleState; page?: number; limit?: number }) =>
    http.request<HubPage<HubSaleView>>('GET', `/admin/hubs/${enc(hubId)}/sales${query({ ...params })}`),
  hubPushes: (hubId: string, params: ListOrder<HubPushSortField> & { state?: HubPushState; page?: number; limit?: number }) =>
    http.request<HubPage<HubPushView>>('GET', `/admin/hubs/${enc(hubId)}/pushes${query({ ...params })}`),
});

export type AdminPartnersApi = ReturnType<typeof adminPartnersApi>;
