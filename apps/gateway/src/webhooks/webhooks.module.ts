import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModesModule } from '../modes/modes.module';
import { WebhookDeliveriesController } from './webhook-deliveries.controller';
import { WebhooksClient } from './webhooks.client';

/** Webhook deliveries as users, the public API and the back office see them. */
@Module({
  imports: [AuthModule, ModesModule],
  controllers: [WebhookDeliveriesController],
  providers: [WebhooksClient],
})
export class WebhooksModule {}
