/** NATS request/reply subjects served by the catalog service (queue group `catalog`). */
export const CatalogSubjects = {
  countries: 'catalog.countries.list',
  services: 'catalog.services.list',
  otpPrice: 'catalog.prices.otp',
  rentalPrices: 'catalog.prices.rental',
  codeRules: 'catalog.services.rules',
  adminServices: 'catalog.admin.services.list',
  adminSetPrice: 'catalog.admin.prices.set',
  adminSetPattern: 'catalog.admin.services.pattern',
  adminAddService: 'catalog.admin.services.add',
  adminDeleteOffer: 'catalog.admin.offers.delete',
  adminSetRentalPrice: 'catalog.admin.rental.set',
  adminUpsertCountry: 'catalog.admin.countries.upsert',
  adminUpsertCarrier: 'catalog.admin.carriers.upsert',
  adminSetEnabled: 'catalog.admin.enabled',
  adminGetEnabled: 'catalog.admin.enabled.get',
} as const;
