import { ActivationView, RentalView } from '@simrelay/contracts';
import type { Account, Reply, System } from '@simrelay/testing/system';
import { randomUUID } from 'node:crypto';
import { LoadHttp, UNREACHABLE } from './load-http';
import { LoadRecords, Purchase } from './load-records';
import { SeededRandom } from './seeded-random';
import { Triggers } from './triggers';
import { CALL_SERVICE, codeFor, SMS_SERVICES } from './service-texts';

type Rack = NonNullable<System['rack']>;

export interface LoadContext {
  http: LoadHttp;
  rack: Rack;
  records: LoadRecords;
  triggers: Triggers;
  /** Countries with SIMs for one-time activations, and for rent. */
  countries: string[];
  rentCountries: string[];
  stopped: () => boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Worth asking again with the same key: the system was (partly) away. */
const retryable = (reply: Reply<unknown> | undefined) => !reply || reply.status === UNREACHABLE || reply.status >= 500;

/** One user of the system doing what users do, until the run stops. */
export class LoadClient {
  private readonly open: Array<Purchase & { received: boolean }> = [];
  private rental?: { id: string; number: string };

  constructor(
    private readonly ctx: LoadContext,
    private readonly account: Account,
    private readonly random: SeededRandom,
  ) {}

  async run(): Promise<void> {
    while (!this.ctx.stopped()) {
      const roll = this.random.next();
      try {
        if (roll < 0.22) await this.buy();
        else if (roll < 0.4) await this.call('poll', 'GET', '/numbers/current');
        else if (roll < 0.62) await (this.open.length ? this.useActivation() : this.buy());
        else if (roll < 0.66) await this.topUp();
        else if (roll < 0.82) await this.useRental();
        else if (roll < 0.86) await this.strayMessage();
        else await this.call('balance', 'GET', '/users/balance');
      } catch (error) {
        // The rack's control server is the emulator's: an error there is the emulator's, reported as such.
        this.ctx.records.violations.push(`load client ${this.account.email}: ${String(error)}`);
      }
      await pause(this.random.int(100, 400));
    }
  }

  private call<T = Record<string, unknown>>(op: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    return this.ctx.http.request<T>(this.random, op, method, path, { ...options, token: this.account.token });
  }

  /** Asks again with the same idempotency key while the system is away, as a careful client does. */
  private async withKey<T>(op: string, method: string, path: string, body?: unknown): Promise<Reply<T> | undefined> {
    const key = randomUUID();
    let reply: Reply<T> | undefined;
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 8; attempt++) {
      reply = await this.call<T>(op, method, path, { body, headers: { 'idempotency-key': key } });
      const id = (reply?.body as { activationId?: string; _id?: string; topUp?: { topUpId?: string } } | undefined);
      const answered = id?.activationId ?? id?._id ?? id?.topUp?.topUpId;
      if (reply && reply.status < 300 && answered) ids.add(answered);
      if (!retryable(reply)) break;
      await pause(500 + this.random.int(0, 1000));
    }
    if (ids.size > 1) this.ctx.records.violations.push(`${op} with one key answered ${[...ids].join(' and ')}`);
    return reply;
  }

  private async buy(): Promise<void> {
    const byCall = this.random.chance(0.1);
    const service = byCall ? CALL_SERVICE : this.random.pick(SMS_SERVICES).service;
    const reply = await this.withKey<ActivationView>('buy', 'POST', '/numbers/one', { service, country: this.random.pick(this.ctx.countries) });
    if (reply?.status !== 201) return;
    const purchase = { activationId: reply.body.activationId, numberId: reply.body.numberId, number: reply.body.number, service, userId: this.account._id };
    this.ctx.records.purchases.push(purchase);
    this.open.push({ ...purchase, received: false });
  }

  /** A code arrives, or the user cancels or finishes; some are left alone to time out. */
  private async useActivation(): Promise<void> {
    const index = this.random.int(0, this.open.length - 1);
    const activation = this.open[index];
    const roll = this.random.next();
    if (roll < 0.55 && !activation.received) {
      await this.deliver(activation);
      activation.received = true;
    } else if (roll < 0.75) {
      const action = activation.received ? 'deactivate' : 'cancel';
      await this.call(action, 'GET', `/numbers/${action}/${activation.numberId}?activationId=${activation.activationId}`);
      this.open.splice(index, 1);
    } else if (roll < 0.85) {
      // Left to time out (the run's activations last a minute).
      this.open.splice(index, 1);
    } else {
      await this.call('messages', 'GET', `/activations/messages/${activation.activationId}`);
    }
  }

  private async deliver(activation: Purchase): Promise<void> {
    const sequence = this.ctx.records.next();
    if (activation.service === CALL_SERVICE) {
      const caller = `+7495${String(1000000 + sequence).slice(-7)}`;
      await this.ctx.rack.call(activation.number, caller);
      this.ctx.records.calls.push({ to: activation.number, caller });
      return;
    }
    const sms = SMS_SERVICES.find((s) => s.service === activation.service) ?? SMS_SERVICES[0];
    const text = sms.text(codeFor(sequence));
    await this.ctx.rack.sms(activation.number, sms.sender, text);
    this.ctx.records.sms.push({ to: activation.number, text, meantFor: activation.activationId });
    this.ctx.triggers.fire('sms');
  }

  /** An SMS to a SIM of the rack nobody bought for it: stored, delivered to no one. */
  private async strayMessage(): Promise<void> {
    const sequence = this.ctx.records.next();
    const to = this.random.pick(this.ctx.records.purchases.map((p) => p.number).concat(this.rental ? [this.rental.number] : []));
    if (!to) return;
    const text = `See you at ${sequence} o'clock`;
    await this.ctx.rack.sms(to, '+447700900555', text);
    this.ctx.records.sms.push({ to, text });
  }

  private async topUp(): Promise<void> {
    const created = await this.withKey<{ topUp: { topUpId: string } }>('top-up', 'POST', '/users/payment', { amount: 10, method: 'card' });
    if (created?.status !== 201) return;
    const id = created.body.topUp.topUpId;
    this.ctx.records.topUps.add(id);
    for (let attempt = 0; attempt < 8; attempt++) {
      if (!retryable(await this.call('top-up paid', 'POST', `/users/payment/sandbox/${id}`, { body: { outcome: 'paid' } }))) break;
      await pause(1000);
    }
  }

  private async useRental(): Promise<void> {
    if (!this.rental) {
      const reply = await this.withKey<RentalView>('rent', 'POST', '/numbers/rent', { country: this.random.pick(this.ctx.rentCountries), periodHours: 24 });
      if (reply && reply.status < 300 && reply.body._id) {
        this.rental = { id: reply.body._id, number: reply.body.number ?? '' };
        this.ctx.records.rentals.add(reply.body._id);
      }
      return;
    }
    const roll = this.random.next();
    if (roll < 0.4 && this.rental.number) {
      const sms = this.random.pick(SMS_SERVICES);
      const text = sms.text(codeFor(this.ctx.records.next()));
      await this.ctx.rack.sms(this.rental.number, sms.sender, text);
      this.ctx.records.sms.push({ to: this.rental.number, text, meantFor: this.rental.id });
    } else if (roll < 0.75) {
      await this.withKey('extend', 'POST', `/numbers/rental/extend/${this.rental.id}`, { periodHours: 24 });
    } else if (roll < 0.85) {
      await this.call('rentals', 'GET', '/numbers/profile');
    } else {
      await this.call('end rental', 'GET', `/numbers/rental/deactivate/${this.rental.id}`);
      this.rental = undefined;
    }
  }
}
