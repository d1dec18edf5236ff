import { Body, Controller, Get, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { DomainError, ErrorCode, SmsActivateAction, UserView, validateMessage } from '@simrelay/contracts';
import type { FastifyReply } from 'fastify';
import { plausibleApiKey } from '../../auth/bearer-token';
import { PrincipalCache } from '../../auth/principal-cache';
import { IdentityClient } from '../../identity/identity.client';
import { MaintenanceGuard } from '../../modes/maintenance.guard';
import { RateLimit, RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { AccountFiguresReader } from '../../users/account-figures';
import { refuse, SmsActivateAnswer } from './sms-activate-answers';
import { SmsActivateCatalog } from './sms-activate-catalog';
import { sendAnswer, SmsActivateErrorFilter } from './sms-activate-error.filter';
import { SmsActivateOrders } from './sms-activate-orders';
import { SmsActivateQuery } from './sms-activate-query';
import { SmsActivateRentals } from './sms-activate-rentals';

type Action = (user: UserView, query: SmsActivateQuery) => Promise<SmsActivateAnswer>;

/**
 * SMS-Activate's `handler_api.php` protocol, so that clients written for it work with a changed
 * base URL and our API key: GET or POST, parameters in the query string or a form body
 * (urlencoded or multipart), answers as its text tokens or JSON bodies, always HTTP 200.
 */
@Controller('stubs')
@UseGuards(MaintenanceGuard, RateLimitGuard)
@UseFilters(SmsActivateErrorFilter)
export class SmsActivateController {
  /** The actions, by the name clients send. An action not listed answers BAD_ACTION, as the protocol answers an unknown one. */
  private readonly actions: Readonly<Record<SmsActivateAction, Action>>;

  constructor(
    private readonly identity: IdentityClient,
    private readonly principals: PrincipalCache,
    private readonly figures: AccountFiguresReader,
    catalog: SmsActivateCatalog,
    orders: SmsActivateOrders,
    rentals: SmsActivateRentals,
  ) {
    const balance: Action = async (user) => `ACCESS_BALANCE:${(await this.figures.of(user._id)).balance.toFixed(2)}`;
    this.actions = {
      getBalance: balance,
      // Cashback is credited to the balance itself: both answer the same.
      getBalanceAndCashBack: balance,
      getNumber: (user, query) => orders.getNumber(user, query),
      getNumberV2: (user, query) => orders.getNumberV2(user, query),
      getStatus: (user, query) => orders.getStatus(user, query),
      getStatusV2: (user, query) => orders.getStatusV2(user, query),
      setStatus: (user, query) => orders.setStatus(user, query),
      getActiveActivations: (user) => orders.getActiveActivations(user),
      getHistory: (user, query) => orders.getHistory(user, query),
      getCountries: () => catalog.countries(),
      getServicesList: (_user, query) => catalog.services(query),
      getOperators: (_user, query) => catalog.operators(query),
      getPrices: (_user, query) => catalog.prices(query),
      getNumbersStatus: (_user, query) => catalog.counts(query),
      getTopCountriesByService: (_user, query) => catalog.topCountries(query),
      getRentServicesAndCountries: (_user, query) => rentals.servicesAndCountries(query),
      getRentNumber: (user, query) => rentals.rent(user, query),
      getRentStatus: (user, query) => rentals.status(user, query),
      setRentStatus: (user, query) => rentals.setStatus(user, query),
      getRentList: (user, query) => rentals.list(user, query),
      continueRentNumber: (user, query) => rentals.extend(user, query),
      continueRentInfo: (user, query) => rentals.extensionInfo(user, query),
    };
  }

  @Get(['handler_api.php', 'handler_api'])
  @RateLimit('api')
  async get(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    sendAnswer(reply, await this.handle(query));
  }

  /** Clients post with the parameters in the query, in a form body, or both (the body wins). */
  @Post(['handler_api.php', 'handler_api'])
  @RateLimit('api')
  async post(@Query() query: Record<string, unknown>, @Body() body: unknown, @Res() reply: FastifyReply): Promise<void> {
    const form = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    sendAnswer(reply, await this.handle({ ...query, ...form }));
  }

  private async handle(raw: Record<string, unknown>): Promise<SmsActivateAnswer> {
    const query = await validateMessage(SmsActivateQuery, raw, { dropUnknown: true });
    const user = await this.user(query.api_key);
    const action = Object.hasOwn(this.actions, query.action ?? '') ? this.actions[query.action as SmsActivateAction] : undefined;
    if (!action) throw refuse('BAD_ACTION');
    return action(user, query);
  }

  private async user(apiKey: string | undefined): Promise<UserView> {
    if (!plausibleApiKey(apiKey)) throw refuse('BAD_KEY');
    // Through the same cache as the API-key guard: such clients poll getStatus in a loop.
    const { user } = await this.principals.apiKey(apiKey, () => this.identity.resolveApiKey(apiKey));
    if (!user) throw new DomainError(ErrorCode.Unauthorized);
    if (user.ban) throw new DomainError(ErrorCode.Banned);
    return user;
  }
}
