import { Inject, Injectable } from '@nestjs/common';
import { extractCallCode, extractCode, matchService } from '@simrelay/code-extraction';
import { ActivationsEvents, LeaseMessageEvent } from '@simrelay/contracts';
import { addToOutbox, LOGGER, stableUuid } from '@simrelay/messaging';
import { isUniqueViolation } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { toMessageView } from '../activations/activation.views';
import { NumberUsage } from '../activations/number-usage.entity';
import { CatalogCache } from '../clients/catalog-cache';
import type { SimNumber } from '../inventory/sim-number.entity';
import { Message } from '../router/message.entity';
import type { Lease } from './lease.entity';

/** Calls to a rental for any service: the last digits most services read out. */
const DEFAULT_CALL_DIGITS = 4;

/**
 * Messages on leased SIMs: classified here (a verification code or not, which service), stored
 * with their lease, and announced to the rentals service, which alone knows whether its renter
 * receives right now. A service whose code reached the rental never gets that SIM again.
 */
@Injectable()
export class LeaseMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async route(message: Message, lease: Lease, number: SimNumber): Promise<void> {
    const { service, code, verification } = await this.classify(message, lease);
    const event: LeaseMessageEvent = {
      leaseId: lease.id, userId: lease.userId, numberId: number.id, number: number.number ?? '', verification, service,
      message: toMessageView({ ...message, code }),
    };
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Message, { id: message.id }, { leaseId: lease.id, code });
      if (verification && service) {
        await manager.createQueryBuilder().insert().into(NumberUsage).values({ numberId: number.id, service, leaseId: lease.id, activationId: null, blocked: false }).orIgnore().execute();
      }
      await addToOutbox(manager, ActivationsEvents.leaseMessage, event, stableUuid(`lease-message:${message.key}`)).catch((error: unknown) => {
        // Announced already, on an earlier delivery of the same report.
        if (!isUniqueViolation(error)) throw error;
      });
    });
    this.logger.info({ messageId: message.id, leaseId: lease.id, verification, service }, 'message on a leased SIM');
  }

  private async classify(message: Message, lease: Lease): Promise<{ service: string | null; code: string | null; verification: boolean }> {
    const rules = await this.catalog.codeRules();
    if (message.kind === 'call') {
      const digits = rules.find((r) => r.service === lease.service)?.callDigits ?? DEFAULT_CALL_DIGITS;
      const code = extractCallCode(message.text, digits);
      return { service: lease.service, code, verification: code !== null };
    }
    const sender = message.sender ?? undefined;
    const service = matchService(sender, message.text, rules);
    const rule = rules.find((r) => r.service === service);
    // A code by the service's own rule or the generic extractor: what isVerificationMessage decides.
    const code = extractCode({ text: message.text, sender, rule })?.code ?? null;
    return { service, code, verification: code !== null };
  }
}
