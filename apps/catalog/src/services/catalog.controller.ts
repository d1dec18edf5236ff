import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogSubjects, CodeRuleView, CountryOnSale, CountryQuery, OtpPriceQuery, OtpPriceView, RentalPriceTable, ServicesPage, ServicesQuery,
} from '@simrelay/contracts';
import { CountriesService } from '../countries/countries.service';
import { AvailabilityClient } from '../prices/availability.client';
import { OffersService } from '../prices/offers.service';
import { AdminCatalogService } from './admin-catalog.service';

/** The public side of the catalog, asked by the gateway and, later, by activations and rentals. */
@Controller()
export class CatalogController {
  constructor(
    private readonly countries: CountriesService,
    private readonly offers: OffersService,
    private readonly admin: AdminCatalogService,
    private readonly availability: AvailabilityClient,
  ) {}

  @MessagePattern(CatalogSubjects.countries)
  async listCountries(): Promise<CountryOnSale[]> {
    return this.availability.withAvailable(await this.countries.list());
  }

  @MessagePattern(CatalogSubjects.services)
  services(@Payload() query: ServicesQuery): Promise<ServicesPage> {
    return this.offers.services(query);
  }

  @MessagePattern(CatalogSubjects.otpPrice)
  otpPrice(@Payload() query: OtpPriceQuery): Promise<OtpPriceView> {
    return this.offers.otpPrice(query);
  }

  @MessagePattern(CatalogSubjects.rentalPrices)
  rentalPrices(@Payload() query: CountryQuery): Promise<RentalPriceTable> {
    return this.offers.rentalPrices(query.country);
  }

  @MessagePattern(CatalogSubjects.codeRules)
  codeRules(): Promise<CodeRuleView[]> {
    return this.admin.codeRules();
  }
}
