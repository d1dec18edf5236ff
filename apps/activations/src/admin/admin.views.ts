import { AdminActivationView, AdminMessageView, AdminModemView, AdminNumberView, OWN_EXECUTOR, UNSEEN_MODEM_STATE } from '@simrelay/contracts';
import type { Activation } from '../activations/activation.entity';
import { toActivationView, toMessageView } from '../activations/activation.views';
import type { NumberUsage } from '../activations/number-usage.entity';
import type { Modem } from '../inventory/modem.entity';
import type { SimNumber } from '../inventory/sim-number.entity';
import type { Message } from '../router/message.entity';

/** Heard from within the offline window (the allocator's own rule for SIMs). */
const fresh = (lastSeenAt: Date, offlineAfterMs: number, now: number) => now - lastSeenAt.getTime() < offlineAfterMs;

export const toAdminModemView = (m: Modem, offlineAfterMs: number, now = Date.now()): AdminModemView => ({
  _id: m.id,
  agentId: m.agentId,
  port: m.port,
  state: m.state,
  ban: m.ban,
  countryOverride: m.countryOverride,
  carrierOverride: m.carrierOverride,
  iccid: m.iccid,
  operatorName: m.operatorName,
  signalDbm: m.signalDbm,
  lastError: m.lastError,
  online: m.state !== UNSEEN_MODEM_STATE && fresh(m.lastSeenAt, offlineAfterMs, now),
  lastSeenAt: m.lastSeenAt.toISOString(),
});

export interface NumberContext {
  modem: Modem;
  usages: NumberUsage[];
  openActivationId: string | null;
}

export const toAdminNumberView = (n: SimNumber, context: NumberContext, offlineAfterMs: number, now = Date.now()): AdminNumberView => ({
  _id: n.id,
  iccid: n.iccid,
  imsi: n.imsi,
  number: n.number,
  country: n.country,
  carrier: n.carrier,
  modemId: n.modemId,
  agentId: context.modem.agentId,
  port: context.modem.port,
  modemBan: context.modem.ban,
  online: n.ready && fresh(n.lastSeenAt, offlineAfterMs, now),
  rent: n.rent,
  replace: n.replace,
  bannedServices: context.usages.filter((u) => u.blocked).map((u) => u.service).sort(),
  usedServices: context.usages.length,
  openActivationId: context.openActivationId,
  lastSeenAt: n.lastSeenAt.toISOString(),
});

export const toAdminMessageView = (m: Message): AdminMessageView => ({
  ...toMessageView(m),
  numberId: m.numberId,
  iccid: m.iccid,
  agentId: m.agentId,
  activationId: m.activationId,
  unrouted: m.activationId === null,
});

export const toAdminActivationView = (a: Activation, executor: string | null, messages: Message[]): AdminActivationView => ({
  ...toActivationView(a, messages),
  userId: a.userId,
  executor,
  executorKind: a.executor === OWN_EXECUTOR ? 'own' : 'upstream',
  upstreamActivationId: a.upstreamActivationId,
});
