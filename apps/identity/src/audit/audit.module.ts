import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditLog } from './admin-audit-log';

/** The administrators' audit log. */
@Module({
  controllers: [AdminAuditController],
  providers: [AdminAuditLog],
  exports: [AdminAuditLog],
})
export class AuditModule {}
