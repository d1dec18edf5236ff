import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { ModesModule } from '../modes/modes.module';
import { RentalsModule } from '../rentals/rentals.module';
import { SmsHubModule } from '../smshub/smshub.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminExecutorsClient } from './admin-executors.client';
import { AdminExecutorsController } from './admin-executors.controller';
import { AdminHubsController } from './admin-hubs.controller';
import { AdminOverviewClient } from './admin-overview.client';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminSecurityController } from './admin-security.controller';

/** The back office's own routes: sign-in and security, users, the overview, upstream executors and hubs. */
@Module({
  imports: [AuthModule, ModesModule, BillingModule, RentalsModule, UsersModule, SmsHubModule],
  controllers: [AdminController, AdminSecurityController, AdminOverviewController, AdminExecutorsController, AdminHubsController],
  providers: [AdminOverviewClient, AdminExecutorsClient],
  exports: [AdminExecutorsClient],
})
export class AdminModule {}
