import { Module } from '@nestjs/common';
import { ActivationOrdersModule } from '../activations/activation-orders.module';
import { AdminActivationsService } from './admin-activations.service';
import { AdminController } from './admin.controller';
import { AdminInventoryService } from './admin-inventory.service';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';

/** The back office's view and actions on the rack, its numbers and activations, and the overview. */
@Module({
  imports: [ActivationOrdersModule],
  controllers: [AdminController, AdminOverviewController],
  providers: [AdminInventoryService, AdminActivationsService, AdminOverviewService],
})
export class AdminModule {}
