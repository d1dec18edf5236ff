import { Controller, Get, Header, Query, UseFilters, UseGuards } from '@nestjs/common';
import { DomainError, ErrorCode, OPEN_ACTIVATION_STATUSES, UserView, validateMessage } from '@simrelay/contracts';
import { ActivationsClient } from '../../activations/activations.client';
import { buyCommand } from '../../activations/buy-command';
import { PrincipalCache } from '../../auth/principal-cache';
import { CatalogClient } from '../../catalog/catalog.client';
import { IdentityClient } from '../../identity/identity.client';
import { MaintenanceGuard } from '../../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { AccountFiguresReader } from '../../users/account-figures';
import { bareNumber, COMPAT_ACTIONS, CompatAction, STATUS_ACTIONS, statusAnswer } from './sms-activate-answers';
import { countryKey, countryOf } from './sms-activate-countries';
import { SmsActivateErrorFilter } from './sms-activate-error.filter';
import { SmsActivateQuery } from './sms-activate-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SERVICE = /^[a-z0-9]{2,12}$/;

const invalid = (field: string) => new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { [field]: 'format' });

function required(query: SmsActivateQuery, field: keyof SmsActivateQuery, pattern: RegExp): string {
  const value = query[field];
  if (value === undefined || !pattern.test(value)) throw invalid(field);
  return value;
}

function country(query: SmsActivateQuery): string {
  const iso = countryOf(query.country ?? '');
  if (!iso) throw invalid('country');
  return iso;
}

/** `operator=any` (or none) means any carrier. */
const carrierOf = (query: SmsActivateQuery): string | undefined => (query.operator && query.operator !== 'any' ? query.operator : undefined);

/**
 * SMS-Activate's `handler_api.php` protocol, so that clients written for it work with a changed
 * base URL and our API key. One-time activations only; answers are its plain-text tokens.
 */
@Controller('stubs')
@UseGuards(MaintenanceGuard, RateLimitGuard)
@UseFilters(SmsActivateErrorFilter)
export class SmsActivateController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly principals: PrincipalCache,
    private readonly activations: ActivationsClient,
    private readonly catalog: CatalogClient,
    private readonly figures: AccountFiguresReader,
  ) {}

  @Get(['handler_api.php', 'handler_api'])
  @RateLimit('api')
  @Header('content-type', 'text/plain; charset=utf-8')
  async handle(@Query() raw: Record<string, unknown>): Promise<string> {
    const query = await validateMessage(SmsActivateQuery, raw, { dropUnknown: true });
    const user = await this.user(query.api_key);
    const action = query.action as CompatAction | undefined;
    if (!action || !COMPAT_ACTIONS.includes(action)) throw invalid('action');
    switch (action) {
      case 'getBalance':
        return `ACCESS_BALANCE:${(await this.figures.of(user._id)).balance.toFixed(2)}`;
      case 'getNumber':
        return this.getNumber(user, query);
      case 'getStatus':
        return statusAnswer(await this.activations.get(user._id, required(query, 'id', UUID)));
      case 'setStatus':
        return this.setStatus(user, query);
      case 'getNumbersStatus':
        return JSON.stringify(await this.counts(query));
      case 'getPrices':
        return JSON.stringify(await this.prices(query));
    }
  }

  private async user(apiKey: string | undefined): Promise<UserView> {
    if (!apiKey || apiKey.length < 20) throw invalid('api_key');
    // Through the same cache as the API-key guard: such clients poll getStatus in a loop.
    const { user } = await this.principals.apiKey(apiKey, () => this.identity.resolveApiKey(apiKey));
    if (!user) throw new DomainError(ErrorCode.Unauthorized);
    if (user.ban) throw new DomainError(ErrorCode.Banned);
    return user;
  }

  private async getNumber(user: UserView, query: SmsActivateQuery): Promise<string> {
    const maxPrice = query.maxPrice === undefined ? undefined : Number(query.maxPrice);
    if (maxPrice !== undefined && !(maxPrice > 0)) throw invalid('maxPrice');
    const body = { service: required(query, 'service', SERVICE), country: country(query), carrier: carrierOf(query), ...(maxPrice ? { maxPrice } : {}) };
    const activation = await this.activations.buy(buyCommand(user, body));
    return `ACCESS_NUMBER:${activation.activationId}:${bareNumber(activation.number)}`;
  }

  private async setStatus(user: UserView, query: SmsActivateQuery): Promise<string> {
    const id = required(query, 'id', UUID);
    const step = STATUS_ACTIONS[query.status ?? ''];
    if (!step) throw invalid('status');
    if (step.action) {
      await this.activations.act(user._id, null, id, step.action);
      return step.answer;
    }
    const activation = await this.activations.get(user._id, id);
    if (!OPEN_ACTIVATION_STATUSES.includes(activation.status)) throw new DomainError(ErrorCode.ActivationClosed);
    return step.answer;
  }

  /** `{"tg_0": "12"}`: numbers available per service (`_0`: no call forwarding). */
  private async counts(query: SmsActivateQuery): Promise<Record<string, string>> {
    const carrier = carrierOf(query);
    const page = await this.catalog.services({ country: country(query), ...(carrier ? { carrier } : {}) });
    return Object.fromEntries(page.items.map((offer) => [`${offer.code}_0`, String(offer.count)]));
  }

  /** `{"16": {"tg": {"cost": 0.5, "count": 12}}}` for one country or all, one service or all. */
  private async prices(query: SmsActivateQuery): Promise<Record<string, Record<string, { cost: number; count: number }>>> {
    const service = query.service === undefined ? undefined : required(query, 'service', SERVICE);
    const countries = query.country === undefined ? (await this.catalog.countries()).map((c) => c.code) : [country(query)];
    const pages = await Promise.all(countries.map((code) => this.catalog.services({ country: code })));
    return Object.fromEntries(
      pages.map((page) => [
        countryKey(page.country),
        Object.fromEntries(page.items.filter((offer) => !service || offer.code === service).map((offer) => [offer.code, { cost: offer.price, count: offer.count }])),
      ]),
    );
  }
}
