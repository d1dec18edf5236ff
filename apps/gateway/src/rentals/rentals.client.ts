import { Injectable } from '@nestjs/common';
import {
  ActivationsSubjects, AdminRentalsPage, AdminRentalView, AdminRestoreRequestView, AvailabilityView, RentalsSubjects, RentalView,
} from '@simrelay/contracts';
import { ServiceClient } from '../http/service-client';

type Ref = { userId: string; rentalId: string } | { userId: string; orderNumber: number };

/** Typed calls to the rentals service over NATS. */
@Injectable()
export class RentalsClient extends ServiceClient {
  rent = (cmd: { userId: string; country: string; carrier?: string; service?: string; periodHours: number; requestKey?: string }) =>
    this.call<RentalView>(RentalsSubjects.rent, cmd);
  list = (userId: string, scope: 'open' | 'all') => this.call<RentalView[]>(RentalsSubjects.list, { userId, scope });
  get = (ref: Ref) => this.call<RentalView>(RentalsSubjects.get, ref);
  extend = (ref: Ref, periodHours: number, requestKey?: string) =>
    this.call<RentalView>(RentalsSubjects.extend, { ...ref, periodHours, ...(requestKey ? { requestKey } : {}) });
  finish = (ref: Ref) => this.call<RentalView>(RentalsSubjects.finish, ref);
  restore = (ref: Ref, requestKey?: string) => this.call<RentalView>(RentalsSubjects.restore, { ...ref, ...(requestKey ? { requestKey } : {}) });
  activate = (ref: Ref) => this.call<RentalView>(RentalsSubjects.activate, ref);
  /** Rent-flagged SIMs free now in a country (and carrier), and per service how many of them it used. */
  stock = (country: string, carrier?: string) => this.call<AvailabilityView>(ActivationsSubjects.rentAvailability, { country, ...(carrier ? { carrier } : {}) });

  adminList = (query: object) => this.call<AdminRentalsPage>(RentalsSubjects.adminList, query);
  adminEnd = (rentalId: string) => this.call<AdminRentalView>(RentalsSubjects.adminEnd, { rentalId });
  adminRestores = (state?: 'waiting' | 'done') => this.call<AdminRestoreRequestView[]>(RentalsSubjects.adminRestores, state ? { state } : {});
  adminCompleteRestore = (requestId: string) => this.call<AdminRestoreRequestView>(RentalsSubjects.adminCompleteRestore, { requestId });
  adminTopUpDue = () => this.call<AdminRentalView[]>(RentalsSubjects.adminTopUpDue, {});
}
