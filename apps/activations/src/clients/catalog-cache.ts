import { Injectable } from '@nestjs/common';
import type { CodeRuleView, CountryView, OtpPriceView } from '@simrelay/contracts';
import { Kept, KeptByKey } from '@simrelay/messaging';
import { Peers } from './peers';

const FRESH_MS = 30_000;

/**
 * The catalog's code rules, countries and prices, kept for half a minute: every SMS, heartbeat
 * and purchase needs them, and an admin's change may take that long to reach us.
 */
@Injectable()
export class CatalogCache {
  private readonly rules: Kept<CodeRuleView[]>;
  private readonly countries: Kept<CountryView[]>;
  private readonly prices = new KeptByKey<OtpPriceView>(FRESH_MS);

  constructor(private readonly peers: Peers) {
    this.rules = new Kept(() => peers.codeRules(), FRESH_MS);
    this.countries = new Kept(() => peers.countries(), FRESH_MS);
  }

  /** A one-time price: every purchase needs one, and a changed price may take half a minute to apply. */
  otpPrice(query: { service: string; country: string; carrier?: string }): Promise<OtpPriceView> {
    return this.prices.get(`${query.service}:${query.country}:${query.carrier ?? ''}`, () => this.peers.otpPrice(query));
  }

  codeRules(): Promise<CodeRuleView[]> {
    return this.rules.get();
  }

  async rule(service: string): Promise<CodeRuleView | undefined> {
    return (await this.rules.get()).find((r) => r.service === service);
  }

  async country(code: string | null): Promise<CountryView | undefined> {
    if (!code) return undefined;
    return (await this.countries.get()).find((c) => c.code === code);
  }
}
