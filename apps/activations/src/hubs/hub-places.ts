import { Injectable } from '@nestjs/common';
import { CatalogCache } from '../clients/catalog-cache';

/** `any` in the protocol: every carrier of the country. */
export const ANY_OPERATOR = 'any';

/**
 * Our countries as hubs name them: the lowercase English name (SMSHub's list: "russia",
 * "ukraine", "germany"). Carriers keep our catalog codes as operator names.
 */
@Injectable()
export class HubPlaces {
  constructor(private readonly catalog: CatalogCache) {}

  async nameOf(country: string): Promise<string> {
    const found = await this.catalog.country(country);
    return (found?.name.en ?? country).toLowerCase();
  }

  /** The one of `offered` (ISO codes) the hub means by `name`, or null. */
  async codeOf(name: string, offered: string[]): Promise<string | null> {
    const wanted = name.trim().toLowerCase();
    for (const code of offered) {
      if ((await this.nameOf(code)) === wanted || code.toLowerCase() === wanted) return code;
    }
    return null;
  }
}
