import { Injectable } from '@nestjs/common';
import {
  AddOfferCommand, AdminOfferView, CodeRuleView, DomainError, dollarsToMicros, ErrorCode, microsToDollars, RentalPriceRow, SetCodeRuleCommand,
  SetOfferPriceCommand, SetRentalPriceCommand,
} from '@simrelay/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { CatalogCache } from '../cache/catalog-cache';
import { Carrier } from '../countries/carrier.entity';
import { Country } from '../countries/country.entity';
import { Offer } from '../prices/offer.entity';
import { patternProblem } from './pattern-policy';
import { Service } from './service.entity';

interface AdminRow {
  id: string;
  service_id: string;
  code: string;
  name: string;
  country_code: string;
  carrier: string | null;
  price_micros: string;
  pattern: string | null;
  senders: string[];
  call_digits: number | null;
  enabled: boolean;
}

const notFound = () => new DomainError(ErrorCode.NotFound, 'Service offer not found');

/** The back office side: every change invalidates the cached lists at once. */
@Injectable()
export class AdminCatalogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
  ) {}

  async list(country?: string): Promise<AdminOfferView[]> {
    const rows: AdminRow[] = await this.dataSource.query(
      `SELECT o.id, s.id AS service_id, s.code, s.name, o.country_code, k.code AS carrier, o.price_micros, s.pattern, s.senders, s.call_digits, s.enabled
         FROM catalog.offers o
         JOIN catalog.services s ON s.id = o.service_id
         LEFT JOIN catalog.carriers k ON k.id = o.carrier_id
        WHERE o.deleted_at IS NULL AND s.deleted_at IS NULL AND ($1::text IS NULL OR o.country_code = $1)
        ORDER BY o.country_code, s.name, k.code NULLS FIRST`,
      [country ?? null],
    );
    return rows.map(toAdminView);
  }

  async setPrice(cmd: SetOfferPriceCommand): Promise<AdminOfferView> {
    const result = await this.dataSource.getRepository(Offer).update({ id: cmd.offerId, deletedAt: IsNull() }, { priceMicros: dollarsToMicros(cmd.price) });
    if (!result.affected) throw notFound();
    await this.cache.invalidate();
    return this.get(cmd.offerId);
  }

  async setCodeRule(cmd: SetCodeRuleCommand): Promise<CodeRuleView> {
    const pattern = cmd.pattern?.trim() || null;
    const problem = pattern ? patternProblem(pattern) : null;
    if (problem) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { pattern: problem });
    const repo = this.dataSource.getRepository(Service);
    const service = await repo.findOneBy({ code: cmd.service, deletedAt: IsNull() });
    if (!service) throw new DomainError(ErrorCode.ServiceUnsupported, 'The specified service is not supported', { service: 'unsupported' });
    await repo.update(
      { id: service.id },
      {
        pattern,
        ...(cmd.senders !== undefined ? { senders: cmd.senders.map((s) => s.trim()).filter(Boolean) } : {}),
        ...(cmd.callDigits !== undefined ? { callDigits: cmd.callDigits } : {}),
      },
    );
    await this.cache.invalidate();
    return toRule(await repo.findOneByOrFail({ id: service.id }));
  }

  /** Offers a service in a country (creating the service when new); a deleted offer comes back. */
  async add(cmd: AddOfferCommand): Promise<AdminOfferView> {
    const id = await this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(Country, { code: cmd.country }))) throw new DomainError(ErrorCode.NotFound, 'Country not found', { country: 'country' });
      const carrierId = cmd.carrier ? await this.carrierId(manager, cmd.country, cmd.carrier) : null;
      const service = await this.serviceFor(manager, cmd);
      const existing = await manager.findOneBy(Offer, { serviceId: service.id, countryCode: cmd.country, carrierId: carrierId ?? IsNull() });
      if (existing) {
        await manager.update(Offer, { id: existing.id }, { priceMicros: dollarsToMicros(cmd.price), deletedAt: null });
        return existing.id;
      }
      const offerId = randomUUID();
      await manager.insert(Offer, { id: offerId, serviceId: service.id, countryCode: cmd.country, carrierId, priceMicros: dollarsToMicros(cmd.price), deletedAt: null });
      return offerId;
    });
    await this.cache.invalidate();
    return this.get(id);
  }

  /** Stops selling a service in a country; kept as deleted so the seed does not bring it back. */
  async delete(offerId: string): Promise<{ ok: true }> {
    const result = await this.dataSource.getRepository(Offer).update({ id: offerId, deletedAt: IsNull() }, { deletedAt: new Date() });
    if (!result.affected) throw notFound();
    await this.cache.invalidate();
    return { ok: true };
  }

  /** Sets the rental price of (country, service or any, period); the row is created when new. */
  async setRentalPrice(cmd: SetRentalPriceCommand): Promise<RentalPriceRow> {
    const row = await this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(Country, { code: cmd.country }))) throw new DomainError(ErrorCode.NotFound, 'Country not found', { country: 'country' });
      const service = cmd.service ? await manager.findOneBy(Service, { code: cmd.service, deletedAt: IsNull() }) : null;
      if (cmd.service && !service) throw new DomainError(ErrorCode.ServiceUnsupported, 'The specified service is not supported', { service: 'unsupported' });
      await manager.query(
        `INSERT INTO catalog.rental_prices (id, country_code, service_id, period_hours, price_micros) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (country_code, COALESCE(service_id, '00000000-0000-0000-0000-000000000000'::uuid), period_hours)
         DO UPDATE SET price_micros = EXCLUDED.price_micros`,
        [randomUUID(), cmd.country, service?.id ?? null, cmd.periodHours, dollarsToMicros(cmd.price)],
      );
      return { service: service?.code ?? null, name: service?.name ?? null, periodHours: cmd.periodHours, price: cmd.price };
    });
    await this.cache.invalidate();
    return row;
  }

  async codeRules(): Promise<CodeRuleView[]> {
    return this.cache.read('rules', async () => (await this.dataSource.getRepository(Service).findBy({ deletedAt: IsNull() })).map(toRule));
  }

  private async get(offerId: string): Promise<AdminOfferView> {
    const view = (await this.list()).find((o) => o._id === offerId);
    if (!view) throw notFound();
    return view;
  }

  private async carrierId(manager: EntityManager, country: string, code: string): Promise<string> {
    const carrier = await manager.findOneBy(Carrier, { countryCode: country, code });
    if (!carrier) throw new DomainError(ErrorCode.NotFound, 'Carrier not found', { carrier: 'carrier' });
    return carrier.id;
  }

  private async serviceFor(manager: EntityManager, cmd: AddOfferCommand): Promise<Service> {
    const found = await manager.findOneBy(Service, { code: cmd.service });
    if (found) {
      if (found.deletedAt) await manager.update(Service, { id: found.id }, { deletedAt: null });
      return found;
    }
    if (!cmd.name) throw new DomainError(ErrorCode.Invalid, 'Missing or invalid request parameters', { name: 'required' });
    const service = manager.create(Service, {
      id: randomUUID(), code: cmd.service, name: cmd.name, icon: cmd.service, enabled: true, pattern: null, senders: [], callDigits: null, deletedAt: null,
    });
    await manager.insert(Service, service);
    return service;
  }
}

function toAdminView(r: AdminRow): AdminOfferView {
  return {
    _id: r.id, serviceId: r.service_id, service: r.code, name: r.name, country: r.country_code, carrier: r.carrier,
    price: microsToDollars(Number(r.price_micros)), pattern: r.pattern, senders: r.senders, callDigits: r.call_digits, enabled: r.enabled,
  };
}

function toRule(s: Service): CodeRuleView {
  return {
    service: s.code,
    ...(s.pattern ? { pattern: s.pattern } : {}),
    ...(s.senders.length ? { senders: s.senders } : {}),
    ...(s.callDigits ? { callDigits: s.callDigits } : {}),
  };
}
