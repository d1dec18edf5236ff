import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModesModule } from '../modes/modes.module';
import { AdminCatalogController } from './admin-catalog.controller';
import { AdminCountriesController } from './admin-countries.controller';
import { CatalogClient } from './catalog.client';
import { CatalogController } from './catalog.controller';

/** Services, countries and prices: read by everyone, changed by the back office. */
@Module({
  imports: [AuthModule, ModesModule],
  controllers: [CatalogController, AdminCatalogController, AdminCountriesController],
  providers: [CatalogClient],
  exports: [CatalogClient],
})
export class CatalogModule {}
