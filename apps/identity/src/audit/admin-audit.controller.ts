import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSecuritySubjects, AuditListQuery, AuditPage, AuditRecordCommand } from '@simrelay/contracts';
import { AdminAuditLog } from './admin-audit-log';

/** The gateway records every administrative change it passes on, and reads the log for the back office. */
@Controller()
export class AdminAuditController {
  constructor(private readonly log: AdminAuditLog) {}

  @MessagePattern(AdminSecuritySubjects.auditRecord)
  record(@Payload() entry: AuditRecordCommand): Promise<{ _id: string }> {
    return this.log.record(entry);
  }

  @MessagePattern(AdminSecuritySubjects.auditList)
  list(@Payload() query: AuditListQuery): Promise<AuditPage> {
    return this.log.list(query);
  }
}
