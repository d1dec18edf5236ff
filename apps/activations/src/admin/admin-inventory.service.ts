import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAddModemCommand, AdminDeletedNumbersView, AdminMarkRentCommand, AdminMarkReplaceCommand, AdminModemBanCommand, AdminModemView,
  AdminNumberIdsCommand, AdminNumbersQuery, AdminNumberView, AdminServiceBanCommand, AdminServiceBansView, DomainError, ErrorCode,
  OPEN_ACTIVATION_STATUSES, UNSEEN_MODEM_STATE,
} from '@simrelay/contracts';
import { LOGGER } from '@simrelay/messaging';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource, EntityManager, FindOptionsWhere, ILike, In, IsNull } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import { Activation } from '../activations/activation.entity';
import { NumberUsage } from '../activations/number-usage.entity';
import type { ActivationsEnv } from '../config';
import { Modem } from '../inventory/modem.entity';
import { SimNumber } from '../inventory/sim-number.entity';
import { toAdminModemView, toAdminNumberView } from './admin.views';

const OPEN = [...OPEN_ACTIVATION_STATUSES];

const modemNotFound = () => new DomainError(ErrorCode.NotFound, 'No modem with this id');
const numbersNotFound = (ids: string[]) => new DomainError(ErrorCode.NotFound, `No number with id ${ids.join(', ')}`);

/** `%` and `_` in an operator's search are literal. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's hold on the inventory: modems (registered ahead, banned, country/carrier
 * overrides), SIMs (marked for replacement or rental, deleted) and the services' bans on them.
 * Selling rules stay in the allocator, which reads these flags; what touches a number that an
 * activation may be taking right now locks the number's row first, as the allocator does.
 */
