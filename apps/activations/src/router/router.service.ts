import { Inject, Injectable } from '@nestjs/common';
import { extractCallCode, extractCode, matchService } from '@simrelay/code-extraction';
import { ActivationsEvents, AgentCallReport, AgentSmsReport, CodeReceivedEvent, OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import { addToOutbox, OutboxRelay, stableUuid } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { DataSource, In, IsNull, MoreThan } from 'typeorm';
import { LOGGER, OUTBOX_RELAY } from '../activations.tokens';
import { Activation } from '../activations/activation.entity';
import { toMessageView } from '../activations/activation.views';
import { Settlements } from '../activations/settlements';
import { CatalogCache } from '../clients/catalog-cache';
import { Peers } from '../clients/peers';
import { SimNumber } from '../inventory/sim-number.entity';
import { Message } from './message.entity';

interface Incoming {
  key: string;
  kind: 'sms' | 'call';
  agentId: string;
  iccid: string;
  sender: string | null;
  text: string;
  receivedAt: Date;
}

/** A stable id from the agent's key: a redelivered report finds its row. */
const messageId = (key: string): string => stableUuid(`message:${key}`);

/**
 * SMS and calls from the SIMs to the activations waiting for them. Stored first (once, by the
 * agent's key), then given to the open activation on that SIM whose service the message
 * belongs to (sender alias or pattern from the catalog); the first code posts the hold.
 * What no activation takes stays visible to operators.
 */
@Injectable()
export class RouterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogCache,
    private readonly peers: Peers,
    private readonly settlements: Settlements,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  sms(report: AgentSmsReport): Promise<void> {
    return this.route({
      key: report.key, kind: 'sms', agentId: report.agentId, iccid: report.iccid, sender: report.sender, text: report.text,
      receivedAt: new Date(report.receivedAt),
    });
  }

  call(report: AgentCallReport): Promise<void> {
    return this.route({
      key: `call:${report.key}`, kind: 'call', agentId: report.agentId, iccid: report.iccid, sender: report.caller, text: report.caller ?? '',
      receivedAt: new Date(report.at),
    });
  }

  private async route(incoming: Incoming): Promise<void> {
    const id = messageId(incoming.key);
    const repo = this.dataSource.getRepository(Message);
    await repo
      .createQueryBuilder()
      .insert()
      .values({
        id, key: incoming.key, kind: incoming.kind, agentId: incoming.agentId, iccid: incoming.iccid, numberId: null, sender: incoming.sender,
        text: incoming.text, code: null, activationId: null, receivedAt: incoming.receivedAt,
      })
      .orIgnore()
      .execute();
    const message = await repo.findOneByOrFail({ id });
    if (message.activationId) return this.finishDelivery(message);

    const number = await this.dataSource.getRepository(SimNumber).findOneBy({ iccid: incoming.iccid });
    if (!number) return this.unrouted(message, 'unknown SIM');
    if (!message.numberId) await repo.update({ id }, { numberId: number.id });
    const open = await this.dataSource.getRepository(Activation).find({
      where: { numberId: number.id, status: In([...OPEN_ACTIVATION_STATUSES]), expiresAt: MoreThan(new Date()) },
    });
    const target = await this.pick(open, message);
    if (!target) return this.unrouted(message, open.length ? 'no matching service' : 'no open activation');

    const claimed = await this.dataSource.transaction(async (manager) => {
      const taken = await manager.update(Message, { id, activationId: IsNull() }, { activationId: target.activation.id, code: target.code });
      if (!taken.affected) return false;
      // The first code charges: active -> received, the hold to be posted (once).
      await manager.update(Activation, { id: target.activation.id, status: 'active' }, { status: 'received', settlement: 'post' });
      return true;
    });
    if (!claimed) return;
    this.logger.info({ messageId: id, activationId: target.activation.id, kind: message.kind }, 'message routed to activation');
    await this.finishDelivery(await repo.findOneByOrFail({ id }));
  }

  /** Posts the hold if this message charged it, then announces the message (both idempotent). */
  private async finishDelivery(message: Message): Promise<void> {
    const activation = await this.dataSource.getRepository(Activation).findOneByOrFail({ id: message.activationId as string });
    const receipt = await this.settlements.settle(activation);
    // A later message charges nothing: the balance shown is read as it stands.
    const balanceMicros = receipt?.balanceMicros ?? (await this.peers.balance(activation.userId)).balanceMicros;
    const event: CodeReceivedEvent = {
      userId: activation.userId, activationId: activation.id, number: activation.number, service: activation.service,
      message: toMessageView(message), balanceMicros,
    };
    await this.dataSource.transaction((manager) => addToOutbox(manager, ActivationsEvents.codeReceived, event, messageId(`event:${message.key}`)).catch((error: unknown) => {
      // Already announced on an earlier delivery of the same report.
      if ((error as { code?: string }).code !== '23505') throw error;
    }));
    void this.relay.kick();
  }

  private async pick(open: Activation[], message: Message): Promise<{ activation: Activation; code: string | null } | null> {
    if (!open.length) return null;
    const rules = await this.catalog.codeRules();
    if (message.kind === 'call') {
      for (const activation of open) {
        const digits = rules.find((r) => r.service === activation.service)?.callDigits;
        if (digits) return { activation, code: extractCallCode(message.text, digits) };
      }
      return null;
    }
    const service = matchService(message.sender ?? undefined, message.text, rules);
    const activation =
      open.find((a) => a.service === service) ??
      // A service with no sender alias and no pattern cannot be recognised: its activation takes what comes.
      open.find((a) => {
        const rule = rules.find((r) => r.service === a.service);
        return service === null && !rule?.pattern && !rule?.senders?.length;
      });
    if (!activation) return null;
    const rule = rules.find((r) => r.service === activation.service);
    return { activation, code: extractCode({ text: message.text, sender: message.sender ?? undefined, rule })?.code ?? null };
  }

  private unrouted(message: Message, reason: string): void {
    this.logger.info({ messageId: message.id, iccid: message.iccid, reason }, 'message kept unrouted');
  }
}

