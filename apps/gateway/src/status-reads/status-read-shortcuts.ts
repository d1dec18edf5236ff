import { Inject, Injectable } from '@nestjs/common';
import { ACTIVATION_REF, ActivationView, UserView } from '@simrelay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptActivationViews } from '../activations/kept-activation-views';
import { isActivationOrder, orderAnswer } from '../api/compat/fivesim-answers';
import { statusAnswer, statusV2Answer } from '../api/compat/sms-activate-answers';
import { sendAnswer } from '../api/compat/sms-activate-error.filter';
import { bearerToken, plausibleApiKey } from '../auth/bearer-token';
import { PrincipalCache } from '../auth/principal-cache';
import { SessionTokenCheck } from '../auth/session-token-check';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { ModesCache } from '../modes/modes.cache';
import { recordCountedHit } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { RATE_LIMITS } from '../rate-limit/rate-limits';

/** What a shortcut sends: a JSON body, or an SMS-Activate answer (text token or JSON, always 200). */
type Answer = { json: unknown } | { smsActivate: string | object };

/** A shortcut: the answer when everything it needs is kept here and allowed, else undefined. */
type Shortcut = (request: FastifyRequest) => Promise<Answer | undefined>;

const [API_BUDGET] = RATE_LIMITS.api;
/** SMS-Activate's parameters are checked as strings of at most this length (SmsActivateQuery). */
const SMS_ACTIVATE_FIELD_MAX = 256;

/**
 * The status reads clients poll, answered before Nest's pipeline (guards, interceptors, pipes)
 * when all they need is already here: the caller (a session or API key kept by PrincipalCache),
 * the answer (KeptActivationViews) and, for API keys, the per-key budget (counted once, in Redis,
 * as RateLimitGuard counts it). Every other case goes on to the route's controller, which
 * answers it in full and keeps what it loaded: a miss, a refusal of any kind, maintenance, an
 * unusual parameter. The shortcut never refuses anything itself, so each protocol's errors stay
 * where they are written.
 */
@Injectable()
export class StatusReadShortcuts {
  private readonly sessions: SessionTokenCheck;

  constructor(
    private readonly views: KeptActivationViews,
    private readonly principals: PrincipalCache,
    private readonly modes: ModesCache,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {
    this.sessions = new SessionTokenCheck(env.USER_JWT_SECRET, 'user');
  }

  /** Registers the shortcuts by the routes' patterns, as Nest registers the routes. */
  install(fastify: FastifyInstance): void {
    const smsActivate: Shortcut = (request) => this.smsActivateStatus(request);
    const shortcuts = new Map<string, Shortcut>([
      ['/numbers/current', (request) => this.openActivations(request)],
      ['/api/activations/:id', (request) => this.publicActivation(request)],
      ['/v1/user/check/:id', (request) => this.fiveSimCheck(request)],
      ['/stubs/handler_api.php', smsActivate],
      ['/stubs/handler_api', smsActivate],
    ]);
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return;
      const shortcut = shortcuts.get(request.routeOptions.url ?? '');
      if (!shortcut || this.modes.current.maintenance) return;
      // Anything unexpected is the controller's to answer.
      const answer = await shortcut(request).catch(() => undefined);
      if (!answer) return;
      send(reply, answer);
      return reply;
    });
  }

  /** `GET /numbers/current` (session token). */
  private async openActivations(request: FastifyRequest): Promise<Answer | undefined> {
    const token = bearerToken(request);
    const sessionId = token === undefined ? undefined : this.sessions.sessionId(token);
    const user = sessionId === undefined ? undefined : this.principals.keptSession(sessionId)?.user;
    if (!user) return undefined;
    const views = await this.views.keptCurrent(user._id);
    return views && { json: views };
  }

  /** `GET /api/activations/{id}` (API key, not banned). */
  private async publicActivation(request: FastifyRequest): Promise<Answer | undefined> {
    const key = bearerToken(request);
    const ref = (request.params as { id?: string }).id;
    if (!ref || !ACTIVATION_REF.test(ref)) return undefined;
    const view = await this.kept(request, key, ref);
    return view && { json: view };
  }

  /** 5sim's `GET /v1/user/check/{id}` for an activation (hosting orders go on). */
  private async fiveSimCheck(request: FastifyRequest): Promise<Answer | undefined> {
    const id = (request.params as { id?: string }).id;
    if (!id || !isActivationOrder(id)) return undefined;
    const view = await this.kept(request, bearerToken(request), id);
    return view && { json: orderAnswer(view) };
  }

  /** SMS-Activate's `getStatus` and `getStatusV2` by GET with the parameters in the query. */
  private async smsActivateStatus(request: FastifyRequest): Promise<Answer | undefined> {
    const query = request.query as Record<string, unknown>;
    const { action, id, api_key: key } = query;
    if (action !== 'getStatus' && action !== 'getStatusV2') return undefined;
    if (typeof id !== 'string' || !ACTIVATION_REF.test(id) || typeof key !== 'string' || request.headers.authorization !== undefined) return undefined;
    // Other parameters are ignored by these actions, but a malformed one is refused by the controller.
    if (!Object.values(query).every((value) => typeof value === 'string' && value.length <= SMS_ACTIVATE_FIELD_MAX)) return undefined;
    const view = await this.kept(request, key, id);
    return view && { smsActivate: action === 'getStatus' ? statusAnswer(view) : statusV2Answer(view) };
  }

  /**
   * The kept view of an API key's holder (who is not banned), once the key's budget allows it:
   * counted here, the hit is not counted again if the controller answers after all.
   */
  private async kept(request: FastifyRequest, key: string | undefined, ref: string): Promise<ActivationView | undefined> {
    if (!plausibleApiKey(key)) return undefined;
    const user: UserView | undefined = this.principals.keptApiKey(key)?.user;
    if (!user || user.ban) return undefined;
    const view = await this.views.keptOne(user._id, ref);
    if (!view) return undefined;
    const verdict = await this.limiter.hit('api', API_BUDGET, key, this.env.RATE_LIMIT_FACTOR);
    if (verdict.allowed) return view;
    recordCountedHit(request, API_BUDGET, verdict);
    return undefined;
  }
}

function send(reply: FastifyReply, answer: Answer): void {
  if ('smsActivate' in answer) sendAnswer(reply, answer.smsActivate);
  else void reply.status(200).send(answer.json);
}
