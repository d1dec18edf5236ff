import { Injectable } from '@nestjs/common';
import {
  AdminAddExecutorCommand, AdminChangeExecutorCommand, AdminExecutorFiguresQuery, AdminResellsQuery, DomainError, dollarsToMicros, ErrorCode,
  ExecutorFiguresView, ExecutorTestView, ExecutorView, microsToDollars, OWN_EXECUTOR, ResellSortField, ResellsPage, ResellView,
} from '@simrelay/contracts';
import { isUniqueViolation, listOrdering } from '@simrelay/persistence';
import { randomUUID } from 'node:crypto';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { Activation } from '../activations/activation.entity';
import { ActivationsService } from '../activations/activations.service';
import { Executor } from './executor.entity';
import { ExecutorDirectory } from './executor-directory';
import { toExecutorView, toResellView } from './executor.views';
import { Resell } from './resell.entity';
import { UpstreamError } from './upstream-errors';

const notFound = (what: string) => new DomainError(ErrorCode.NotFound, `No ${what} with this id`);
const nameTaken = () => new DomainError(ErrorCode.Invalid, 'An executor with this name exists already', { name: 'taken' });
const DAY_MS = 86_400_000;
/** Entity properties (the resells list reads through find options). */
const RESELL_PROPERTIES: Record<ResellSortField, string> = {
  createdAt: 'createdAt', number: 'number', service: 'service', cost: 'costMicros', price: 'priceMicros', state: 'state',
};
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

