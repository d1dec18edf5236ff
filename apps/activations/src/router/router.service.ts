import { Inject, Injectable } from '@nestjs/common';
import { extractCallCode, extractCode, matchService } from '@simrelay/code-extraction';
import { ActivationsEvents, AgentCallReport, AgentSmsReport, CodeReceivedEvent, DEFAULT_CALL_DIGITS, OPEN_ACTIVATION_STATUSES } from '@simrelay/contracts';
import { LOGGER, outboxRowWhere, stableUuid } from '@simrelay/messaging';
import { Bind, Bindings, entityFromJson, pgPool, queryPrepared, WriteBatch } from '@simrelay/persistence';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { DataSource, IsNull } from 'typeorm';
import { ACTIVATIONS_SCHEMA } from '../activations.schema';
import { Activation } from '../activations/activation.entity';
import { toMessageView } from '../activations/activation.views';
import { Settlements } from '../activations/settlements';
import { CatalogCache } from '../clients/catalog-cache';
import { HubPushWorker } from '../hubs/hub-push.worker';
import { hubPushesOf } from '../hubs/hub-pushes';
import { SimNumber } from '../inventory/sim-number.entity';
import { Lease } from '../leases/lease.entity';
import { LeaseMessages } from '../leases/lease-messages';
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

/** The SIM with this ICCID (a CTE named `sim`), its row as JSON. */
const simOf = (iccid: string): string => `sim AS (SELECT n.id, to_jsonb(n) AS number FROM activations.numbers n WHERE n.iccid = ${iccid})`;
/** The open activations on `sim`, as a JSON array named `open`. */
const openOnSim = (statuses: string): string =>
  `coalesce((SELECT jsonb_agg(to_jsonb(a)) FROM activations.activations a
              WHERE a.number_id = (SELECT id FROM sim) AND a.status = ANY(${statuses}::text[]) AND a.expires_at > now()), '[]') AS open`;

/** SQL expressions (placeholders or subqueries) of a report's fields, in the statement that stores it. */
interface ReportSql {
  id: string;
  key: string;
  kind: string;
  agentId: string;
  iccid: string;
  numberId: string;
  sender: string;
  text: string;
  receivedAt: string;
}

/** The report stored as a message (nothing when its key is stored already); `given`: already given to an activation, with its code. */
const messageInsert = (r: ReportSql, given?: { activationId: string; code: string }): string =>
  `INSERT INTO activations.messages (id, key, kind, agent_id, iccid, number_id, sender, text, received_at${given ? ', activation_id, code' : ''})
   VALUES (${r.id}, ${r.key}, ${r.kind}, ${r.agentId}, ${r.iccid}, ${r.numberId}, ${r.sender}, ${r.text}, ${r.receivedAt}${given ? `, ${given.activationId}, ${given.code}` : ''})
   ON CONFLICT DO NOTHING`;

/** The report's pushes to the hubs that bought its SIM's number (an SMS's only). */
const reportPushes = (r: ReportSql): string =>
  hubPushesOf({
    numberId: r.numberId, key: r.key, sender: `coalesce(${r.sender}::text, '')`, text: r.text, receivedAt: `${r.receivedAt}::timestamptz`, isSms: `${r.kind}::text = 'sms'`,
  });

/** A stable id from the agent's key: a redelivered report finds its row. */
const messageId = (key: string): string => stableUuid(`message:${key}`);

interface ArrivalRow {
  number: Record<string, unknown> | null;
  created_at: Date | null;
  number_id: string | null;
  pushed: number;
  open: Array<Record<string, unknown>>;
}

/**
 * What the user hears of a message on their activation. Only the message that charged carries
 * a balance (after its charge); a later one's is unchanged, and readers that need it ask billing.
 */
const codeEvent = (activation: Activation, message: Message, balanceMicros?: number): { payload: CodeReceivedEvent; key: string } => ({
  key: message.key,
  payload: {
    userId: activation.userId, activationId: activation.id, number: activation.number, service: activation.service,
    message: toMessageView(message), ...(balanceMicros === undefined ? {} : { balanceMicros }),
  },
});

