import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModesModule } from '../modes/modes.module';
import { ActivationsClient } from './activations.client';
import { ActivationsController } from './activations.controller';
import { AdminActivationsClient } from './admin-activations.client';
import { AdminActivationsController } from './admin-activations.controller';
import { KeptActivationViews } from './kept-activation-views';
import { NumbersController } from './numbers.controller';

/** One-time activations for signed-in users and the back office, with the status reads kept between changes. */
@Module({
  imports: [AuthModule, ModesModule],
  controllers: [NumbersController, ActivationsController, AdminActivationsController],
  providers: [ActivationsClient, KeptActivationViews, AdminActivationsClient],
  exports: [ActivationsClient, KeptActivationViews, AdminActivationsClient],
})
export class ActivationsModule {}
