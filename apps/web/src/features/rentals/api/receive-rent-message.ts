import type { QueryClient } from '@tanstack/react-query';
import type { RentalMessageView, RentalView } from '@simrelay/api-client';
import type { SocketPayload } from '@simrelay/contracts';
import { myRentalsQueryKey } from './get-my-rentals';

export type LiveRentSms = SocketPayload<'rent_message'>['sms'];

/**
 * A verification message pushed for a rental shows at once, newest first. A rental the list
 * does not know yet (rented in another tab) makes the list load again.
 */
export async function receiveRentMessage(queryClient: QueryClient, sms: LiveRentSms): Promise<void> {
  // A poll under way may answer from before this message: its answer must not win.
  await queryClient.cancelQueries({ queryKey: myRentalsQueryKey, exact: true });
  const list = queryClient.getQueryData<RentalView[]>(myRentalsQueryKey);
  const known = list?.some((r) => r._id === sms.rentalId) ?? false;
  if (!known) {
    await queryClient.invalidateQueries({ queryKey: myRentalsQueryKey });
    return;
  }
  const message: RentalMessageView = { ...sms.message, service: sms.service };
  queryClient.setQueryData<RentalView[]>(myRentalsQueryKey, (old) =>
    old?.map((r) =>
      r._id !== sms.rentalId || r.messages.some((m) => m._id === message._id) ? r : { ...r, codeDelivered: r.codeDelivered || !!message.code, refundable: r.refundable && !message.code, messages: [message, ...r.messages] },
    ),
  );
}
