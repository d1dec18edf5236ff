import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, RentalPriceTable, RentalView, UserView } from '@simrelay/contracts';
import { CatalogClient } from '../../catalog/catalog.client';
import { RentalsClient } from '../../rentals/rentals.client';
import { bareNumber, protocolTime, refuse, SmsActivateAnswer, USD } from './sms-activate-answers';
import { carriersOf, countryParam } from './sms-activate-catalog';
import { countryId } from './sms-activate-countries';
import type { SmsActivateQuery } from './sms-activate-query';

/** Its name for a rental that takes every service's codes. */
const FULL = 'full';
const SERVICE = /^[a-z0-9]{2,12}$/;
const RENT_ID = /^[1-9]\d{0,14}$/;
const HOURS = /^\d{1,5}$/;
/** `continueRentNumber` takes 2 to 1344 hours. */
const MAX_HOURS = 1344;
const PAGE_SIZE = 10;

/** Rent errors come as JSON: `{"status":"error","message":"NO_ID_RENT"}`. */
const rentError = (message: string) => refuse({ status: 'error', message });

/** Our refusals in its rent tokens (a rent action never answers a bare text token). */
const RENT_ERRORS: Partial<Record<string, string>> = {
  [ErrorCode.InsufficientBalance]: 'NO_BALANCE',
  [ErrorCode.NoNumbers]: 'NO_NUMBERS',
  [ErrorCode.ServiceUnsupported]: 'BAD_SERVICE',
  [ErrorCode.Banned]: 'ACCOUNT_INACTIVE',
  [ErrorCode.NotFound]: 'NO_ID_RENT',
  [ErrorCode.RentalExpired]: 'RENT_DIE',
};

async function asRent<T>(work: Promise<T>, closed = 'SERVER_ERROR'): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.code !== ErrorCode.Unauthorized) {
      throw rentError(error.code === ErrorCode.RentalClosed ? closed : (RENT_ERRORS[error.code] ?? 'SERVER_ERROR'));
    }
    throw error;
  }
}

/** The table's periods, shortest first. */
const periodsOf = (table: RentalPriceTable): number[] => [...new Set(table.rows.map((row) => row.periodHours))].sort((a, b) => a - b);

/**
 * The period a `rent_time` gets: the shortest one of the table at least as long (the longest
 * when none is); the table's default when none is asked. The answer's `endDate` says which.
 */
function periodFor(table: RentalPriceTable, rentTime: string | undefined): number {
  const periods = periodsOf(table);
  if (rentTime === undefined) return table.defaultPeriodHours;
  if (!HOURS.test(rentTime)) throw rentError('INVALID_TIME');
  const hours = Number(rentTime);
  return periods.find((p) => p >= hours) ?? periods[periods.length - 1] ?? table.defaultPeriodHours;
}

/** Its time of a message or an end: `2026-01-15 09:30:10`. */
const phoneAnswer = (rental: RentalView) => ({
  status: 'success',
  phone: { id: rental.orderNumber, endDate: protocolTime(rental.endsAt ?? rental.createdAt), number: bareNumber(rental.number ?? '') },
});

/**
 * SMS-Activate's rent actions on our long-term rentals, in its JSON shapes: ids are our rentals'
 * order numbers; `service=full` is a rental for every service. Differences (docs/protocols.md):
 * a period not in our table is rounded up to one that is; extending an ended rental keeps its
 * id; the per-rent webhook `url` is not used (the account's webhook gets `rent_sms`).
 */
@Injectable()
export class SmsActivateRentals {
  constructor(
    private readonly rentals: RentalsClient,
    private readonly catalog: CatalogClient,
  ) {}

  /** `{"countries":{"0":16},"operators":{"0":"any",...},"services":{"full":{"cost":1.5,"quant":4},"tg":{...}},"currency":840}`. */
  async servicesAndCountries(query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const country = countryParam(query, 'WRONG_COUNTRY_ID', '16');
    const [carrier] = carriersOf(query);
    const table = await this.catalog.rentalPrices(country);
    const hours = periodFor(table, query.rent_time);
    const stock = await this.rentals.stock(country, carrier);
    if (stock.free === 0) throw rentError('OUT_OF_STOCK');
    const carriers = (await this.catalog.countries()).find((c) => c.code === country)?.carriers.map((c) => c.code) ?? [];
    const rows = table.rows.filter((row) => row.periodHours === hours);
    const anyRow = rows.find((row) => row.service === null);
    const services: Record<string, { cost: number; quant: number }> = {};
    if (anyRow) services[FULL] = { cost: anyRow.price, quant: stock.free };
    for (const row of rows.filter((r) => r.service !== null)) {
      services[row.service as string] = { cost: row.price, quant: Math.max(0, stock.free - (stock.used[row.service as string] ?? 0)) };
    }
    return {
      countries: { 0: countryId(country) },
      operators: Object.fromEntries(['any', ...carriers].map((code, i) => [String(i), code])),
      services,
      currency: USD,
    };
  }

