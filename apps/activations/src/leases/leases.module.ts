import { Module } from '@nestjs/common';
import { LeaseMessages } from './lease-messages';
import { LeasesController } from './leases.controller';
import { LeasesService } from './leases.service';

/** Numbers leased to rentals, and the messages that arrive on them. */
@Module({
  controllers: [LeasesController],
  providers: [LeasesService, LeaseMessages],
  exports: [LeaseMessages],
})
export class LeasesModule {}
