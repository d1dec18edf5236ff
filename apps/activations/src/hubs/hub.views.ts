import { HubPushView, HubSaleView, HubView, microsToDollars } from '@simrelay/contracts';
import type { Hub } from './hub.entity';
import type { HubPush } from './hub-push.entity';
import type { HubSale } from './hub-sale.entity';

export const toHubView = (hub: Hub): HubView => ({
  _id: hub.id, name: hub.name, keyHint: hub.keyHint, pushUrl: hub.pushUrl, enabled: hub.enabled, services: hub.services, countries: hub.countries,
  minPayouts: hub.minPayouts, currency: hub.currency, microsPerUnit: hub.microsPerUnit, operatorMode: hub.operatorMode, partnerId: hub.id,
  createdAt: hub.createdAt.toISOString(), updatedAt: hub.updatedAt.toISOString(),
});

export const toHubSaleView = (sale: HubSale): HubSaleView => ({
  activationId: sale.activationId, orderNumber: sale.orderNumber, hubId: sale.hubId, number: sale.number, service: sale.service, sum: sale.sum, currency: sale.currency, payout: microsToDollars(sale.payoutMicros), state: sale.state,
  finishStatus: sale.finishStatus, payoutRecorded: sale.payoutRecordedAt !== null, createdAt: sale.createdAt.toISOString(),
  finishedAt: sale.finishedAt?.toISOString() ?? null,
});

export const toHubPushView = (push: HubPush): HubPushView => ({
  smsId: Number(push.smsId), hubId: push.hubId, activationId: push.activationId, phone: Number(push.phone), phoneFrom: push.phoneFrom, text: push.text,
  state: push.state, attempts: push.attempts, lastError: push.lastError, lastAttemptAt: push.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: push.state === 'pending' ? push.nextAttemptAt.toISOString() : null, sentAt: push.sentAt?.toISOString() ?? null,
  createdAt: push.createdAt.toISOString(),
});
