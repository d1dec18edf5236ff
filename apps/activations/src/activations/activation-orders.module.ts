import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { ActivationsController } from './activations.controller';
import { ActivationsService } from './activations.service';
import { ExpirySweeper } from './expiry.sweeper';
import { Settlements } from './settlements';

/** One-time activations: buying, cancelling and finishing them, the sweep that ends them, and their settlement with billing. */
@Module({
  imports: [InventoryModule],
  controllers: [ActivationsController],
  providers: [ActivationsService, Settlements, ExpirySweeper],
  exports: [ActivationsService, Settlements],
})
export class ActivationOrdersModule {}
