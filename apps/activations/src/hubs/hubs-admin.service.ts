import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAddHubCommand, AdminChangeHubCommand, AdminHubPushesQuery, AdminHubSalesQuery, DomainError, ErrorCode, HubPage, HubPushSortField, HubPushView,
  HubSaleSortField, HubSaleView, HubView,
} from '@simrelay/contracts';
import { NetworkList, webhookUrlProblem } from '@simrelay/net-guard';
import { isUniqueViolation, listOrdering } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { LOGGER } from '@simrelay/messaging';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';
import { Hub } from './hub.entity';
import { PartnerSecrets } from '../partners/partner-secrets';
import { hubKeyHash } from './hub-keys';
import { HubPush } from './hub-push.entity';
import { HubSale } from './hub-sale.entity';
import { toHubPushView, toHubSaleView, toHubView } from './hub.views';

/** Entity properties (the sales and pushes lists read through find options). */
const SALE_PROPERTIES: Record<HubSaleSortField, string> = {
  createdAt: 'createdAt', orderNumber: 'orderNumber', number: 'number', service: 'service', sum: 'sum', state: 'state',
};
const PUSH_PROPERTIES: Record<HubPushSortField, string> = { smsId: 'smsId', createdAt: 'createdAt', state: 'state', attempts: 'attempts' };
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

const invalid = (field: string, problem: string) => new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { [field]: problem });

/** The back office's hubs: who they are, what we offer them, what they bought and what we pushed. */
@Injectable()
export class HubsAdminService {
  private readonly allowed: NetworkList;

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: PartnerSecrets,
    @Inject(ACTIVATIONS_ENV) env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.allowed = NetworkList.parse(env.HUB_ALLOWED_NETWORKS);
  }

  async list(): Promise<HubView[]> {
    return (await this.dataSource.getRepository(Hub).find({ order: { createdAt: 'ASC' } })).map(toHubView);
  }

  async add(cmd: AdminAddHubCommand): Promise<HubView> {
    await this.checkPushUrl(cmd.pushUrl);
    const hub = this.dataSource.getRepository(Hub).create({
      id: randomUUID(), name: cmd.name, ...this.keyFields(cmd.protocolKey), pushUrl: cmd.pushUrl, enabled: cmd.enabled ?? true,
      services: unique(cmd.services ?? []), countries: unique(cmd.countries ?? []), minPayouts: cmd.minPayouts ?? {},
      currency: cmd.currency ?? 840, microsPerUnit: cmd.microsPerUnit ?? 1_000_000, operatorMode: cmd.operatorMode ?? 'both',
    });
    await this.save(() => this.dataSource.getRepository(Hub).insert(hub));
    this.logger.info({ hubId: hub.id, name: hub.name }, 'hub added');
    return this.view(hub.id);
  }

  async change(cmd: AdminChangeHubCommand): Promise<HubView> {
    const repo = this.dataSource.getRepository(Hub);
    if (!(await repo.existsBy({ id: cmd.hubId }))) throw new DomainError(ErrorCode.NotFound, 'Hub not found');
    if (cmd.pushUrl !== undefined) await this.checkPushUrl(cmd.pushUrl);
    const changes: Partial<Hub> = {
      ...(cmd.name !== undefined ? { name: cmd.name } : {}),
      ...(cmd.protocolKey !== undefined ? this.keyFields(cmd.protocolKey) : {}),
      ...(cmd.pushUrl !== undefined ? { pushUrl: cmd.pushUrl } : {}),
      ...(cmd.enabled !== undefined ? { enabled: cmd.enabled } : {}),
      ...(cmd.services !== undefined ? { services: unique(cmd.services) } : {}),
      ...(cmd.countries !== undefined ? { countries: unique(cmd.countries) } : {}),
      ...(cmd.minPayouts !== undefined ? { minPayouts: cmd.minPayouts } : {}),
      ...(cmd.currency !== undefined ? { currency: cmd.currency } : {}),
      ...(cmd.microsPerUnit !== undefined ? { microsPerUnit: cmd.microsPerUnit } : {}),
      ...(cmd.operatorMode !== undefined ? { operatorMode: cmd.operatorMode } : {}),
    };
    if (Object.keys(changes).length) await this.save(() => repo.update({ id: cmd.hubId }, changes));
    this.logger.info({ hubId: cmd.hubId, fields: Object.keys(changes).filter((k) => !k.startsWith('key')) }, 'hub changed');
    return this.view(cmd.hubId);
  }

  async sales(query: AdminHubSalesQuery): Promise<HubPage<HubSaleView>> {
    const where: FindOptionsWhere<HubSale> = { ...(query.hubId ? { hubId: query.hubId } : {}), ...(query.state ? { state: query.state } : {}) };
    const [items, total] = await this.dataSource.getRepository(HubSale).findAndCount({
      where, order: listOrdering(SALE_PROPERTIES, query, NEWEST_FIRST, 'activationId').condition, skip: (query.page - 1) * query.limit, take: query.limit,
    });
    return { items: items.map(toHubSaleView), total, page: query.page, limit: query.limit };
  }

  async pushes(query: AdminHubPushesQuery): Promise<HubPage<HubPushView>> {
    const where: FindOptionsWhere<HubPush> = {
      ...(query.hubId ? { hubId: query.hubId } : {}), ...(query.state ? { state: query.state } : {}), ...(query.smsId ? { smsId: String(query.smsId) } : {}),
    };
    const [items, total] = await this.dataSource.getRepository(HubPush).findAndCount({
      where, order: listOrdering(PUSH_PROPERTIES, query, NEWEST_FIRST, 'smsId').condition, skip: (query.page - 1) * query.limit, take: query.limit,
    });
    return { items: items.map(toHubPushView), total, page: query.page, limit: query.limit };
  }

  private keyFields(key: string): Pick<Hub, 'keyHash' | 'keySealed' | 'keyHint'> {
    return { keyHash: hubKeyHash(key), keySealed: this.keys.seal(key), keyHint: key.slice(-4) };
  }

  private async checkPushUrl(url: string): Promise<void> {
    const problem = await webhookUrlProblem(url, { allowed: this.allowed });
    if (problem) throw invalid('pushUrl', problem);
  }

  private async save(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      // The key names the hub in its requests: two hubs cannot share one.
      if (isUniqueViolation(error)) throw invalid('protocolKey', 'taken');
      throw error;
    }
  }

  private async view(id: string): Promise<HubView> {
    return toHubView(await this.dataSource.getRepository(Hub).findOneByOrFail({ id }));
  }
}

const unique = (values: string[]): string[] => [...new Set(values)];
