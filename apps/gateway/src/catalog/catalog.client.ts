import { Injectable } from '@nestjs/common';
import {
  AddOfferCommand, AdminOfferView, CatalogSubjects, CodeRuleView, CountryOnSale, CountryView, OtpPriceQuery, OtpPriceView, RentalPriceRow, RentalPriceTable,
  ServicesPage, ServicesQuery, SetCodeRuleCommand, SetRentalPriceCommand, UpsertCarrierCommand, UpsertCountryCommand,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** Typed calls to the catalog service over NATS. */
@Injectable()
export class CatalogClient extends ServiceClient {
  countries = () => this.call<CountryOnSale[]>(CatalogSubjects.countries, {});
  services = (query: ServicesQuery) => this.call<ServicesPage>(CatalogSubjects.services, query);
  otpPrice = (query: OtpPriceQuery) => this.call<OtpPriceView>(CatalogSubjects.otpPrice, query);
  rentalPrices = (country: string) => this.call<RentalPriceTable>(CatalogSubjects.rentalPrices, { country });
  adminServices = (country?: string) => this.call<{ items: AdminOfferView[]; enabled: boolean }>(CatalogSubjects.adminServices, country ? { country } : {});
  setPrice = (offerId: string, price: number) => this.call<AdminOfferView>(CatalogSubjects.adminSetPrice, { offerId, price });
  setCodeRule = (cmd: SetCodeRuleCommand) => this.call<CodeRuleView>(CatalogSubjects.adminSetPattern, cmd);
  addOffer = (cmd: AddOfferCommand) => this.call<AdminOfferView>(CatalogSubjects.adminAddService, cmd);
  deleteOffer = (offerId: string) => this.call<{ ok: true }>(CatalogSubjects.adminDeleteOffer, { offerId });
  setRentalPrice = (cmd: SetRentalPriceCommand) => this.call<RentalPriceRow>(CatalogSubjects.adminSetRentalPrice, cmd);
  upsertCountry = (cmd: UpsertCountryCommand) => this.call<CountryView>(CatalogSubjects.adminUpsertCountry, cmd);
  upsertCarrier = (cmd: UpsertCarrierCommand) => this.call<CountryView>(CatalogSubjects.adminUpsertCarrier, cmd);
  salesEnabled = () => this.call<{ enabled: boolean }>(CatalogSubjects.adminGetEnabled, {});
  setEnabled = (enabled: boolean) => this.call<{ enabled: boolean }>(CatalogSubjects.adminSetEnabled, { enabled });
}
