import { Inject, Injectable } from '@nestjs/common';
import { ActivationsSubjects, AvailabilityView, CountryAvailabilityView, CountryOnSale, CountryView, ServiceOffer } from '@simrelay/contracts';
import { Kept, KeptByKey, LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import type { Logger } from 'pino';

const FRESH_MS = 3_000;
const TIMEOUT_MS = 1_000;

/**
 * How many numbers the activations service could sell now, for the lists' `count`. Asked at
 * most every few seconds per country; the lists still answer (with 0) while it is away.
 */
@Injectable()
export class AvailabilityClient {
  private readonly kept = new KeptByKey<AvailabilityView | null>(FRESH_MS);
  private readonly byCountry = new Kept<CountryAvailabilityView | null>(
    () =>
      this.messaging.rpc.request<CountryAvailabilityView>(ActivationsSubjects.availabilityByCountry, {}, TIMEOUT_MS).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'availability unknown; countries show 0');
        return null;
      }),
    FRESH_MS,
  );

  constructor(
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async withCounts(country: string, carrier: string | null, items: ServiceOffer[]): Promise<ServiceOffer[]> {
    const view = await this.availability(country, carrier);
    if (!view) return items;
    return items.map((item) => ({ ...item, count: Math.max(0, view.free - (view.used[item.code] ?? 0)) }));
  }

  /** The countries with how many numbers each has free now. */
  async withAvailable(countries: CountryView[]): Promise<CountryOnSale[]> {
    const view = await this.byCountry.get();
    return countries.map((country) => ({ ...country, available: view?.free[country.code] ?? 0 }));
  }

  private availability(country: string, carrier: string | null): Promise<AvailabilityView | null> {
    return this.kept.get(`${country}:${carrier ?? ''}`, () =>
      this.messaging.rpc
        .request<AvailabilityView>(ActivationsSubjects.availability, { country, ...(carrier ? { carrier } : {}) }, TIMEOUT_MS)
        .catch((error: unknown) => {
          this.logger.warn({ err: error, country }, 'availability unknown; lists show 0');
          return null;
        }),
    );
  }
}
