import { AdminRentalView, microsToDollars, RentalMessageView, RentalView } from '@simrelay/contracts';
import { DataSource, In } from 'typeorm';
import { RentalMessage } from '../messages/rental-message.entity';
import { RestoreRequest } from '../restore/restore-request.entity';
import { UsageWindow } from '../restore/usage-window.entity';
import { RentalPayment } from './rental-payment.entity';
import { isReceiving, isRefundable, topUpDue } from './rental-rules';
import type { Rental } from './rental.entity';

/** Paid and not given back. */
const PAID_STATES: ReadonlyArray<RentalPayment['state']> = ['applied', 'posted'];

const toMessageView = (m: RentalMessage): RentalMessageView => ({
  _id: m.messageId, kind: m.kind, sender: m.sender, sms: m.text, code: m.code, service: m.service, receivedAt: m.receivedAt.toISOString(),
});

/** What a page of rentals shows, read in a few statements for all of them at once. */
export async function readRentalViews(dataSource: DataSource, rentals: Rental[], now: Date): Promise<AdminRentalView[]> {
  if (!rentals.length) return [];
  const ids = rentals.map((r) => r.id);
  const [payments, restores, windows, messages] = await Promise.all([
    dataSource.getRepository(RentalPayment).findBy({ rentalId: In(ids) }),
    dataSource.getRepository(RestoreRequest).findBy({ rentalId: In(ids) }),
    dataSource.getRepository(UsageWindow).findBy({ rentalId: In(ids) }),
    dataSource.getRepository(RentalMessage).find({ where: { rentalId: In(ids) }, order: { receivedAt: 'DESC' } }),
  ]);
  return rentals.map((rental) => {
    const own = <T extends { rentalId: string }>(rows: T[]) => rows.filter((row) => row.rentalId === rental.id);
    const openWindow = own(windows).find((w) => w.opensAt <= now && now < w.closesAt) ?? null;
    const held = ['active', 'expired', 'finished'].includes(rental.state);
    const view: RentalView = {
      _id: rental.id,
      orderNumber: rental.orderNumber,
      number: rental.number,
      numberId: rental.numberId,
      country: rental.country,
      carrier: rental.carrier,
      service: rental.service,
      state: rental.state,
      receiving: isReceiving(rental, own(windows), now),
      startedAt: rental.startedAt?.toISOString() ?? null,
      endsAt: rental.endsAt?.toISOString() ?? null,
      reservedUntil: rental.reservedUntil?.toISOString() ?? null,
      paid: microsToDollars(own(payments).filter((p) => PAID_STATES.includes(p.state)).reduce((sum, p) => sum + p.amountMicros, 0)),
      codeDelivered: rental.codeDelivered,
      refundable: isRefundable(rental, now),
      restore: {
        waiting: own(restores).some((r) => r.state === 'waiting'),
        canStartUsage: held && own(restores).some((r) => r.state === 'done'),
        windowEndsAt: openWindow?.closesAt.toISOString() ?? null,
      },
      messages: own(messages).map(toMessageView),
      createdAt: rental.createdAt.toISOString(),
    };
    return { ...view, userId: rental.userId, topUpDue: held && topUpDue(rental.startedAt, now) };
  });
}

/** The renter's view: without the operators' fields. */
export function toUserView({ userId: _userId, topUpDue: _topUpDue, ...view }: AdminRentalView): RentalView {
  return view;
}
