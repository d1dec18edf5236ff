import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { AvailabilityClient } from './availability.client';
import { OffersService } from './offers.service';

/** One-time prices (offers) with the numbers available for them. */
@Module({
  imports: [CatalogCacheModule, SettingsModule],
  providers: [OffersService, AvailabilityClient],
  exports: [OffersService, AvailabilityClient],
})
export class PricesModule {}