@Injectable()
export class AdminInventoryService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async modems(): Promise<AdminModemView[]> {
    const modems = await this.dataSource.getRepository(Modem).find({ order: { agentId: 'ASC', port: 'ASC' } });
    const now = Date.now();
    return modems.map((m) => toAdminModemView(m, this.env.SIM_OFFLINE_AFTER_MS, now));
  }

  /** Creates the port if no heartbeat has yet; sets the overrides given (null clears one). */
  async addModem(cmd: AdminAddModemCommand): Promise<AdminModemView> {
    const repo = this.dataSource.getRepository(Modem);
    const modem = await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Modem)
        .values({
          id: randomUUID(), agentId: cmd.agentId, port: cmd.port, state: UNSEEN_MODEM_STATE, iccid: null, operatorName: null, signalDbm: null,
          lastError: null, ban: false, countryOverride: cmd.country ?? null, carrierOverride: cmd.carrier ?? null, lastSeenAt: new Date(),
        })
        .orIgnore()
        .execute();
      const found = await manager.findOneOrFail(Modem, { where: { agentId: cmd.agentId, port: cmd.port }, lock: { mode: 'pessimistic_write' } });
      const patch: Partial<Modem> = {
        ...(cmd.country !== undefined ? { countryOverride: cmd.country } : {}),
        ...(cmd.carrier !== undefined ? { carrierOverride: cmd.carrier } : {}),
      };
      if (Object.keys(patch).length) await manager.update(Modem, { id: found.id }, patch);
      return found;
    });
    const saved = await repo.findOneByOrFail({ id: modem.id });
    this.logger.info({ modemId: saved.id, agentId: saved.agentId, port: saved.port, country: saved.countryOverride, carrier: saved.carrierOverride }, 'modem registered by an operator');
    return toAdminModemView(saved, this.env.SIM_OFFLINE_AFTER_MS);
  }

  async banModem(cmd: AdminModemBanCommand): Promise<AdminModemView> {
    const repo = this.dataSource.getRepository(Modem);
    const changed = await repo.update({ id: cmd.modemId }, { ban: cmd.ban });
    if (!changed.affected) throw modemNotFound();
    this.logger.info({ modemId: cmd.modemId, ban: cmd.ban }, 'modem ban set by an operator');
    return toAdminModemView(await repo.findOneByOrFail({ id: cmd.modemId }), this.env.SIM_OFFLINE_AFTER_MS);
  }

  async numbers(query: AdminNumbersQuery): Promise<AdminNumberView[]> {
    const base: FindOptionsWhere<SimNumber> = { deletedAt: IsNull(), ...(query.modem ? { modemId: query.modem } : {}) };
    const filter = query.filter?.trim();
    const where = filter
      ? (['number', 'iccid', 'country', 'carrier'] as const).map((field) => ({ ...base, [field]: ILike(likePattern(filter)) }))
      : base;
    const numbers = await this.dataSource.getRepository(SimNumber).find({ where, order: { createdAt: 'ASC', iccid: 'ASC' } });
    return this.views(this.dataSource.manager, numbers);
  }

  /** Marked numbers are not sold (the allocator skips them); an open activation on one runs its course. */
  markReplace(cmd: AdminMarkReplaceCommand): Promise<AdminNumberView[]> {
    return this.mark(cmd, { replace: cmd.replace });
  }

  markRent(cmd: AdminMarkRentCommand): Promise<AdminNumberView[]> {
    return this.mark(cmd, { rent: cmd.rent });
  }

  private async mark(cmd: AdminNumberIdsCommand, flags: Partial<Pick<SimNumber, 'rent' | 'replace'>>): Promise<AdminNumberView[]> {
    const ids = [...new Set(cmd.ids)];
    return this.dataSource.transaction(async (manager) => {
      const numbers = await this.lockNumbers(manager, ids, false);
      await manager.update(SimNumber, { id: In(ids) }, flags);
      this.logger.info({ numberIds: ids, ...flags }, 'numbers marked by an operator');
      return this.views(manager, numbers.map((n) => ({ ...n, ...flags })));
    });
  }

  /**
   * Soft-deletes numbers (never sold again, kept for the records). A number with an open
   * activation is skipped and reported; one already deleted counts as deleted.
   */
  async deleteNumbers(cmd: AdminNumberIdsCommand): Promise<AdminDeletedNumbersView> {
    const ids = [...new Set(cmd.ids)];
    return this.dataSource.transaction(async (manager) => {
      // The lock keeps the allocator off these rows; an activation it committed first is seen below.
      await this.lockNumbers(manager, ids, true);
      const open = await manager.find(Activation, { where: { numberId: In(ids), status: In(OPEN) }, select: { id: true, numberId: true } });
      const skipped = open.map((a) => ({ _id: a.numberId, activationId: a.id }));
      const deleted = ids.filter((id) => !open.some((a) => a.numberId === id));
      if (deleted.length) await manager.update(SimNumber, { id: In(deleted), deletedAt: IsNull() }, { deletedAt: new Date() });
      this.logger.info({ deleted, skipped }, 'numbers deleted by an operator');
      return { deleted, skipped };
    });
  }

  /**
   * Lifts one service's block on one number: the number may be sold to that service again.
   * The usage row goes; while an activation of that service is still open on the number,
   * only its blocked mark goes. A number the service never blocked is left as it is: a
   * number serves a service once.
   */
  async liftServiceBan(cmd: AdminServiceBanCommand): Promise<AdminNumberView> {
    return this.dataSource.transaction(async (manager) => {
      const [number] = await this.lockNumbers(manager, [cmd.numberId], false);
      const usage = await manager.findOneBy(NumberUsage, { numberId: cmd.numberId, service: cmd.service, blocked: true });
      if (usage) {
        const open = await manager.existsBy(Activation, { numberId: cmd.numberId, service: cmd.service, status: In(OPEN) });
        if (open) await manager.update(NumberUsage, { numberId: cmd.numberId, service: cmd.service }, { blocked: false });
        else await manager.delete(NumberUsage, { numberId: cmd.numberId, service: cmd.service });
        this.logger.info({ numberId: cmd.numberId, service: cmd.service }, 'service ban lifted by an operator');
      }
      return (await this.views(manager, [number as SimNumber]))[0] as AdminNumberView;
    });
  }

  /** Lifts every ban of one service: each number it blocked may be sold to it again. */
  async liftServiceBans(service: string, reason: string): Promise<AdminServiceBansView> {
    const openOf = `SELECT 1 FROM activations.activations a WHERE a.number_id = number_usages.number_id AND a.service = number_usages.service AND a.status IN (:...open)`;
    const lifted = await this.dataSource.transaction(async (manager) => {
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(NumberUsage)
        .where(`service = :service AND blocked AND NOT EXISTS (${openOf})`, { service, open: OPEN })
        .execute();
      // Cannot happen through the routes (a blocked activation is ended), but an open one keeps its row.
      const unblocked = await manager
        .createQueryBuilder()
        .update(NumberUsage)
        .set({ blocked: false })
        .where(`service = :service AND blocked AND EXISTS (${openOf})`, { service, open: OPEN })
        .execute();
      return (deleted.affected ?? 0) + (unblocked.affected ?? 0);
    });
    this.logger.info({ service, lifted, reason }, 'service bans lifted by an operator');
    return { service, lifted };
  }

  /** Locks the rows of existing numbers, or refuses naming the unknown ids (deleted ones count as unknown unless wanted). */
  private async lockNumbers(manager: EntityManager, ids: string[], withDeleted: boolean): Promise<SimNumber[]> {
    const numbers = await manager.find(SimNumber, {
      where: { id: In(ids), ...(withDeleted ? {} : { deletedAt: IsNull() }) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const missing = ids.filter((id) => !numbers.some((n) => n.id === id));
    if (missing.length) throw numbersNotFound(missing);
    return numbers;
  }

  private async views(manager: EntityManager, numbers: SimNumber[]): Promise<AdminNumberView[]> {
    if (!numbers.length) return [];
    const ids = numbers.map((n) => n.id);
    const modems = await manager.findBy(Modem, { id: In([...new Set(numbers.map((n) => n.modemId))]) });
    const usages = await manager.findBy(NumberUsage, { numberId: In(ids) });
    const open = await manager.find(Activation, { where: { numberId: In(ids), status: In(OPEN) }, select: { id: true, numberId: true } });
    const now = Date.now();
    return numbers.map((n) =>
      toAdminNumberView(
        n,
        {
          modem: modems.find((m) => m.id === n.modemId) as Modem,
          usages: usages.filter((u) => u.numberId === n.id),
          openActivationId: open.find((a) => a.numberId === n.id)?.id ?? null,
        },
        this.env.SIM_OFFLINE_AFTER_MS,
        now,
      ),
    );
  }
}