  /** `{"status":"success","phone":{"id":1232,"endDate":"2026-01-16 09:30:10","number":"447700900123"}}`. */
  async rent(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const country = countryParam(query, 'WRONG_COUNTRY_ID', '16');
    const [carrier] = carriersOf(query);
    if (!query.service || (query.service !== FULL && !SERVICE.test(query.service))) throw rentError('BAD_SERVICE');
    const periodHours = periodFor(await this.catalog.rentalPrices(country), query.rent_time);
    const rental = await asRent(
      this.rentals.rent({ userId: user._id, country, ...(carrier ? { carrier } : {}), ...(query.service !== FULL ? { service: query.service } : {}), periodHours }),
    );
    return phoneAnswer(rental);
  }

  /** The messages, newest first, a page at a time: `{"status":"success","quantity":"2","values":{"0":{"phoneFrom","text","service","date"}}}`. */
  async status(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const rental = await this.rental(user, query);
    if (rental.state === 'cancelled') throw rentError('STATUS_CANCEL');
    if (!rental.messages.length) throw rentError(rental.state === 'active' ? 'STATUS_WAIT_CODE' : 'STATUS_FINISH');
    const size = Math.min(Math.max(Number(query.size) || PAGE_SIZE, 1), 100);
    const page = Math.max(Number(query.page) || 0, 0);
    const messages = rental.messages.slice(page * size, (page + 1) * size);
    return {
      status: 'success',
      quantity: String(rental.messages.length),
      values: Object.fromEntries(
        messages.map((m, i) => [String(i), { phoneFrom: m.sender ?? '', text: m.sms, service: m.service ?? FULL, date: protocolTime(m.receivedAt) }]),
      ),
    };
  }

  /** `status=1` finish, `2` cancel (within 20 minutes, before a code; refunded). */
  async setStatus(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    if (query.status !== '1' && query.status !== '2') throw rentError('INCORECT_STATUS');
    const rental = await this.rental(user, query);
    if (rental.state === 'cancelled') throw rentError('ALREADY_CANCEL');
    if (rental.state !== 'active') throw rentError('ALREADY_FINISH');
    if (query.status === '2' && !rental.refundable) throw rentError('CANT_CANCEL');
    await asRent(this.rentals.finish({ userId: user._id, rentalId: rental._id }), 'ALREADY_FINISH');
    return { status: 'success' };
  }

  /** The numbers rented now: `{"status":"success","values":{"0":{"id":1232,"phone":"447700900123"}}}`. */
  async list(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const open = (await this.rentals.list(user._id, 'open')).filter((r) => r.state === 'active');
    const length = Math.min(Math.max(Number(query.length) || open.length || 1, 1), 200);
    const page = Math.max(Number(query.page) || 0, 0);
    const shown = open.slice(page * length, (page + 1) * length);
    if (!shown.length) throw rentError('NO_NUMBERS');
    return { status: 'success', values: Object.fromEntries(shown.map((r, i) => [String(i), { id: r.orderNumber, phone: bareNumber(r.number ?? '') }])) };
  }

  /** Extends by `rent_time` hours (a period of the table): the same shape as renting. */
  async extend(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const rental = await this.rental(user, query);
    const periodHours = await this.extension(rental, query.rent_time);
    return phoneAnswer(await asRent(this.rentals.extend({ userId: user._id, rentalId: rental._id }, periodHours), 'RENT_DIE'));
  }

  /** What extending by `hours` would cost: `{"status":"success","price":1.5,"currency":840,"hours":24}`. */
  async extensionInfo(user: UserView, query: SmsActivateQuery): Promise<SmsActivateAnswer> {
    const rental = await this.rental(user, query);
    const hours = await this.extension(rental, query.hours);
    const table = await this.catalog.rentalPrices(rental.country);
    const rows = table.rows.filter((row) => row.periodHours === hours);
    const price = (rows.find((row) => row.service === rental.service) ?? rows.find((row) => row.service === null))?.price;
    if (price === undefined) throw rentError('INVALID_TIME');
    return { status: 'success', price, currency: USD, hours, ...(query.needHistory === 'true' || query.needHistory === '1' ? { history: {} } : {}) };
  }

  /** An extension must be one of the table's periods, 2 to 1344 hours. */
  private async extension(rental: RentalView, rentTime: string | undefined): Promise<number> {
    if (rental.state === 'recycled') throw rentError('RENT_DIE');
    if (!rentTime || !HOURS.test(rentTime)) throw rentError('INVALID_TIME');
    const hours = Number(rentTime);
    if (hours > MAX_HOURS) throw refuse({ status: 'error', message: 'MAX_HOURS_EXCEED', info: { max: MAX_HOURS } });
    if (hours < 2 || !periodsOf(await this.catalog.rentalPrices(rental.country)).includes(hours)) throw rentError('INVALID_TIME');
    return hours;
  }

  /** The rental named by `id` (its order number); NO_ID_RENT for anything else. */
  private async rental(user: UserView, query: SmsActivateQuery): Promise<RentalView> {
    if (!query.id || !RENT_ID.test(query.id)) throw rentError('NO_ID_RENT');
    return asRent(this.rentals.get({ userId: user._id, orderNumber: Number(query.id) }));
  }
}
