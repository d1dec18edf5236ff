import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddOfferCommand, AdminOfferView, AdminServicesQuery, CatalogSubjects, CodeRuleView, OfferRef, RentalPriceRow, SetCodeRuleCommand,
  SetOfferPriceCommand, SetRentalPriceCommand, SetServicesEnabledCommand, CountryView, UpsertCarrierCommand, UpsertCountryCommand,
} from '@simrelay/contracts';
import { AdminCountriesService } from '../countries/admin-countries.service';
import { CatalogSettingsService } from '../settings/catalog-settings.service';
import { AdminCatalogService } from './admin-catalog.service';

/** Operator commands; the gateway lets only admin sessions reach them. */
@Controller()
export class AdminCatalogController {
  constructor(
    private readonly admin: AdminCatalogService,
    private readonly settings: CatalogSettingsService,
    private readonly countries: AdminCountriesService,
  ) {}

  @MessagePattern(CatalogSubjects.adminServices)
  async list(@Payload() query: AdminServicesQuery): Promise<{ items: AdminOfferView[]; enabled: boolean }> {
    const [items, enabled] = await Promise.all([this.admin.list(query.country), this.settings.servicesEnabled()]);
    return { items, enabled };
  }

  @MessagePattern(CatalogSubjects.adminSetPrice)
  setPrice(@Payload() cmd: SetOfferPriceCommand): Promise<AdminOfferView> {
    return this.admin.setPrice(cmd);
  }

  @MessagePattern(CatalogSubjects.adminSetPattern)
  setPattern(@Payload() cmd: SetCodeRuleCommand): Promise<CodeRuleView> {
    return this.admin.setCodeRule(cmd);
  }

  @MessagePattern(CatalogSubjects.adminAddService)
  add(@Payload() cmd: AddOfferCommand): Promise<AdminOfferView> {
    return this.admin.add(cmd);
  }

  @MessagePattern(CatalogSubjects.adminDeleteOffer)
  delete(@Payload() cmd: OfferRef): Promise<{ ok: true }> {
    return this.admin.delete(cmd.offerId);
  }

  @MessagePattern(CatalogSubjects.adminSetRentalPrice)
  setRentalPrice(@Payload() cmd: SetRentalPriceCommand): Promise<RentalPriceRow> {
    return this.admin.setRentalPrice(cmd);
  }

  @MessagePattern(CatalogSubjects.adminUpsertCountry)
  upsertCountry(@Payload() cmd: UpsertCountryCommand): Promise<CountryView> {
    return this.countries.upsertCountry(cmd);
  }

  @MessagePattern(CatalogSubjects.adminUpsertCarrier)
  upsertCarrier(@Payload() cmd: UpsertCarrierCommand): Promise<CountryView> {
    return this.countries.upsertCarrier(cmd);
  }

  @MessagePattern(CatalogSubjects.adminSetEnabled)
  async setEnabled(@Payload() cmd: SetServicesEnabledCommand): Promise<{ enabled: boolean }> {
    return { enabled: await this.settings.setServicesEnabled(cmd.enabled) };
  }

  @MessagePattern(CatalogSubjects.adminGetEnabled)
  async getEnabled(): Promise<{ enabled: boolean }> {
    return { enabled: await this.settings.servicesEnabled() };
  }
}
