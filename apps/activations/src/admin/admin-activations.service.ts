import { Inject, Injectable } from '@nestjs/common';
import {
  AdminActivationSortField, AdminActivationsPage, AdminActivationsQuery, AdminActivationView, AdminMessageSortField, AdminMessagesPage,
  AdminMessagesQuery, DomainError, ErrorCode, OPEN_ACTIVATION_STATUSES,
} from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { listOrdering } from '@simrelay/persistence';
import type { Logger } from 'pino';
import { DataSource, FindOptionsWhere, In, IsNull, Not } from 'typeorm';
import { Activation } from '../activations/activation.entity';
import { ActivationsService } from '../activations/activations.service';
import { Modem } from '../inventory/modem.entity';
import { SimNumber } from '../inventory/sim-number.entity';
import { Message } from '../router/message.entity';
import { toAdminActivationView, toAdminMessageView } from './admin.views';

const OPEN = [...OPEN_ACTIVATION_STATUSES];

/** What the list shows as the executor: the agent holding the number's modem for our rack, else the upstream executor's name. */
const EXECUTOR = `CASE WHEN a.executor = 'own' THEN m.agent_id ELSE a.executor END`;
const ACTIVATION_COLUMNS: Record<AdminActivationSortField, string> = {
  createdAt: 'a.created_at', number: 'a.number', service: 'a.service', price: 'a.price_micros', status: 'a.status', executor: EXECUTOR,
};
const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;
/** Entity properties: the messages list reads through find options. */
const MESSAGE_PROPERTIES: Record<AdminMessageSortField, string> = { receivedAt: 'receivedAt', sender: 'sender', code: 'code', iccid: 'iccid' };
const NEWEST_FIRST_RECEIVED = { sort: 'receivedAt', order: 'desc' } as const;

const notFound = (what: string) => new DomainError(ErrorCode.NotFound, `No ${what} with this id`);

/** Activations and messages as operators read them, and an operator's removal of an activation. */
@Injectable()
export class AdminActivationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activations: ActivationsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Newest first unless sorted; the filters combine. `executor`: `own` (our rack), the agent
   * holding the number's modem now, or an upstream executor's name.
   */
  async list(query: AdminActivationsQuery): Promise<AdminActivationsPage> {
    const qb = this.dataSource
      .getRepository(Activation)
      .createQueryBuilder('a')
      .leftJoin(SimNumber, 'n', 'n.id = a.number_id')
      .leftJoin(Modem, 'm', 'm.id = n.modem_id')
      .addSelect(EXECUTOR, 'executor');
    if (query.number) qb.andWhere('a.number = :number', { number: `+${query.number.replace(/^\+/, '')}` });
    if (query.numberId) qb.andWhere('a.number_id = :numberId', { numberId: query.numberId });
    if (query.userId) qb.andWhere('a.user_id = :userId', { userId: query.userId });
    if (query.executor) qb.andWhere(`(a.executor = :executor OR (a.executor = 'own' AND m.agent_id = :executor))`, { executor: query.executor });
    const total = await qb.getCount();
    const { entities, raw } = await qb
      .orderBy(listOrdering(ACTIVATION_COLUMNS, query, NEWEST_FIRST, 'a.id').condition)
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getRawAndEntities<{ a_id: string; executor: string | null }>();
    const executors = new Map(raw.map((r) => [r.a_id, r.executor]));
    return { items: await this.views(entities, executors), total, page: query.page, limit: query.limit };
  }

  /**
   * An operator removes an activation. An open one is ended as `removed` through the same end
   * as any other (its hold is voided when no code came; a code already charged stays charged).
   * An ended one is marked `removed`: it keeps its money record but no longer counts towards
   * its user's ban. Removing again answers the same.
   */
  async remove(activationId: string): Promise<AdminActivationView> {
    const repo = this.dataSource.getRepository(Activation);
    const activation = await repo.findOneBy({ id: activationId });
    if (!activation) throw notFound('activation');
    if (OPEN.includes(activation.status)) await this.activations.end(activation, 'removed');
    // Ended before (or concurrently, by the user or the sweeper): only the status changes.
    await repo.update({ id: activationId, status: Not(In([...OPEN, 'removed'])) }, { status: 'removed' });
    this.logger.info({ activationId, was: activation.status }, 'activation removed by an operator');
    const removed = await repo.findOneByOrFail({ id: activationId });
    return (await this.views([removed], await this.executors([removed])))[0] as AdminActivationView;
  }

  /** Newest first unless sorted; by activation or by number (each must exist), optionally only the unrouted. */
  async messages(query: AdminMessagesQuery): Promise<AdminMessagesPage> {
    if (query.activationId && !(await this.dataSource.getRepository(Activation).existsBy({ id: query.activationId }))) throw notFound('activation');
    if (query.numberId && !(await this.dataSource.getRepository(SimNumber).existsBy({ id: query.numberId }))) throw notFound('number');
    const where: FindOptionsWhere<Message> = {
      ...(query.activationId ? { activationId: query.activationId } : {}),
      ...(query.numberId ? { numberId: query.numberId } : {}),
    };
    if (query.unrouted !== undefined) where.activationId = query.unrouted ? IsNull() : (query.activationId ?? Not(IsNull()));
    const [rows, total] = await this.dataSource.getRepository(Message).findAndCount({
      where, order: listOrdering(MESSAGE_PROPERTIES, query, NEWEST_FIRST_RECEIVED, 'id').condition, skip: (query.page - 1) * query.limit, take: query.limit,
    });
    return { items: rows.map(toAdminMessageView), total, page: query.page, limit: query.limit };
  }

  private async executors(activations: Activation[]): Promise<Map<string, string | null>> {
    const rows: Array<{ id: string; executor: string | null }> = await this.dataSource.query(
      `SELECT a.id, CASE WHEN a.executor = 'own' THEN m.agent_id ELSE a.executor END AS executor
         FROM activations.activations a
         LEFT JOIN activations.numbers n ON n.id = a.number_id
         LEFT JOIN activations.modems m ON m.id = n.modem_id
        WHERE a.id = ANY($1)`,
      [activations.map((a) => a.id)],
    );
    return new Map(rows.map((r) => [r.id, r.executor]));
  }

  private async views(activations: Activation[], executors: Map<string, string | null>): Promise<AdminActivationView[]> {
    if (!activations.length) return [];
    const messages = await this.dataSource
      .getRepository(Message)
      .find({ where: { activationId: In(activations.map((a) => a.id)) }, order: { receivedAt: 'ASC' } });
    return activations.map((a) => toAdminActivationView(a, executors.get(a.id) ?? null, messages.filter((m) => m.activationId === a.id)));
  }
}
