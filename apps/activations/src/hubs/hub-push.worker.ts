import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, PeriodicTask } from '@simrelay/messaging';
import { NetworkList } from '@simrelay/net-guard';
import type { Logger } from 'pino';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';
import { Hub } from './hub.entity';
import { PartnerSecrets } from '../partners/partner-secrets';
import { HubPayouts } from './hub-payouts';
import { HubPush } from './hub-push.entity';
import { HubPushSender } from './hub-push.sender';
import { HubPushes } from './hub-pushes';
import { HubSale } from './hub-sale.entity';
import { HubSalesService } from './hub-sales.service';

const BATCH = 50;

/**
 * Pushes due SMS to their hubs (retried every HUB_PUSH_RETRY_MS until one answers SUCCESS),
 * retells billing the payouts it missed, and ends sales a hub never finished. The database is
 * the only record of what is due: a restart loses nothing, and a push marked sent is never
 * sent again.
 */
@Injectable()
export class HubPushWorker extends PeriodicTask {
  protected readonly intervalMs: number;
  private readonly sender: HubPushSender;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pushes: HubPushes,
    private readonly keys: PartnerSecrets,
    private readonly payouts: HubPayouts,
    private readonly sales: HubSalesService,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    // Often enough that a due push waits a small part of its interval.
    this.intervalMs = Math.max(20, Math.min(500, Math.floor(env.HUB_PUSH_RETRY_MS / 10)));
    this.sender = new HubPushSender(NetworkList.parse(env.HUB_ALLOWED_NETWORKS), env.HUB_PUSH_TIMEOUT_MS);
  }

  protected async runOnce(): Promise<void> {
    try {
      for (let due = await this.pushes.claimDue(BATCH, this.env.HUB_PUSH_RETRY_MS); due.length; due = await this.pushes.claimDue(BATCH, this.env.HUB_PUSH_RETRY_MS)) {
        if (this.stopping) return;
        await this.pushAll(due);
      }
      for (const sale of await this.payouts.pending(BATCH)) {
        if (this.stopping) return;
        await this.payouts.record(sale);
      }
      const stale = await this.dataSource.getRepository(HubSale).find({ where: { state: 'open', expiresAt: LessThanOrEqual(new Date()) }, take: BATCH });
      for (const sale of stale) await this.sales.end(sale, null);
    } catch (error) {
      this.logger.warn({ err: error }, 'hub push round failed; will retry');
    }
  }

  private async pushAll(due: HubPush[]): Promise<void> {
    const hubs = new Map((await this.dataSource.getRepository(Hub).findBy({ id: In([...new Set(due.map((p) => p.hubId))]) })).map((hub) => [hub.id, hub]));
    await Promise.all(due.map(async (push) => {
      const hub = hubs.get(push.hubId);
      if (!hub) return this.pushes.failed(push, 'hub removed');
      const outcome = await this.sender.send(hub.pushUrl, {
        action: 'PUSH_SMS', key: this.keys.open(hub.keySealed), smsId: Number(push.smsId), phone: Number(push.phone), phoneFrom: push.phoneFrom, text: push.text,
      });
      if (outcome.ok) {
        await this.pushes.sent(push);
        this.logger.info({ smsId: push.smsId, hubId: hub.id, attempts: push.attempts }, 'SMS pushed to hub');
      } else {
        await this.pushes.failed(push, outcome.error);
        this.logger.warn({ smsId: push.smsId, hubId: hub.id, attempts: push.attempts, error: outcome.error }, 'SMS push to hub failed; retried after the interval');
      }
    }));
  }
}
