import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, RentalState, RentalView, UserView } from '@simrelay/contracts';
import { CatalogClient } from '../../catalog/catalog.client';
import { RentalsClient } from '../../rentals/rentals.client';
import { FiveSimRefusal } from './fivesim-answers';
import { countryName } from './fivesim-names';

/** Its hosting products and the period each is; only those our price table sells are offered. */
const PRODUCTS: Readonly<Record<string, number>> = { '3hours': 3, '1day': 24, '10days': 240, '1month': 720 };
const productOf = (hours: number): string => Object.entries(PRODUCTS).find(([, h]) => h === hours)?.[0] ?? `${hours}hours`;

/** Hosting orders in its statuses: running (RECEIVED), ended (FINISHED), refunded (CANCELED). */
const STATUSES: Record<RentalState, string> = {
  pending: 'PENDING', active: 'RECEIVED', expired: 'FINISHED', finished: 'FINISHED', recycled: 'FINISHED', cancelled: 'CANCELED', failed: 'CANCELED',
};

const HOSTING_ERRORS: Partial<Record<string, string>> = {
  [ErrorCode.InsufficientBalance]: 'not enough user balance',
  [ErrorCode.NoNumbers]: 'no free phones',
  [ErrorCode.ServiceUnsupported]: 'no product',
  [ErrorCode.NotFound]: 'order not found',
  [ErrorCode.RentalExpired]: 'order expired',
  [ErrorCode.RentalClosed]: 'order expired',
};

async function asHosting<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.code !== ErrorCode.Unauthorized && error.code !== ErrorCode.Banned) {
      throw new FiveSimRefusal(HOSTING_ERRORS[error.code] ?? 'server offline');
    }
    throw error;
  }
}

/** A hosting order as its check, finish and orders calls answer it. */
export function hostingAnswer(rental: RentalView) {
  const hours = rental.startedAt && rental.endsAt ? Math.round((Date.parse(rental.endsAt) - Date.parse(rental.startedAt)) / 3_600_000) : 0;
  return {
    id: rental.orderNumber,
    phone: rental.number ?? '',
    operator: rental.carrier ?? 'any',
    product: productOf(hours),
    price: rental.paid,
    status: STATUSES[rental.state],
    expires: rental.endsAt ?? rental.createdAt,
    sms: rental.messages.map((m) => ({ created_at: m.receivedAt, date: m.receivedAt, sender: m.sender ?? '', text: m.sms, code: m.code ?? '' })),
    created_at: rental.createdAt,
    forwarding: false,
    forwarding_number: '',
    country: countryName(rental.country),
  };
}

/**
 * 5sim's hosting (long-term numbers) on our rentals: every service's codes on the number, for a
 * product's period when our price table sells it. Orders of both kinds share the id space, so a
 * hosting order's id (even) never names an activation (odd).
 */
@Injectable()
export class FiveSimHosting {
  constructor(
    private readonly rentals: RentalsClient,
    private readonly catalog: CatalogClient,
  ) {}

  async buy(user: UserView, country: string, carrier: string | undefined, product: string) {
    const hours = PRODUCTS[product];
    if (!hours) throw new FiveSimRefusal('no product');
    const table = await this.catalog.rentalPrices(country);
    if (!table.rows.some((row) => row.service === null && row.periodHours === hours)) throw new FiveSimRefusal('no product');
    return hostingAnswer(await asHosting(this.rentals.rent({ userId: user._id, country, ...(carrier ? { carrier } : {}), periodHours: hours })));
  }

  async get(user: UserView, orderNumber: number): Promise<RentalView> {
    return asHosting(this.rentals.get({ userId: user._id, orderNumber }));
  }

  async finish(user: UserView, orderNumber: number) {
    return hostingAnswer(await asHosting(this.rentals.finish({ userId: user._id, orderNumber })));
  }

  async orders(user: UserView, limit: number, offset: number) {
    const all = await this.rentals.list(user._id, 'all');
    return { Data: all.slice(offset, offset + limit).map(hostingAnswer), ProductNames: [], Statuses: [], Total: all.length };
  }
}
