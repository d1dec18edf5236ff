import { Injectable } from '@nestjs/common';
import {
  ActivationsOverviewSubjects, AdminActivationsOverview, AdminLedgerPage, AdminLedgerQuery, AdminRevenueView, BillingAdminSubjects,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

/** The back office's reads for its overview and a user's ledger, from their owners. */
@Injectable()
export class AdminOverviewClient extends ServiceClient {
  activations = (since: string) => this.call<AdminActivationsOverview>(ActivationsOverviewSubjects.adminOverview, { since });
  revenue = (since: string) => this.call<AdminRevenueView>(BillingAdminSubjects.revenue, { since });
  ledger = (query: AdminLedgerQuery) => this.call<AdminLedgerPage>(BillingAdminSubjects.ledgerEntries, query);
}
