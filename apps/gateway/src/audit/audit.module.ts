import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActivationsModule } from '../activations/activations.module';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { RentalsModule } from '../rentals/rentals.module';
import { SmsHubModule } from '../smshub/smshub.module';
import { UsersModule } from '../users/users.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditInterceptor } from './admin-audit.interceptor';
import { AuditBeforeReaders } from './audit-before';

/** The audit of administrators' actions (with what each changed looked like before) and its log. */
@Module({
  // The readers of the state before an action reach every feature an administrator changes.
  imports: [AuthModule, ActivationsModule, AdminModule, CatalogModule, RentalsModule, SmsHubModule, UsersModule],
  controllers: [AdminAuditController],
  // APP_INTERCEPTOR applies to every route of the app, wherever it is provided.
  providers: [AuditBeforeReaders, { provide: APP_INTERCEPTOR, useClass: AdminAuditInterceptor }],
})
export class AuditModule {}