/** The event's outbox row where `condition` holds; its id is the report's, so an earlier delivery's announcement stands. */
const announcement = (bind: Bind, event: { payload: CodeReceivedEvent; key: string }, condition: string): string =>
  `${outboxRowWhere(ACTIVATIONS_SCHEMA, bind, ActivationsEvents.codeReceived, event.payload, messageId(`event:${event.key}`), condition)} ON CONFLICT ("id") DO NOTHING`;

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
    private readonly settlements: Settlements,
    private readonly leases: LeaseMessages,
    private readonly hubPushes: HubPushWorker,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The hot path's statements run prepared, on the data source's own connections. */
  private get pool(): Pool {
    return pgPool(this.dataSource);
  }

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
    if (await this.deliverFirstTime(id, incoming)) return;
    const { number, stored, open, pushed } = await this.arrive(id, incoming);
    // Sent at once rather than at the worker's next round.
    if (pushed) void this.hubPushes.run();
    let message = stored;
    if (message.activationId) return this.finishDelivery(message);

    if (!number) return this.unrouted(message, 'unknown SIM');
    if (!message.numberId) await this.dataSource.getRepository(Message).update({ id }, { numberId: number.id });
    if (!open.length) {
      // A leased SIM is never in an activation: its messages are for the rental to judge.
      const lease = message.leaseId
        ? await this.dataSource.getRepository(Lease).findOneBy({ id: message.leaseId })
        : await this.dataSource.getRepository(Lease).findOneBy({ numberId: number.id, endedAt: IsNull() });
      if (lease) return this.leases.route(message, lease, number);
    }
    const target = await this.pick(open, message);
    if (!target) return this.unrouted(message, open.length ? 'no matching service' : 'no open activation');

    message = { ...message, numberId: number.id, activationId: target.activation.id, code: target.code };
    // A message that charges nothing is announced by its claim, in the same statement.
    const claimed = await this.claim(id, target.activation.id, target.code, codeEvent(target.activation, message));
    if (claimed) await this.claimed(message, target.activation, claimed);
  }

  /** After a claim took the message: a charge's hold is posted, then the message announced with the balance. */
  private async claimed(message: Message, activation: Activation, claim: { charged: boolean; settledAt: Date | null }): Promise<void> {
    this.logger.info({ messageId: message.id, activationId: activation.id, kind: message.kind }, 'message routed to activation');
    // The activation as this claim left it: no second read.
    if (claim.charged) await this.finishDelivery(message, { ...activation, status: 'received', settlement: 'post', settledAt: claim.settledAt });
  }

  /**
   * The usual case in one commit: a message not seen before, on a SIM with an open activation
   * that takes it. The SIM and its open activations are read (no commit), then the message is
   * stored already given to the activation, with its hub pushes, charge and announcement, in one
   * statement. False when that is not the case (a redelivery, an unknown SIM, no taker, or a
   * concurrent delivery stored it first): `route` then takes the steps one by one.
   */
  private async deliverFirstTime(id: string, incoming: Incoming): Promise<boolean> {
    const [seen] = await queryPrepared<{ number: Record<string, unknown> | null; stored: boolean; open: Array<Record<string, unknown>> }>(
      this.pool,
      `WITH ${simOf('$2')}
       SELECT (SELECT number FROM sim) AS number, EXISTS (SELECT 1 FROM activations.messages WHERE id = $1) AS stored, ${openOnSim('$3')}`,
      [id, incoming.iccid, [...OPEN_ACTIVATION_STATUSES]],
    );
    if (!seen || seen.stored || !seen.number || !seen.open.length) return false;
    const manager = this.dataSource.manager;
    const number = entityFromJson(manager, SimNumber, seen.number);
    const draft = Object.assign(new Message(), incoming, { id, numberId: number.id, code: null, activationId: null, leaseId: null });
    const target = await this.pick(seen.open.map((a) => entityFromJson(manager, Activation, a)), draft);
    if (!target) return false;
    const message = { ...draft, activationId: target.activation.id, code: target.code };
    const claimed = await this.runClaim(
      (bind, activation) => {
        const report: ReportSql = {
          id: bind(id), key: bind(incoming.key), kind: bind(incoming.kind), agentId: bind(incoming.agentId), iccid: bind(incoming.iccid),
          numberId: `${bind(number.id)}::uuid`, sender: bind(incoming.sender), text: bind(incoming.text), receivedAt: bind(incoming.receivedAt),
        };
        return { taken: `${messageInsert(report, { activationId: activation, code: bind(target.code) })} RETURNING id`, pushes: reportPushes(report) };
      },
      target.activation.id,
      codeEvent(target.activation, message),
    );
    if (!claimed) return false;
    if (claimed.pushed) void this.hubPushes.run();
    await this.claimed(message, target.activation, claimed);
    return true;
  }

  /**
   * In one statement: the SIM the message came on, the message stored (once, by its key, with
   * that SIM), an SMS's pushes to the hubs that bought its number, and the SIM's open
   * activations. A report delivered again finds its message as the earlier delivery left it
   * (read again: the insert did nothing).
   */
  private async arrive(id: string, incoming: Incoming): Promise<{ number: SimNumber | null; stored: Message; open: Activation[]; pushed: number }> {
    const manager = this.dataSource.manager;
    const report: ReportSql = { id: '$1', key: '$2', kind: '$3', agentId: '$4', iccid: '$5', numberId: '(SELECT id FROM sim)', sender: '$6', text: '$7', receivedAt: '$8' };
    const [row] = await queryPrepared<ArrivalRow>(
      this.pool,
      `WITH ${simOf('$5')},
       stored AS (${messageInsert(report)} RETURNING number_id, created_at),
       pushed AS (${reportPushes(report)})
       SELECT (SELECT number FROM sim) AS number, (SELECT created_at FROM stored) AS created_at, (SELECT number_id FROM stored) AS number_id,
              (SELECT count(*)::int FROM pushed) AS pushed, ${openOnSim('$9')}`,
      [id, incoming.key, incoming.kind, incoming.agentId, incoming.iccid, incoming.sender, incoming.text, incoming.receivedAt, [...OPEN_ACTIVATION_STATUSES]],
    );
    const fields = { ...incoming, id, numberId: row.number_id, code: null, activationId: null, leaseId: null };
    const stored = row.created_at
      ? Object.assign(new Message(), fields, { createdAt: row.created_at })
      : await this.dataSource.getRepository(Message).findOneByOrFail({ id });
    return {
      number: row.number ? entityFromJson(manager, SimNumber, row.number) : null,
      stored,
      open: row.open.map((a) => entityFromJson(manager, Activation, a)),
      pushed: row.pushed,
    };
  }

  /**
   * A code an upstream provider received for one of our activations: stored once (by its key)
   * and delivered as a SIM's message is, so the hold is posted once and the buyer hears of it
   * the same way.
   */
  async upstreamCode(incoming: { key: string; activationId: string; source: string; text: string; code: string; receivedAt: Date }): Promise<void> {
    const id = messageId(incoming.key);
    // Stored as a SIM's message is; no SIM has this iccid, so it finds no SIM and no activations.
    await this.arrive(id, {
      key: incoming.key, kind: 'sms', agentId: incoming.source.slice(0, 64), iccid: `upstream:${incoming.source}`, sender: null, text: incoming.text,
      receivedAt: incoming.receivedAt,
    });
    await this.claim(id, incoming.activationId, incoming.code);
    await this.finishDelivery(await this.dataSource.getRepository(Message).findOneByOrFail({ id }));
  }

  /**
   * The message to the activation, once; the first code charges: active -> received, the hold
   * to be posted (once), and the user's ban streak cleared (a code ends it). One statement: all
   * or none. Null: another delivery took it. With `unchargedEvent`, a message that took but
   * charged nothing is announced in the same statement (the one that charged is announced once
   * its hold is posted, with the balance after it).
   */
  private async claim(
    id: string, activationId: string, code: string | null, unchargedEvent?: { payload: CodeReceivedEvent; key: string },
  ): Promise<{ charged: boolean; settledAt: Date | null } | null> {
    return this.runClaim(
      (bind, activation) => ({
        taken: `UPDATE activations.messages SET activation_id = ${activation}, code = ${bind(code)} WHERE id = ${bind(id)} AND activation_id IS NULL RETURNING id`,
      }),
      activationId,
      unchargedEvent,
    );
  }

  /**
   * The claim's statement around `taken`, the write that gives the message to the activation
   * (answering its id, or nothing when another delivery did): everything else follows from it.
   * `pushes`, when given, is a write of the same statement whose rows are counted as `pushed`.
   */
  private async runClaim(
    writes: (bind: Bind, activation: string) => { taken: string; pushes?: string },
    activationId: string,
    unchargedEvent?: { payload: CodeReceivedEvent; key: string },
  ): Promise<{ charged: boolean; settledAt: Date | null; pushed: number } | null> {
    const { bind, params } = new Bindings();
    const activation = bind(activationId);
    const { taken, pushes } = writes(bind, activation);
    const pushed = pushes ? `, pushed AS (${pushes})` : '';
    const announced = unchargedEvent
      ? `, announced AS (${announcement(bind, unchargedEvent, 'EXISTS (SELECT 1 FROM taken) AND NOT EXISTS (SELECT 1 FROM charged)')})`
      : '';
    const [row] = await queryPrepared<{ taken: boolean; charged: boolean; settled_at: Date | null; pushed: number }>(
      this.pool,
      `WITH taken AS (${taken}
       ), charged AS (
         UPDATE activations.activations SET status = 'received', settlement = 'post'
          WHERE id = ${activation} AND status = 'active' AND EXISTS (SELECT 1 FROM taken) RETURNING settled_at, user_id
       ), coded AS (
         UPDATE activations.ban_streaks s SET without_sms = 0 FROM charged WHERE s.user_id = charged.user_id AND s.without_sms > 0
       )${pushed}${announced}
       SELECT EXISTS (SELECT 1 FROM taken) AS taken, EXISTS (SELECT 1 FROM charged) AS charged, (SELECT settled_at FROM charged) AS settled_at,
              ${pushes ? '(SELECT count(*)::int FROM pushed)' : '0'} AS pushed`,
      params,
    );
    return row?.taken ? { charged: row.charged, settledAt: row.settled_at, pushed: row.pushed } : null;
  }

  /**
   * Posts the hold if this message charged it, then announces the message (both idempotent): the
   * settled mark and the announcement in one statement.
   */
  private async finishDelivery(message: Message, known?: Activation): Promise<void> {
    const activation = known ?? (await this.dataSource.getRepository(Activation).findOneByOrFail({ id: message.activationId as string }));
    const writes = new WriteBatch();
    const receipt = await this.settlements.settle(activation, writes);
    writes.add((bind) => announcement(bind, codeEvent(activation, message, receipt?.balanceMicros), 'true'));
    // Its commit's notice wakes the relay (activations' outbox announces every commit): no kick here.
    await writes.run(this.dataSource.manager);
  }

  private async pick(open: Activation[], message: Message): Promise<{ activation: Activation; code: string | null } | null> {
    if (!open.length) return null;
    const rules = await this.catalog.codeRules();
    if (message.kind === 'call') {
      for (const activation of open) {
        const digits = rules.find((r) => r.service === activation.service)?.callDigits;
        // Bought for a call code: the caller's last digits, as many as the service uses (or the usual count).
        if (digits || activation.verification === 'call') return { activation, code: extractCallCode(message.text, digits ?? DEFAULT_CALL_DIGITS) };
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

