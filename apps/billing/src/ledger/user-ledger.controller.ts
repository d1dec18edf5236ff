import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLedgerPage, BillingUserSubjects, UserLedgerQuery } from '@simrelay/contracts';
import { AdminLedgerReader } from './admin-ledger.reader';

/**
 * A user's own ledger (gateway `GET /users/ledger`): the back office's reader, asked for the
 * session's user only, with the page's filters.
 */
@Controller()
export class UserLedgerController {
  constructor(private readonly reader: AdminLedgerReader) {}

  @MessagePattern(BillingUserSubjects.ledgerEntries)
  entries(@Payload() query: UserLedgerQuery): Promise<AdminLedgerPage> {
    return this.reader.entries(query);
  }
}
