import { Module } from '@nestjs/common';
import { ModesModule } from '../modes/modes.module';
import { SmsHubEndpoint } from './smshub-endpoint';
import { HubsClient } from './smshub.client';

/** The SMSHub agent protocol's endpoint for partner hubs, and the client of the hubs' service. */
@Module({
  imports: [ModesModule],
  providers: [HubsClient, SmsHubEndpoint],
  exports: [HubsClient],
})
export class SmsHubModule {}
