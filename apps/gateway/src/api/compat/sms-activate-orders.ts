import { Injectable } from '@nestjs/common';
import {
  ACTIVATION_REF, ActivationAction, ActivationView, BuyActivationCommand, DomainError, ErrorCode, OPEN_ACTIVATION_STATUSES, UserView, Verification,
} from '@simrelay/contracts';
import { createHash } from 'node:crypto';
import { ActivationsClient } from '../../activations/activations.client';
import { buyCommand } from '../../activations/buy-command';
import { CatalogClient } from '../../catalog/catalog.client';
import {
  activeActivationEntry, bareNumber, historyEntry, numberV2Answer, refuse, SmsActivateAnswer, statusAnswer, statusV2Answer,
} from './sms-activate-answers';
import { carriersOf, countryParam, serviceParam, SmsActivateCatalog } from './sms-activate-catalog';
import { countryKey } from './sms-activate-countries';
import type { SmsActivateQuery } from './sms-activate-query';

/** setStatus codes: 1 "SMS sent" (nothing to do), 3 another code, 6 finish, 8 cancel (and the older -1). */
const STATUS_STEPS: Readonly<Record<string, { action: ActivationAction | null; answer: string }>> = {
  '1': { action: null, answer: 'ACCESS_READY' },
  '3': { action: 'again', answer: 'ACCESS_RETRY_GET' },
  '6': { action: 'finish', answer: 'ACCESS_ACTIVATION' },
  '8': { action: 'cancel', answer: 'ACCESS_CANCEL' },
  '-1': { action: 'cancel', answer: 'ACCESS_CANCEL' },
};

/** `activationType`: 0 (or none) an SMS, 1 a call whose caller's last digits are the code. A voice code (2) we cannot read. */
const VERIFICATION: Readonly<Record<string, Verification>> = { '0': 'sms', '1': 'call' };
const DAY_SECONDS = 86_400;
const UNIX_SECONDS = /^\d{1,11}$/;

/** The id of an activation as its clients send it (our order number; a UUID works too), or `token`. */
function idParam(query: SmsActivateQuery, token: string): string {
  if (!query.id || !ACTIVATION_REF.test(query.id)) throw refuse(token);
  return query.id;
}

function verificationOf(query: SmsActivateQuery): Verification {
  const verification = VERIFICATION[query.activationType ?? '0'];
  if (!verification) throw refuse('NO_NUMBERS');
  return verification;
}

/** `phoneException=7918,7900111`: number beginnings (country code first) not to be given. */
function exceptionsOf(query: SmsActivateQuery): string[] {
  if (query.phoneException === undefined) return [];
  const prefixes = query.phoneException.split(',').map((p) => p.trim().replace(/^\+/, '')).filter(Boolean);
  if (prefixes.length > 20 || !prefixes.every((p) => /^\d{1,15}$/.test(p))) throw refuse('WRONG_EXCEPTION_PHONE');
  return prefixes;
}

/** Its `orderId` (any text) as our request key: a repeat names the same purchase. */
const orderKey = (orderId: string): string => `sa-order:${createHash('sha256').update(orderId).digest('base64url').slice(0, 43)}`;

/** Buying and following activations, in its shapes. */
@Injectable()
export class SmsActivateOrders {
  constructor(
    private readonly activations: ActivationsClient,
    private readonly catalog: CatalogClient,
    private readonly lists: SmsActivateCatalog,
  ) {}

  /** `ACCESS_NUMBER:<id>:<number>`. */
  async getNumber(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const activation = await this.buy(user, query);
    return `ACCESS_NUMBER:${activation.orderNumber}:${bareNumber(activation.number)}`;
  }

  /** The same purchase as JSON; a repeated `orderId` answers ORDER_ALREADY_EXISTS. */
  async getNumberV2(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const activation = await this.buy(user, query, query.orderId);
    return numberV2Answer(activation, countryKey(activation.country));
  }

  async getStatus(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    return statusAnswer(await this.activations.get(user._id, idParam(query, 'NO_ACTIVATION')));
  }

