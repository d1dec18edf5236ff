import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLedgerPage, AdminLedgerQuery, AdminRevenueQuery, AdminRevenueView, BillingAdminSubjects } from '@simrelay/contracts';
import { AdminLedgerReader } from './admin-ledger.reader';

/** The back office's ledger reads (gateway `GET /admin/users/{id}/ledger`, `GET /admin/overview`). */
@Controller()
export class AdminLedgerController {
  constructor(private readonly reader: AdminLedgerReader) {}

  @MessagePattern(BillingAdminSubjects.ledgerEntries)
  entries(@Payload() query: AdminLedgerQuery): Promise<AdminLedgerPage> {
    return this.reader.entries(query);
  }

  @MessagePattern(BillingAdminSubjects.revenue)
  revenue(@Payload() query: AdminRevenueQuery): Promise<AdminRevenueView> {
    return this.reader.revenue(new Date(query.since));
  }
}
