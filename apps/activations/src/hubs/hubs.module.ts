import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { HubDirectory } from './hub-directory';
import { HubOfferService } from './hub-offer.service';
import { HubPayouts } from './hub-payouts';
import { HubPlaces } from './hub-places';
import { HubPushConsumer } from './hub-push.consumer';
import { HubPushWorker } from './hub-push.worker';
import { HubPushes } from './hub-pushes';
import { HubSalesService } from './hub-sales.service';
import { HubsAdminService } from './hubs-admin.service';
import { HubsController } from './hubs.controller';

/** Partner hubs (SMSHub agent protocol): our numbers offered and sold to them, their codes pushed, their payouts. */
@Module({
  imports: [PartnersModule],
  controllers: [HubsController],
  providers: [HubDirectory, HubPlaces, HubPayouts, HubOfferService, HubSalesService, HubsAdminService, HubPushes, HubPushWorker, HubPushConsumer],
})
export class HubsModule {}
