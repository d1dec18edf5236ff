import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@simrelay/contracts';
import { MESSAGING, Namespace } from '@simrelay/messaging';
import { Challenge, createChallenge, Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { GatewayEnv } from '../config';
import { GATEWAY_ENV, REDIS } from '../gateway.tokens';
import type { MessagingContext } from '@simrelay/messaging';

const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'SHA-256';

const refused = (field: 'required' | 'captcha') =>
  new DomainError(ErrorCode.CaptchaInvalid, 'The human check failed. Solve it again, then send the form.', { altcha: field });

/**
 * The self-hosted proof-of-work human check (ALTCHA): challenges are signed here, solved
 * in the browser, and each solution is accepted once.
 */
@Injectable()
export class CaptchaService {
  private readonly namespace: Namespace;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(MESSAGING) messaging: MessagingContext,
  ) {
    this.namespace = messaging.namespace;
  }

  challenge(): Promise<Challenge> {
    const complexity = this.env.CAPTCHA_COMPLEXITY;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(Math.ceil(complexity / 2), complexity),
      deriveKey,
      data: { challengeId: randomUUID() },
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      hmacSignatureSecret: this.env.CAPTCHA_HMAC_KEY,
      hmacKeySignatureSecret: `${this.env.CAPTCHA_HMAC_KEY}:key`,
    });
  }

  /** Accepts the widget's base64 payload once; throws the field error otherwise. */
  async consume(encoded: string | undefined): Promise<void> {
    if (!encoded) throw refused('required');
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    } catch {
      throw refused('captcha');
    }
    const challengeId = payload?.challenge?.parameters?.data?.['challengeId'];
    if (typeof challengeId !== 'string' || payload.challenge.parameters.algorithm !== ALGORITHM) throw refused('captcha');
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.env.CAPTCHA_HMAC_KEY,
      hmacKeySignatureSecret: `${this.env.CAPTCHA_HMAC_KEY}:key`,
    }).catch(() => ({ verified: false }));
    if (!result.verified) throw refused('captcha');
    const fresh = await this.redis.set(`${this.namespace.redisPrefix()}captcha:${challengeId}`, '1', 'EX', CHALLENGE_TTL_SECONDS, 'NX');
    if (fresh !== 'OK') throw refused('captcha');
  }
}
