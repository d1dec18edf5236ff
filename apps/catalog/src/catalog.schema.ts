import { OutboxEvent } from '@simrelay/messaging';
import { Carrier } from './countries/carrier.entity';
import { Country } from './countries/country.entity';
import { Init1763780000000 } from './migrations/1763780000000-init';
import { Offer } from './prices/offer.entity';
import { RentalPrice } from './prices/rental-price.entity';
import { Service } from './services/service.entity';
import { CatalogSetting } from './settings/catalog-setting.entity';

export const CATALOG_SCHEMA = 'catalog';
export const catalogEntities = [Country, Carrier, Service, Offer, RentalPrice, CatalogSetting, OutboxEvent];
export const catalogMigrations = [Init1763780000000];
