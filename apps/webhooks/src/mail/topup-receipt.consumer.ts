import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BillingEvents, IdentitySubjects, MailRequestedEvent, microsToDollars, TopUpPaidEvent, UserView } from '@simrelay/contracts';
import { DurableConsumer, MessagingContext, stableUuid } from '@simrelay/messaging';
import type { Logger } from 'pino';
import { MailQueue } from './mail.queue';

export const RECEIPT_CONSUMER_DURABLE = 'webhooks-receipts';

const dollars = (micros: number): string => `$${microsToDollars(micros).toFixed(2)}`;
const utc = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The receipt mail for a paid top-up, in the user's language. */
export function receiptMail(event: TopUpPaidEvent, user: Pick<UserView, 'email' | 'lang'>, webUrl: string): MailRequestedEvent {
  return {
    // The same top-up always gives the same mail id: a redelivered event queues no second mail.
    mailId: stableUuid(`receipt:${event.topUpId}`),
    to: user.email,
    lang: user.lang,
    template: 'topup-receipt',
    link: new URL('/profile/balance', webUrl).toString(),
    expiresAt: event.paidAt,
    params: {
      amount: dollars(event.amountMicros),
      fee: dollars(event.feeMicros),
      cashback: dollars(event.cashbackMicros),
      credited: dollars(event.amountMicros - event.feeMicros + event.cashbackMicros),
      balance: dollars(event.balanceMicros),
      topUpId: event.topUpId,
      paidAt: utc(event.paidAt),
    },
  };
}

/**
 * Paid top-ups -> receipt mails. The address and language come from identity at sending time;
 * the event is acked once the mail job is stored (identity away: the event comes back later).
 */
export class TopUpReceiptConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableConsumer<TopUpPaidEvent>;

  constructor(messaging: MessagingContext, queue: MailQueue, webUrl: string, logger: Logger) {
    this.consumer = new DurableConsumer(
      messaging.js,
      messaging.jsm,
      messaging.namespace,
      {
        stream: BillingEvents.stream,
        durable: RECEIPT_CONSUMER_DURABLE,
        filterSubject: BillingEvents.topUpPaid,
        type: TopUpPaidEvent,
        handle: async (event) => {
          const user = await messaging.rpc.request<UserView>(IdentitySubjects.user, { userId: event.userId });
          await queue.enqueue(receiptMail(event, user, webUrl));
          logger.info({ topUpId: event.topUpId }, 'receipt mail queued');
        },
      },
      logger,
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
