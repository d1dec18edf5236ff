import { ExecutorView, microsToDollars, ResellView } from '@simrelay/contracts';
import type { Executor } from './executor.entity';
import type { Resell } from './resell.entity';

/** Never the key: only that one is set. */
export const toExecutorView = (e: Executor): ExecutorView => ({
  _id: e.id,
  name: e.name,
  kind: e.kind,
  baseUrl: e.baseUrl,
  keySet: e.apiKeySealed.length > 0,
  enabled: e.enabled,
  priority: e.priority,
  services: e.services,
  countries: e.countries,
  maxCost: microsToDollars(e.maxCostMicros),
  saleRule: e.saleRule,
  marginPercent: e.marginPercent,
  fixedPrice: e.fixedPriceMicros === null ? null : microsToDollars(e.fixedPriceMicros),
  currencyRate: e.currencyRate,
  requestsPerSecond: e.requestsPerSecond,
  routeFirst: e.routeFirst,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const toResellView = (r: Resell, executorName: string): ResellView => ({
  _id: r.id,
  executorId: r.executorId,
  executor: executorName,
  upstreamId: r.upstreamId,
  activationId: r.activationId,
  number: r.number,
  service: r.service,
  country: r.country,
  cost: microsToDollars(r.costMicros),
  price: microsToDollars(r.priceMicros),
  state: r.state,
  code: r.code,
  lateCode: r.lateCode,
  lateCodeAt: r.lateCodeAt?.toISOString() ?? null,
  removeRequested: r.removeRequested,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
});
