import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { HubFinishRequest, HubKeyed, HubNumberRequest, HubServicesRequest, validateMessage } from '@simrelay/contracts';
import type { ClassConstructor } from 'class-transformer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { LOGGER } from '@simrelay/messaging';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV } from '../gateway.tokens';
import { ModesCache } from '../modes/modes.cache';
import { LimitRule, RateLimiter } from '../rate-limit/rate-limiter';
import { errorAnswer, protocolError } from './smshub-answers';
import { HubsClient } from './smshub.client';

/** Where hubs send GET_SERVICES, GET_NUMBER and FINISH_ACTIVATION. */
export const SMSHUB_PATH = '/smshub';
const BODY_LIMIT = 256 * 1024;
/** The error text for an address past its budget (`HUB_REQUESTS_PER_MINUTE`). */
const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

type Action = (body: unknown) => Promise<object>;

/**
 * The SMSHub agent protocol's endpoint: POST, JSON in UTF-8, gzip on the request (when the hub
 * says so) and on the answer (when the hub accepts it), the hub named by the `key` in the body,
 * always HTTP 200 with the protocol's own statuses. Registered as a plugin of its own, so it
 * reads its bodies itself (gzipped JSON) without touching the other routes' parsers.
 */
@Injectable()
export class SmsHubEndpoint implements OnModuleInit {
  private readonly actions: Record<string, Action>;
  /** Per client address, counted before the body is read: a flood costs a Redis INCR each, not a gunzip and a key check. */
  private readonly budget: LimitRule;

  constructor(
    private readonly adapter: HttpAdapterHost,
    hubs: HubsClient,
    private readonly modes: ModesCache,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.budget = { by: 'ip', limit: env.HUB_REQUESTS_PER_MINUTE, windowSeconds: 60 };
    const checked = <T extends HubKeyed>(type: ClassConstructor<T>, run: (request: T) => Promise<object>): Action => async (body) => {
      // Hubs add fields of their own (`action`, test flags): kept out, not refused.
      const request = await validateMessage(type, body, { dropUnknown: true });
      return run(request);
    };
    // In maintenance nothing is sold: nothing offered, no number given; finishing goes on.
    const number = checked(HubNumberRequest, async (request) => (this.modes.current.maintenance ? { status: 'NO_NUMBERS' } : hubs.number(request)));
    this.actions = {
      GET_SERVICES: checked(HubServicesRequest, async (request) => (this.modes.current.maintenance ? { countryList: [], status: 'SUCCESS' } : hubs.services(request))),
      GET_NUMBER: (body) => number(withTextPrefixes(body)),
      FINISH_ACTIVATION: checked(HubFinishRequest, (request) => hubs.finish(request)),
    };
  }

  onModuleInit(): void {
    // A module compiled without an HTTP server (some tests) has no adapter: nothing to serve.
    if (!this.adapter.httpAdapter) return;
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
      scope.post(SMSHUB_PATH, (request, reply) => this.handle(request, reply));
    });
  }

  private async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const started = process.hrtime.bigint();
    let action = 'unknown';
    let answer: object;
    try {
      const verdict = await this.limiter.hit('hubs', this.budget, request.ip, this.env.RATE_LIMIT_FACTOR);
      if (!verdict.allowed) {
        // The protocol has no status for it: its error envelope, HTTP 200 as always, and when to come back.
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        await this.send(request, reply, protocolError(TOO_MANY_REQUESTS));
        return;
      }
      const body = this.read(request);
      action = typeof body?.['action'] === 'string' ? body['action'] : 'unknown';
      // Own keys only: an action named after an Object method (`toString`) is unknown, not run.
      const run = Object.hasOwn(this.actions, action) ? this.actions[action] : undefined;
      answer = run ? await run(body) : protocolError('BAD_ACTION');
    } catch (error) {
      answer = error instanceof BadBody ? protocolError('BAD_REQUEST') : errorAnswer(error);
      if ((answer as { error: string }).error === 'INTERNAL_ERROR') this.logger.error({ err: error, action }, 'hub request failed');
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    this.logger.info({ action, status: (answer as { status?: string }).status, ms: Math.round(ms) }, 'hub request');
    await this.send(request, reply, answer);
  }

  /** The JSON object in the body, gunzipped when the hub gzipped it; null when there is none. */
  private read(request: FastifyRequest): Record<string, unknown> | null {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const gzipped = /gzip/i.test(String(request.headers['content-encoding'] ?? '')) || (raw[0] === 0x1f && raw[1] === 0x8b);
    let parsed: unknown;
    try {
      parsed = JSON.parse((gzipped ? gunzipSync(raw, { maxOutputLength: BODY_LIMIT * 4 }) : raw).toString('utf8'));
    } catch {
      throw new BadBody();
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new BadBody();
    return parsed as Record<string, unknown>;
  }

  private async send(request: FastifyRequest, reply: FastifyReply, answer: object): Promise<void> {
    const json = Buffer.from(JSON.stringify(answer), 'utf8');
    const gzip = /gzip/i.test(String(request.headers['accept-encoding'] ?? '')) || /gzip/i.test(String(request.headers['content-encoding'] ?? ''));
    void reply.code(200).header('content-type', 'application/json; charset=utf-8');
    if (gzip) void reply.header('content-encoding', 'gzip');
    await reply.send(gzip ? gzipSync(json) : json);
  }
}

/** A body that is not a JSON object (or not gzip when it says it is). */
class BadBody extends Error {
  constructor() {
    super('BAD_REQUEST');
  }
}

/** Prefixes written as JSON numbers (`[7918]`) are read as the digits they are. */
function withTextPrefixes(body: unknown): unknown {
  const set = (body as { exceptionPhoneSet?: unknown } | null)?.exceptionPhoneSet;
  if (!Array.isArray(set)) return body;
  return { ...(body as object), exceptionPhoneSet: set.map((prefix) => (typeof prefix === 'number' && Number.isSafeInteger(prefix) ? String(prefix) : prefix)) };
}
