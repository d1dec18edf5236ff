import { Module } from '@nestjs/common';
import { AvailabilityService } from './availability.service';
import { InventoryService } from './inventory.service';
import { StatusListener } from './status.listener';

/** The rack as the agents report it (modems and their SIMs) and how many of its numbers are free. */
@Module({
  providers: [InventoryService, AvailabilityService, StatusListener],
  exports: [AvailabilityService],
})
export class InventoryModule {}
