/** NATS request/reply subjects served by the billing service (queue group `billing`). */
export const BillingSubjects = {
  hold: 'billing.hold',
  post: 'billing.post',
  void: 'billing.void',
  charge: 'billing.charge',
  refund: 'billing.refund',
  credit: 'billing.credit',
  adjust: 'billing.adjust',
  balance: 'billing.balance',
  balances: 'billing.balances',
  getHold: 'billing.holds.get',
} as const;

/** JetStream stream and event subjects published by billing through its outbox. */
export const BillingEvents = {
  stream: 'EVT_BILLING',
  all: 'evt.billing.>',
  balanceChanged: 'evt.billing.balance_changed',
  topUpPaid: 'evt.billing.topup_paid',
} as const;
