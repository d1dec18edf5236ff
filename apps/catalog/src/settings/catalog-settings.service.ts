import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogCache } from '../cache/catalog-cache';
import { CatalogSetting } from './catalog-setting.entity';

const SERVICES_ENABLED = 'servicesEnabled';

/** The SPEC's services on/off switch: off stops all sales without touching the catalog. */
@Injectable()
export class CatalogSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
  ) {}

  /** Read with every public list, so it comes from the cache; a change invalidates it. */
  servicesEnabled(): Promise<boolean> {
    return this.cache.read('servicesEnabled', async () => {
      const row = await this.dataSource.getRepository(CatalogSetting).findOneBy({ key: SERVICES_ENABLED });
      return row ? row.value === true : true;
    });
  }

  async setServicesEnabled(enabled: boolean): Promise<boolean> {
    await this.dataSource.getRepository(CatalogSetting).upsert({ key: SERVICES_ENABLED, value: enabled }, ['key']);
    await this.cache.invalidate();
    return enabled;
  }
}
