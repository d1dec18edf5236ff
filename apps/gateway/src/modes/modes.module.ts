import { Module } from '@nestjs/common';
import { MaintenanceGuard } from './maintenance.guard';
import { ModesCache } from './modes.cache';
import { ModesController } from './modes.controller';

/** The site's modes (maintenance, test mode) as identity announces them, and the guard that closes routes in maintenance. */
@Module({
  controllers: [ModesController],
  providers: [ModesCache, MaintenanceGuard],
  exports: [ModesCache, MaintenanceGuard],
})
export class ModesModule {}
