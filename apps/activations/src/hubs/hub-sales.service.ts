import { Inject, Injectable } from '@nestjs/common';
import {
  ActivationStatus, DomainError, ErrorCode, HubFinishRequest, HubFinishStatus, HubNumberAnswer, HubNumberRequest, HubSaleState, HubSuccessAnswer,
  OPEN_ACTIVATION_STATUSES, OWN_EXECUTOR,
} from '@simrelay/contracts';
import { isUniqueViolation } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, EntityManager, In } from 'typeorm';
import { LOGGER } from '@simrelay/messaging';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { CatalogCache } from '../clients/catalog-cache';
import { Activation } from '../activations/activation.entity';
import { insertWithUsage } from '../activations/activation-insert';
import { allocateNumber } from '../activations/number-allocator';
import { NumberUsage } from '../activations/number-usage.entity';
import type { ActivationsEnv } from '../config';
import { HubDirectory } from './hub-directory';
import { Hub } from './hub.entity';
import { HubPayouts } from './hub-payouts';
import { ANY_OPERATOR, HubPlaces } from './hub-places';
import { HubSale } from './hub-sale.entity';
import { PARTNER_BAN_LIMIT, partnerSaleExpiry } from './partner-sale';

const NO_NUMBERS: HubNumberAnswer = { status: 'NO_NUMBERS' };
const SUCCESS: HubSuccessAnswer = { status: 'SUCCESS' };
const CARRIER = /^[a-z0-9-]{2,32}$/;
const OPEN = [...OPEN_ACTIVATION_STATUSES];

/** What each FINISH_ACTIVATION status makes of the sale and of its activation. */
const ENDINGS: Record<HubFinishStatus, { state: HubSaleState; activation: ActivationStatus }> = {
  1: { state: 'stopped', activation: 'cancelled' },
  3: { state: 'sold', activation: 'finished' },
  4: { state: 'cancelled', activation: 'cancelled' },
  5: { state: 'refunded', activation: 'cancelled' },
};

/**
 * Numbers sold to hubs: GET_NUMBER allocates exactly as an own sale does (the same allocator,
 * usage row and one-open-activation-per-number index), with the hub's partner account as the
 * buyer and no hold (the hub pays when it sells); FINISH_ACTIVATION ends it, once.
 */
