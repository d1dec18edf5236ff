import type { QueryClient } from '@tanstack/react-query';
import type { ActivationMessageView, ActivationView } from '@simrelay/api-client';
import { activationsQueryKey, currentActivationsQueryKey } from './get-current-activations';

/** The `sms` of a live `message` event: which activation got which message. */
export interface LiveSms {
  activationId: string;
  number: string;
  service: string;
  message: ActivationMessageView;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const optionalString = (value: unknown) => value === null || typeof value === 'string';

/** The event comes from the network: anything not shaped like a message is ignored. */
export function parseLiveSms(value: unknown): LiveSms | null {
  if (!isRecord(value) || typeof value['activationId'] !== 'string' || !isRecord(value['message'])) return null;
  const m = value['message'];
  const valid =
    typeof m['_id'] === 'string' && (m['kind'] === 'sms' || m['kind'] === 'call') && typeof m['sms'] === 'string' &&
    optionalString(m['sender']) && optionalString(m['code']) && typeof m['receivedAt'] === 'string';
  if (!valid) return null;
  return {
    activationId: value['activationId'],
    number: typeof value['number'] === 'string' ? value['number'] : '',
    service: typeof value['service'] === 'string' ? value['service'] : '',
    message: m as unknown as ActivationMessageView,
  };
}

const withMessage = (activation: ActivationView, message: ActivationMessageView): ActivationView =>
  activation.messages.some((m) => m._id === message._id)
    ? activation
    : { ...activation, status: activation.status === 'active' ? 'received' : activation.status, messages: [...activation.messages, message] };

/**
 * A message pushed over the live connection shows at once in the open list. An activation the
 * list does not know yet (bought in another tab) makes the list load again.
 */
export async function receiveLiveMessage(queryClient: QueryClient, sms: LiveSms): Promise<void> {
  // A poll already under way may answer from before this message: its answer must not win.
  await queryClient.cancelQueries({ queryKey: currentActivationsQueryKey, exact: true });
  const list = queryClient.getQueryData<ActivationView[]>(currentActivationsQueryKey);
  const known = list?.some((a) => a.activationId === sms.activationId) ?? false;
  if (known) {
    queryClient.setQueryData<ActivationView[]>(currentActivationsQueryKey, (old) =>
      old?.map((a) => (a.activationId === sms.activationId ? withMessage(a, sms.message) : a)),
    );
  }
  // The history and the messages of that activation are out of date; the open list only if it missed one.
  await queryClient.invalidateQueries({
    queryKey: activationsQueryKey,
    predicate: (query) => !known || query.queryKey[1] !== currentActivationsQueryKey[1],
  });
}
