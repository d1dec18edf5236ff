import { Inject, Injectable } from '@nestjs/common';
import { BillingSubjects, LedgerReceipt } from '@simrelay/contracts';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource, IsNull } from 'typeorm';
import { HubSale } from './hub-sale.entity';

/** The hub's clearing account in billing (`clearing:hub-…`): what it owes or paid us. */
export const hubClearing = (hubId: string): string => `hub-${hubId.replace(/-/g, '').slice(0, 27)}`;

/**
 * Records a sold hub sale's payout in the hub's ledger, once: the hub's clearing account pays
 * the payout into the hub's partner wallet (credit), and the sale takes it from there to revenue
 * (charge), each idempotent by the sale. Told again by the worker until billing has both.
 */
@Injectable()
export class HubPayouts {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async record(sale: HubSale): Promise<boolean> {
    if (sale.state !== 'sold' || sale.payoutRecordedAt) return true;
    try {
      if (sale.payoutMicros > 0) {
        const reference = `hub-sale:${sale.activationId}`;
        await this.messaging.rpc.request<LedgerReceipt>(BillingSubjects.credit, {
          idempotencyKey: `${reference}:payout`, userId: sale.hubId, provider: hubClearing(sale.hubId), amountMicros: sale.payoutMicros, reference,
        });
        await this.messaging.rpc.request<LedgerReceipt>(BillingSubjects.charge, {
          idempotencyKey: `${reference}:sale`, userId: sale.hubId, amountMicros: sale.payoutMicros, reference,
        });
      }
      await this.dataSource.getRepository(HubSale).update({ activationId: sale.activationId, payoutRecordedAt: IsNull() }, { payoutRecordedAt: new Date() });
      return true;
    } catch (error) {
      this.logger.warn({ err: error, activationId: sale.activationId }, 'hub payout not recorded yet; the worker retries');
      return false;
    }
  }

  /** Sold sales whose payout billing has not recorded (billing was away). */
  pending(limit: number): Promise<HubSale[]> {
    return this.dataSource.getRepository(HubSale).find({ where: { state: 'sold', payoutRecordedAt: IsNull() }, take: limit });
  }
}
