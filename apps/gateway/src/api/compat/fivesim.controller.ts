import { Controller, Get, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ActivationAction, ActivationView, DomainError, ErrorCode, microsToDollars, ServicesPage, UserView } from '@simrelay/contracts';
import { ActivationsClient } from '../../activations/activations.client';
import { buyCommand } from '../../activations/buy-command';
import { ApiKeyGuard, CurrentUser, NotBannedGuard } from '../../auth/auth.guards';
import { BillingClient } from '../../billing/billing.client';
import { CatalogClient } from '../../catalog/catalog.client';
import { MaintenanceGuard } from '../../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { errorText, FiveSimRefusal, inboxAnswer, isHostingOrder, ORDER_ID, orderAnswer } from './fivesim-answers';
import { FiveSimErrorFilter } from './fivesim-error.filter';
import { FiveSimHosting, hostingAnswer } from './fivesim-hosting';
import { countryFromName, countryName, productName, serviceFromName } from './fivesim-names';

const CARRIER = /^[a-z0-9-]{2,32}$/;
const yes = (value: unknown) => value === '1' || value === 'true';

/** Rethrows our refusal as 5sim's text for the call it happened in (buying, or an order). */
async function as5sim<T>(work: Promise<T>, buying: boolean): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.code !== ErrorCode.Unauthorized && error.code !== ErrorCode.Banned) {
      throw new FiveSimRefusal(errorText(error.code, buying));
    }
    throw error;
  }
}

/**
 * 5sim's REST API v1 for its clients (base URL `<ours>/v1`): the guest lists, and with
 * `Authorization: Bearer <API key>` the profile, buying activations and following them.
 * JSON answers in its shapes, plain-text errors. Names are its words (`england`, `telegram`).
 */
@Controller('v1')
@UseGuards(MaintenanceGuard)
@UseFilters(FiveSimErrorFilter)
export class FiveSimController {
  constructor(
    private readonly activations: ActivationsClient,
    private readonly catalog: CatalogClient,
    private readonly billing: BillingClient,
    private readonly hosting: FiveSimHosting,
  ) {}

  /** `{"england": {"iso": {"gb": 1}, "prefix": {"+44": 1}, "text_en": "United Kingdom", "text_ru": ..., "o2": {"activation": 1}}}`. */
  @Get('guest/countries')
  async countries() {
    return Object.fromEntries(
      (await this.catalog.countries()).map((c) => [
        countryName(c.code),
        {
          iso: { [c.code.toLowerCase()]: 1 }, prefix: { [c.dialPrefix]: 1 }, text_en: c.name.en, text_ru: c.name.ru,
          ...Object.fromEntries([...c.carriers.map((x) => x.code), 'any'].map((code) => [code, { activation: 1 }])),
        },
      ]),
    );
  }

  /** `{"telegram": {"Category": "activation", "Qty": 12, "Price": 0.35}}`. */
  @Get('guest/products/:country/:operator')
  async products(@Param('country') country: string, @Param('operator') operator: string) {
    const page = await this.page(country, operator);
    return Object.fromEntries(page.items.map((o) => [productName(o.code), { Category: 'activation', Qty: o.count, Price: o.price }]));
  }

  /**
   * `{country: {product: {"any": {"cost", "count"}}}}`, or with only `product`
   * `{product: {country: {"any": ...}}}`. Prices per operator are the country's (one price per carrier is not kept apart here).
   */
  @Get('guest/prices')
  async prices(@Query('country') country?: string, @Query('product') product?: string) {
    const iso = country === undefined ? undefined : countryFromName(country);
    if (iso === null) throw new FiveSimRefusal('bad country');
    const service = product === undefined ? undefined : serviceFromName(product);
    if (service === null) throw new FiveSimRefusal('no product');
    const pages = iso ? [await this.page(iso, 'any')] : await Promise.all((await this.catalog.countries()).map((c) => this.page(c.code, 'any')));
    const rows = pages.flatMap((page) =>
      page.items.filter((o) => !service || o.code === service).map((o) => ({ country: countryName(page.country), product: productName(o.code), any: { cost: o.price, count: o.count } })),
    );
    const byProductFirst = product !== undefined && country === undefined;
    const nested: Record<string, Record<string, { any: { cost: number; count: number } }>> = {};
    for (const row of rows) {
      const [outer, inner] = byProductFirst ? [row.product, row.country] : [row.country, row.product];
      (nested[outer] ??= {})[inner] = { any: row.any };
    }
    return nested;
  }

