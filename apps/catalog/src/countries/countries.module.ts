import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module';
import { AdminCountriesService } from './admin-countries.service';
import { CountriesService } from './countries.service';

/** Countries and their carriers. */
@Module({
  imports: [CatalogCacheModule],
  providers: [CountriesService, AdminCountriesService],
  exports: [CountriesService, AdminCountriesService],
})
export class CountriesModule {}
