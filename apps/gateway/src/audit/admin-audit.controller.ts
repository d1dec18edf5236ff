import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AuditListQuery } from '@simrelay/contracts';
import { AdminAuthGuard } from '../auth/auth.guards';
import { IdentityClient } from '../identity/identity.client';

/** `GET /admin/audit?page=&limit=&action=&admin=&target=`: the audit log, newest first (read only: there is no route that changes it). */
@Controller('admin/audit')
@UseGuards(AdminAuthGuard)
export class AdminAuditController {
  constructor(private readonly identity: IdentityClient) {}

  @Get()
  list(@Query() query: AuditListQuery) {
    return this.identity.auditList(query);
  }
}
