import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module';
import { CatalogSettingsService } from './catalog-settings.service';

/** The catalog's settings (shared pricing rules). */
@Module({
  imports: [CatalogCacheModule],
  providers: [CatalogSettingsService],
  exports: [CatalogSettingsService],
})
export class SettingsModule {}
