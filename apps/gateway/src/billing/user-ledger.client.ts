import { Injectable } from '@nestjs/common';
import { AdminLedgerPage, BillingUserSubjects, UserLedgerQuery } from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** The user's own ledger entries, from billing (their one owner). */
@Injectable()
export class UserLedgerClient extends ServiceClient {
  entries = (query: UserLedgerQuery) => this.call<AdminLedgerPage>(BillingUserSubjects.ledgerEntries, query);
}