  @Get('user/profile')
  @UseGuards(RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  async profile(@CurrentUser() user: UserView) {
    const balance = await this.billing.balance(user._id);
    // No ratings here: the most it can be. The id is our account id, a UUID.
    return {
      id: user._id, email: user.email, vendor: '', default_forwarding_number: '', balance: balance.balance, rating: 96,
      default_country: { name: '', iso: '', prefix: '' }, default_operator: { name: '' }, frozen_balance: microsToDollars(balance.heldMicros),
    };
  }

  /** `?maxPrice=` refuses a higher price; `voice=1` takes the code from a call (the caller's last digits) as well. */
  @Get('user/buy/activation/:country/:operator/:product')
  @UseGuards(RateLimitGuard, ApiKeyGuard, NotBannedGuard)
  @RateLimit('api')
  async buy(
    @CurrentUser() user: UserView, @Param('country') country: string, @Param('operator') operator: string, @Param('product') product: string,
    @Query('maxPrice') maxPrice?: string, @Query('voice') voice?: string,
  ) {
    if (country === 'any') throw new FiveSimRefusal('select country');
    const iso = countryFromName(country);
    if (!iso) throw new FiveSimRefusal('bad country');
    if (operator !== 'any' && !CARRIER.test(operator)) throw new FiveSimRefusal('bad operator');
    const service = serviceFromName(product);
    if (!service) throw new FiveSimRefusal('no product');
    const cap = maxPrice === undefined ? undefined : Number(maxPrice);
    if (cap !== undefined && !(cap > 0)) throw new FiveSimRefusal('bad request');
    const command = buyCommand(user, { service, country: iso, ...(operator !== 'any' ? { carrier: operator } : {}), ...(cap ? { maxPrice: Math.min(cap, 1000) } : {}) });
    return orderAnswer(await as5sim(this.activations.buy({ ...command, ...(yes(voice) ? { verification: 'call' as const } : {}) }), true));
  }

  /** Long-term numbers ("hosting"): our rentals, for every service's codes (`1day`, `1month`, ... as our price table sells them). */
  @Get('user/buy/hosting/:country/:operator/:product')
  @UseGuards(RateLimitGuard, ApiKeyGuard, NotBannedGuard)
  @RateLimit('api')
  buyHosting(@CurrentUser() user: UserView, @Param('country') country: string, @Param('operator') operator: string, @Param('product') product: string) {
    if (country === 'any') throw new FiveSimRefusal('select country');
    const iso = countryFromName(country);
    if (!iso) throw new FiveSimRefusal('bad country');
    if (operator !== 'any' && !CARRIER.test(operator)) throw new FiveSimRefusal('bad operator');
    return this.hosting.buy(user, iso, operator !== 'any' ? operator : undefined, product);
  }

  @Get('user/check/:id')
  @UseGuards(RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  async check(@CurrentUser() user: UserView, @Param('id') id: string) {
    if (isHostingOrder(id)) return hostingAnswer(await this.hosting.get(user, Number(id)));
    return orderAnswer(await this.order(user, id));
  }

  @Get('user/sms/inbox/:id')
  @UseGuards(RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  async inbox(@CurrentUser() user: UserView, @Param('id') id: string) {
    if (isHostingOrder(id)) return inboxAnswer({ messages: (await this.hosting.get(user, Number(id))).messages });
    return inboxAnswer(await this.order(user, id));
  }

  @Get('user/finish/:id')
  @UseGuards(RateLimitGuard, ApiKeyGuard, NotBannedGuard)
  @RateLimit('api')
  finish(@CurrentUser() user: UserView, @Param('id') id: string) {
    if (isHostingOrder(id)) return this.hosting.finish(user, Number(id));
    return this.act(user, id, 'finish');
  }

  @Get('user/cancel/:id')
  @UseGuards(RateLimitGuard, ApiKeyGuard, NotBannedGuard)
  @RateLimit('api')
  cancel(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.act(user, id, 'cancel');
  }

  /** The number was already used at the service: cancelled, and never offered to that service again. */
  @Get('user/ban/:id')
  @UseGuards(RateLimitGuard, ApiKeyGuard, NotBannedGuard)
  @RateLimit('api')
  ban(@CurrentUser() user: UserView, @Param('id') id: string) {
    return this.act(user, id, 'blocked');
  }

  /** `{"Data": [order], "ProductNames": [], "Statuses": [], "Total": n}`, newest first; `category=hosting`: the rentals. */
  @Get('user/orders')
  @UseGuards(RateLimitGuard, ApiKeyGuard)
  @RateLimit('api')
  async orders(@CurrentUser() user: UserView, @Query('category') category?: string, @Query('limit') limit?: string, @Query('offset') offset?: string) {
    const size = Math.min(100, Math.max(1, Number.parseInt(limit ?? '15', 10) || 15));
    const skip = Math.max(0, Number.parseInt(offset ?? '0', 10) || 0);
    if (category === 'hosting') return this.hosting.orders(user, size, skip);
    const page = await this.activations.history(user._id, 1, size, { offset: skip });
    return { Data: page.items.map(orderAnswer), ProductNames: [], Statuses: [], Total: page.total };
  }

  /** An activation by its order id, refused in 5sim's words. */
  private async order(user: UserView, id: string): Promise<ActivationView> {
    if (!ORDER_ID.test(id)) throw new FiveSimRefusal('order not found');
    return as5sim(this.activations.get(user._id, id), false);
  }

  /** Its texts for what does not fit: `order has sms` (cancel or ban after a code), `order has no sms` (finish before one), `order expired`. */
  private async act(user: UserView, id: string, action: ActivationAction) {
    // Cancel and ban are for activations: a hosting order is ended with finish.
    if (isHostingOrder(id)) throw new FiveSimRefusal('hosting order');
    const order = await this.order(user, id);
    if (order.status !== 'active' && order.status !== 'received') throw new FiveSimRefusal('order expired');
    if (action !== 'finish' && order.status === 'received') throw new FiveSimRefusal('order has sms');
    if (action === 'finish' && order.status === 'active') throw new FiveSimRefusal('order has no sms');
    return orderAnswer(await as5sim(this.activations.act(user._id, null, order.activationId, action), false));
  }

  /** A country's offers, on one carrier or any; `bad country` / `bad operator` as 5sim says them. */
  private async page(country: string, operator: string): Promise<ServicesPage> {
    const iso = countryFromName(country);
    if (!iso) throw new FiveSimRefusal('bad country');
    const known = (await this.catalog.countries()).find((c) => c.code === iso);
    if (!known) throw new FiveSimRefusal('bad country');
    if (operator !== 'any' && !known.carriers.some((c) => c.code === operator)) throw new FiveSimRefusal('bad operator');
    return this.catalog.services({ country: iso, ...(operator !== 'any' ? { carrier: operator } : {}) });
  }
}
