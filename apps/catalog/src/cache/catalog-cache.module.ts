import { Module } from '@nestjs/common';
import { CatalogCache } from './catalog-cache';

/** The Redis-cached lists every catalog feature reads and invalidates. */
@Module({
  providers: [CatalogCache],
  exports: [CatalogCache],
})
export class CatalogCacheModule {}
