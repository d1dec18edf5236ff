import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module';
import { CountriesModule } from '../countries/countries.module';
import { PricesModule } from '../prices/prices.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminCatalogController } from './admin-catalog.controller';
import { AdminCatalogService } from './admin-catalog.service';
import { CatalogController } from './catalog.controller';

/** Services and the catalog's answers (public and admin) over countries, services and prices. */
@Module({
  imports: [CatalogCacheModule, CountriesModule, PricesModule, SettingsModule],
  controllers: [CatalogController, AdminCatalogController],
  providers: [AdminCatalogService],
})
export class ServicesModule {}
