import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { HubDirectory } from './hub-directory';
import { HubOfferService } from './hub-offer.service';
import { HubPayouts } from './hub-payouts';
import { HubPlaces } from './hub-places';
import { HubPushWorker } from './hub-push.worker';
import { HubPushes } from './hub-pushes';
import { HubSalesService } from './hub-sales.service';
import { HubsAdminService } from './hubs-admin.service';
import { HubsController } from './hubs.controller';

/** Partner hubs (SMSHub agent protocol): our numbers offered and sold to them, their codes pushed, their payouts. */
@Module({
  imports: [PartnersModule],
  controllers: [HubsController],
  providers: [HubDirectory, HubPlaces, HubPayouts, HubOfferService, HubSalesService, HubsAdminService, HubPushes, HubPushWorker],
  // The router stores an SMS's pushes with the SMS, and wakes the worker.
  exports: [HubPushWorker],
})
export class HubsModule {}