  async getStatusV2(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    return statusV2Answer(await this.activations.get(user._id, idParam(query, 'NO_ACTIVATION')));
  }

  async setStatus(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const id = idParam(query, 'WRONG_ACTIVATION_ID');
    const step = STATUS_STEPS[query.status ?? ''];
    if (!step) throw refuse('BAD_STATUS');
    if (step.action) {
      await this.activations.act(user._id, null, id, step.action);
      return step.answer;
    }
    const activation = await this.activations.get(user._id, id);
    if (!OPEN_ACTIVATION_STATUSES.includes(activation.status)) throw new DomainError(ErrorCode.ActivationClosed);
    return step.answer;
  }

  /** `{"status": "success", "activeActivations": [...]}`, or NO_ACTIVATIONS in its JSON error shape. */
  async getActiveActivations(user: UserView): Promise<SmsActivateAnswer> {
    const [open, names] = await Promise.all([this.activations.current(user._id), this.lists.countryNames()]);
    if (open.length === 0) throw refuse({ status: 'error', error: 'NO_ACTIVATIONS' });
    return {
      status: 'success',
      activeActivations: open.map((a) => activeActivationEntry(a, countryKey(a.country), names.get(a.country)?.en ?? a.country)),
    };
  }

  /** Activations bought between `start` and `end` (unix seconds, at most 30 days apart), newest first: `offset`, `limit` (up to 100, 50 by default). */
  async getHistory(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const [start, end] = [query.start, query.end].map((t) => {
      if (t !== undefined && !UNIX_SECONDS.test(t)) throw refuse('WRONG_DATE');
      return t === undefined ? undefined : Number(t);
    });
    if (start !== undefined && end !== undefined && (end < start || end - start > 30 * DAY_SECONDS)) throw refuse('WRONG_DATE');
    const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
    const limit = Math.min(100, Math.max(1, Number.parseInt(query.limit ?? '50', 10) || 50));
    const page = await this.activations.history(user._id, 1, limit, {
      offset,
      ...(start !== undefined ? { since: new Date(start * 1000).toISOString() } : {}),
      ...(end !== undefined ? { until: new Date(end * 1000).toISOString() } : {}),
    });
    return page.items.map(historyEntry);
  }

  private async buy(user: UserView, query: SmsActivateQuery, orderId?: string): Promise<ActivationView> {
    const service = serviceParam(query);
    // Its clients leave the country out for Russia (id 0).
    const country = countryParam(query, 'WRONG_COUNTRY_ID', '0');
    const carriers = carriersOf(query);
    const verification = verificationOf(query);
    const excludePrefixes = exceptionsOf(query);
    const maxPrice = await this.maxPrice(query, service, country, carriers[0]);
    const command = (carrier: string | undefined): BuyActivationCommand => ({
      ...buyCommand(user, { service, country, carrier, maxPrice }, orderId === undefined ? undefined : orderKey(orderId)),
      verification,
      ...(excludePrefixes.length ? { excludePrefixes } : {}),
      ...(orderId !== undefined ? { onRepeat: 'refuse' as const } : {}),
    });
    // Several operators: the first that has a number.
    for (const [i, carrier] of carriers.entries()) {
      try {
        return await this.activations.buy(command(carrier));
      } catch (error) {
        const more = i < carriers.length - 1;
        if (!more || !(error instanceof DomainError) || error.code !== ErrorCode.NoNumbers) throw error;
      }
    }
    return this.activations.buy(command(undefined));
  }

  /** `maxPrice`: refused below the price with `WRONG_MAX_PRICE:<price>`, the lowest price it could buy at. */
  private async maxPrice(query: SmsActivateQuery, service: string, country: string, carrier?: string): Promise<number | undefined> {
    if (query.maxPrice === undefined) return undefined;
    const wanted = Number(query.maxPrice);
    const { price } = await this.catalog.otpPrice({ service, country, ...(carrier ? { carrier } : {}) });
    if (!(wanted > 0) || wanted < price) throw refuse(`WRONG_MAX_PRICE:${price}`);
    return Math.min(wanted, 1000);
  }
}
