import { Inject, Injectable } from '@nestjs/common';
import { Kept } from '@simrelay/messaging';
import { DataSource } from 'typeorm';
import { ACTIVATIONS_ENV } from '../activations.tokens';
import type { ActivationsEnv } from '../config';
import { PartnerSecrets } from '../partners/partner-secrets';
import { Executor } from './executor.entity';
import { FiveSimClient } from './fivesim.client';
import { RequestPacer } from './request-pacer';
import { SmsActivateClient } from './sms-activate.client';
import { UpstreamClient } from './upstream-client';

const KEPT_MS = 2_000;

/**
 * The configured executors and a client for each, built with its decrypted key. One pacer
 * per executor for the life of the process, so every caller shares the executor's rate.
 */
@Injectable()
export class ExecutorDirectory {
  private readonly pacers = new Map<string, RequestPacer>();
  /**
   * Every purchase asks, only administrators change them: kept for KEPT_MS. This instance
   * forgets at once on a change; other instances follow within KEPT_MS.
   */
  private readonly enabled = new Kept(() => this.dataSource.getRepository(Executor).findBy({ enabled: true }), KEPT_MS);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ACTIVATIONS_ENV) private readonly env: ActivationsEnv,
    private readonly secrets: PartnerSecrets,
  ) {}

  seal(apiKey: string): string {
    return this.secrets.seal(apiKey);
  }

  all(): Promise<Executor[]> {
    return this.dataSource.getRepository(Executor).find({ order: { priority: 'DESC', name: 'ASC' } });
  }

  byId(id: string): Promise<Executor | null> {
    return this.dataSource.getRepository(Executor).findOneBy({ id });
  }

  /** Enabled executors allowed to serve this service in this country (empty lists allow all). */
  async serving(service: string, country: string): Promise<Executor[]> {
    const enabled = await this.enabled.get();
    return enabled.filter((e) => (!e.services.length || e.services.includes(service)) && (!e.countries.length || e.countries.includes(country)));
  }

  /** After an administrator's change: the next purchase reads the executors again. */
  forget(): void {
    this.enabled.forget();
  }

  client(executor: Executor): UpstreamClient {
    const settings = {
      baseUrl: executor.baseUrl, apiKey: this.secrets.open(executor.apiKeySealed), currencyRate: executor.currencyRate, timeoutMs: this.env.UPSTREAM_TIMEOUT_MS,
    };
    const pacer = this.pacer(executor);
    return executor.kind === '5sim' ? new FiveSimClient(settings, pacer) : new SmsActivateClient(settings, pacer);
  }

  private pacer(executor: Executor): RequestPacer {
    let pacer = this.pacers.get(executor.id);
    if (!pacer) this.pacers.set(executor.id, (pacer = new RequestPacer(executor.requestsPerSecond)));
    pacer.setRate(executor.requestsPerSecond);
    return pacer;
  }
}
