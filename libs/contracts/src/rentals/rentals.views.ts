import type { RentalState } from './rentals.commands';

/** A message a rental received (verification messages only). */
export interface RentalMessageView {
  _id: string;
  kind: 'sms' | 'call';
  sender: string | null;
  sms: string;
  code: string | null;
  service: string | null;
  receivedAt: string;
}

/** A long-term rental as its renter sees it. Money in dollars. */
export interface RentalView {
  _id: string;
  /** The public order number (the compatible protocols' integer id). */
  orderNumber: number;
  number: string | null;
  numberId: string | null;
  country: string;
  carrier: string | null;
  /** null: codes of any service. */
  service: string | null;
  state: RentalState;
  /** True while messages are delivered: the period runs, or a usage window is open. */
  receiving: boolean;
  startedAt: string | null;
  endsAt: string | null;
  /** Until then it can be extended or restored; then it is recycled. */
  reservedUntil: string | null;
  /** What was paid in all: the rent, extensions and restores, less refunds. */
  paid: number;
  codeDelivered: boolean;
  /** Ending it now gives the money back (within 20 minutes of the start, no code yet). */
  refundable: boolean;
  restore: {
    /** A restore request waits for the SIM to come back. */
    waiting: boolean;
    /** 'Start usage' is offered (a restore was completed). */
    canStartUsage: boolean;
    /** The open usage window's end, if one is open. */
    windowEndsAt: string | null;
  };
  messages: RentalMessageView[];
  createdAt: string;
}

export interface RentalsPage {
  items: RentalView[];
}

/** A rental as operators see it. */
export interface AdminRentalView extends RentalView {
  userId: string;
  /** A leased SIM due for a balance top-up (two months after its lease began). */
  topUpDue: boolean;
}

export interface AdminRentalsPage {
  items: AdminRentalView[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminRestoreRequestView {
  _id: string;
  rentalId: string;
  orderNumber: number;
  userId: string;
  number: string | null;
  state: 'waiting' | 'done';
  doneBy: 'online' | 'admin' | null;
  createdAt: string;
  doneAt: string | null;
}
