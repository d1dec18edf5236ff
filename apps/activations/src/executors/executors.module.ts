import { Module } from '@nestjs/common';
import { ActivationOrdersModule } from '../activations/activation-orders.module';
import { PartnersModule } from '../partners/partners.module';
import { RouterModule } from '../router/router.module';
import { ExecutorDirectory } from './executor-directory';
import { ExecutorRouter } from './executor-router';
import { ExecutorsAdminController } from './executors-admin.controller';
import { ExecutorsAdminService } from './executors-admin.service';
import { ResellSettler } from './resell-settler';
import { UpstreamPoller } from './upstream-poller';

/** Upstream providers: numbers bought from them and resold, their codes polled, and the back office's routes for them. */
@Module({
  imports: [ActivationOrdersModule, RouterModule, PartnersModule],
  controllers: [ExecutorsAdminController],
  providers: [ExecutorDirectory, ResellSettler, ExecutorRouter, UpstreamPoller, ExecutorsAdminService],
})
export class ExecutorsModule {}