@Injectable()
export class HubSalesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: HubDirectory,
    private readonly places: HubPlaces,
    private readonly payouts: HubPayouts,
    private readonly catalog: CatalogCache,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async number(request: HubNumberRequest): Promise<HubNumberAnswer> {
    const hub = await this.directory.byKey(request.key);
    if (request.currency !== hub.currency) throw new DomainError(ErrorCode.Invalid, 'BAD_CURRENCY');
    if (!hub.enabled || !hub.services.includes(request.service) || request.sum < (hub.minPayouts[request.service] ?? 0)) return NO_NUMBERS;
    const country = await this.places.codeOf(request.country, hub.countries);
    const operator = request.operator.trim().toLowerCase();
    if (!country || (operator !== ANY_OPERATOR && !CARRIER.test(operator))) return NO_NUMBERS;
    if (!(await this.onSale(request.service, country))) return NO_NUMBERS;
    const sale = await this.sell(hub, request, country, operator === ANY_OPERATOR ? undefined : operator);
    if (!sale) return NO_NUMBERS;
    this.logger.info({ hubId: hub.id, activationId: sale.activationId, service: sale.service, numberId: sale.numberId }, 'number sold to a hub');
    return { number: Number(sale.number.replace(/\D/g, '')), activationId: sale.orderNumber, status: 'SUCCESS' };
  }

  /**
   * False while the administrator's sales switch is off (the catalog refuses every price then):
   * hubs buy nothing either. A service without a retail price of ours may still be offered to a hub.
   */
  private async onSale(service: string, country: string): Promise<boolean> {
    try {
      await this.catalog.otpPrice({ service, country });
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.ServiceUnsupported) return error.fields?.['service'] !== 'paused';
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) return true;
      throw error;
    }
  }

  private async sell(hub: Hub, request: HubNumberRequest, country: string, carrier: string | undefined): Promise<HubSale | null> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.env.HUB_SALE_MAX_MINUTES * 60_000);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          const number = await allocateNumber(manager, {
            service: request.service, country, carrier, offlineAfterMs: this.env.SIM_OFFLINE_AFTER_MS,
            ...(request.exceptionPhoneSet?.length ? { excludePrefixes: request.exceptionPhoneSet } : {}),
          });
          if (!number) return null;
          const payoutMicros = Math.round(request.sum * hub.microsPerUnit);
          const { orderNumber } = await insertWithUsage(manager, manager.create(Activation, {
            id, userId: hub.id, numberId: number.id, number: number.number, service: request.service, country, carrier: number.carrier,
            // A partner sale holds no money: its hold id is its own id (see partner-sale.ts).
            priceMicros: payoutMicros, holdId: id, status: 'active', verification: 'sms', againAt: null, banLimit: PARTNER_BAN_LIMIT,
            settlement: null, settledAt: null, expiresAt: partnerSaleExpiry(expiresAt), endedAt: null, executor: OWN_EXECUTOR,
          }));
          const sale = manager.create(HubSale, {
            activationId: id, hubId: hub.id, orderNumber, numberId: number.id, number: number.number, service: request.service, sum: request.sum,
            currency: request.currency, payoutMicros, state: 'open', finishStatus: null, expiresAt, finishedAt: null, payoutRecordedAt: null,
          });
          await manager.insert(HubSale, sale);
          return sale;
        });
      } catch (error) {
        // The safety nets (one open activation per number, one use per service) caught a race: pick again.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  /** Idempotent: a known sale answers SUCCESS however often it is finished; the first status counts. */
  async finish(request: HubFinishRequest): Promise<HubSuccessAnswer> {
    const hub = await this.directory.byKey(request.key);
    const sale = await this.dataSource.getRepository(HubSale).findOneBy({ hubId: hub.id, orderNumber: request.activationId });
    if (!sale) throw new DomainError(ErrorCode.NotFound, 'ACTIVATION_NOT_FOUND');
    if (sale.state === 'open') await this.end(sale, request.status);
    else if (sale.finishStatus !== request.status) this.logger.warn({ activationId: sale.activationId, first: sale.finishStatus, now: request.status }, 'hub finished a sale again with another status; the first stands');
    const ended = await this.dataSource.getRepository(HubSale).findOneByOrFail({ activationId: sale.activationId });
    // Recorded here when billing answers; otherwise by the worker.
    await this.payouts.record(ended);
    return SUCCESS;
  }

  /** Ends an open sale and its activation, once (a concurrent end loses at the state guard). */
  async end(sale: HubSale, status: HubFinishStatus | null): Promise<boolean> {
    const ending = status === null ? { state: 'expired' as const, activation: 'timeout' as const } : ENDINGS[status];
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const changed = await manager.update(HubSale, { activationId: sale.activationId, state: 'open' }, { state: ending.state, finishStatus: status, finishedAt: () => 'now()' });
      if (!changed.affected) return false;
      // The database's clock, as the SIM's next activation's start: the two compare on one clock.
      await manager.update(Activation, { id: sale.activationId, status: In(OPEN) }, { status: ending.activation, endedAt: () => 'now()', settlement: null, settledAt: () => 'now()' });
      // Status 1: the hub will not take this number for the service again; the usage row already keeps it from the service.
      if (status === 1) await manager.update(NumberUsage, { numberId: sale.numberId, service: sale.service }, { blocked: true });
      this.logger.info({ activationId: sale.activationId, hubId: sale.hubId, state: ending.state }, 'hub sale ended');
      return true;
    });
  }
}
