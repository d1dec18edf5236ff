import { Module } from '@nestjs/common';
import { ActivationOrdersModule } from '../activations/activation-orders.module';
import { HubsModule } from '../hubs/hubs.module';
import { LeasesModule } from '../leases/leases.module';
import { AgentReportsConsumer } from './agent-reports.consumer';
import { RouterService } from './router.service';

/** The agents' reports of SMS and calls, routed to the activation or lease that owns the number. */
@Module({
  imports: [ActivationOrdersModule, LeasesModule, HubsModule],
  providers: [RouterService, AgentReportsConsumer],
  exports: [RouterService],
})
export class RouterModule {}