/** The back office's executors: configure, test the key, list resells, remove one, figures. */
@Injectable()
export class ExecutorsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: ExecutorDirectory,
    private readonly activations: ActivationsService,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(Executor);
  }

  async list(): Promise<ExecutorView[]> {
    return (await this.directory.all()).map(toExecutorView);
  }

  async add(cmd: AdminAddExecutorCommand): Promise<ExecutorView> {
    checkName(cmd.name);
    checkRule(cmd.saleRule ?? 'margin', cmd.fixedPrice);
    const executor = this.repo.create({
      id: randomUUID(), name: cmd.name, kind: cmd.kind, baseUrl: cmd.baseUrl, apiKeySealed: this.directory.seal(cmd.apiKey), enabled: cmd.enabled ?? true,
      priority: cmd.priority ?? 0, services: cmd.services ?? [], countries: cmd.countries ?? [], maxCostMicros: dollarsToMicros(cmd.maxCost),
      saleRule: cmd.saleRule ?? 'margin', marginPercent: cmd.marginPercent ?? 0, fixedPriceMicros: cmd.fixedPrice === undefined ? null : dollarsToMicros(cmd.fixedPrice),
      currencyRate: cmd.currencyRate ?? 1, requestsPerSecond: cmd.requestsPerSecond ?? 5, routeFirst: cmd.routeFirst ?? false,
    });
    await this.repo.insert(executor).catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
    this.directory.forget();
    return toExecutorView(await this.repo.findOneByOrFail({ id: executor.id }));
  }

  async change(cmd: AdminChangeExecutorCommand): Promise<ExecutorView> {
    const executor = await this.directory.byId(cmd.executorId);
    if (!executor) throw notFound('executor');
    if (cmd.name !== undefined) checkName(cmd.name);
    const { executorId, apiKey, maxCost, fixedPrice, ...plain } = cmd;
    const changed: Partial<Executor> = {
      ...plain,
      ...(apiKey !== undefined ? { apiKeySealed: this.directory.seal(apiKey) } : {}),
      ...(maxCost !== undefined ? { maxCostMicros: dollarsToMicros(maxCost) } : {}),
      ...(fixedPrice !== undefined ? { fixedPriceMicros: dollarsToMicros(fixedPrice) } : {}),
    };
    checkRule(changed.saleRule ?? executor.saleRule, fixedPrice ?? (executor.fixedPriceMicros === null ? undefined : microsToDollars(executor.fixedPriceMicros)));
    if (Object.keys(changed).length) {
      await this.dataSource
        .transaction(async (manager) => {
          await manager.update(Executor, { id: executorId }, changed);
          // Its activations are found by its name: they follow a rename.
          if (changed.name && changed.name !== executor.name) await manager.update(Activation, { executor: executor.name }, { executor: changed.name });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken() : error;
        })
        .finally(() => this.directory.forget());
    }
    return toExecutorView(await this.repo.findOneByOrFail({ id: executorId }));
  }

  /** The key works when the provider tells its balance. */
  async test(executorId: string): Promise<ExecutorTestView> {
    const executor = await this.directory.byId(executorId);
    if (!executor) throw notFound('executor');
    try {
      return { ok: true, balance: await this.directory.client(executor).balance(), error: null };
    } catch (error) {
      return { ok: false, balance: null, error: error instanceof UpstreamError ? error.message : 'unexpected answer' };
    }
  }

  async resells(query: AdminResellsQuery): Promise<ResellsPage> {
    const executors = await this.directory.all();
    const where: FindOptionsWhere<Resell> = {};
    if (query.executor) {
      const executor = executors.find((e) => e.name === query.executor);
      if (!executor) return { items: [], total: 0, page: query.page, limit: query.limit };
      where.executorId = executor.id;
    }
    if (query.state) where.state = query.state;
    const [rows, total] = await this.dataSource.getRepository(Resell).findAndCount({
      where, order: listOrdering(RESELL_PROPERTIES, query, NEWEST_FIRST, 'id').condition, skip: (query.page - 1) * query.limit, take: query.limit,
    });
    const names = new Map(executors.map((e) => [e.id, e.name]));
    return { items: rows.map((r) => toResellView(r, names.get(r.executorId) ?? r.executorId)), total, page: query.page, limit: query.limit };
  }

  /**
   * Cancels upstream, then removes: an open one is ended as `removed` (through the provider:
   * the buyer's hold is voided once it confirms, a code already charged stays charged) and
   * becomes `removed` when the provider agreed; an ended one is marked at once.
   */
  async removeResell(resellId: string): Promise<ResellView> {
    const repo = this.dataSource.getRepository(Resell);
    const resell = await repo.findOneBy({ id: resellId });
    if (!resell) throw notFound('resell');
    await repo.update({ id: resellId }, { removeRequested: true });
    const activation = resell.activationId ? await this.dataSource.getRepository(Activation).findOneBy({ id: resell.activationId }) : null;
    if (activation && (activation.status === 'active' || activation.status === 'received')) {
      await this.activations.end(activation, 'removed');
    }
    await repo.update({ id: resellId, state: 'finished' }, { state: 'removed' });
    await repo.update({ id: resellId, state: 'cancelled' }, { state: 'removed' });
    await repo.update({ id: resellId, state: 'late' }, { state: 'removed' });
    const executor = await this.directory.byId(resell.executorId);
    return toResellView(await repo.findOneByOrFail({ id: resellId }), executor?.name ?? resell.executorId);
  }

  async figures(query: AdminExecutorFiguresQuery): Promise<ExecutorFiguresView[]> {
    const until = query.until ? new Date(query.until) : new Date();
    const since = query.since ? new Date(query.since) : new Date(until.getTime() - 30 * DAY_MS);
    const rows: Array<{ executor_id: string; purchases: string; delivered: string; spend: string; revenue: string; late: string }> = await this.dataSource.query(
      `SELECT executor_id, count(*) AS purchases, count(code_at) AS delivered,
              coalesce(sum(cost_micros) FILTER (WHERE state NOT IN ('cancelled') AND NOT (state = 'removed' AND code_at IS NULL AND late_code_at IS NULL)), 0) AS spend,
              coalesce(sum(price_micros) FILTER (WHERE code_at IS NOT NULL), 0) AS revenue,
              count(late_code_at) AS late
         FROM activations.resells
        WHERE activation_id IS NOT NULL AND created_at >= $1 AND created_at < $2
        GROUP BY executor_id`,
      [since, until],
    );
    const byId = new Map(rows.map((r) => [r.executor_id, r]));
    return (await this.directory.all()).map((e) => {
      const r = byId.get(e.id);
      const [purchases, delivered, spend, revenue] = [r?.purchases, r?.delivered, r?.spend, r?.revenue].map((v) => Number(v ?? 0)) as [number, number, number, number];
      return {
        executorId: e.id, executor: e.name, since: since.toISOString(), until: until.toISOString(), purchases, delivered,
        successRate: purchases ? delivered / purchases : 0, spend: microsToDollars(spend), revenue: microsToDollars(revenue),
        margin: microsToDollars(revenue - spend), late: Number(r?.late ?? 0),
      };
    });
  }
}

/** `own` names our rack. */
function checkName(name: string): void {
  if (name.toLowerCase() === OWN_EXECUTOR) throw new DomainError(ErrorCode.Invalid, 'This name is reserved for our own rack', { name: 'reserved' });
}

/** A fixed price needs its amount. */
function checkRule(rule: string, fixedPrice: number | undefined): void {
  if (rule === 'fixed' && fixedPrice === undefined) throw new DomainError(ErrorCode.Invalid, 'A fixed sale price needs fixedPrice', { fixedPrice: 'required' });
}
