import type { ActivationMessageView } from '../activations/activations.views';

/**
 * Every event of the real-time connection (SPEC section 7): name -> payload. The gateway emits
 * only these, the apps listen only to these; the compiler holds both sides to this map.
 */
export interface ServerToClientEvents {
  /** The handshake token decided whose socket this is. */
  user_connected: (payload: { userId: string }) => void;
  /** A message reached one of the user's activations, with the balance after its charge (dollars) when it charged. */
  message: (payload: { sms: { activationId: string; number: string; service: string; message: ActivationMessageView }; balance?: number }) => void;
  /** A verification message reached one of the user's rentals. */
  rent_message: (payload: { sms: { rentalId: string; orderNumber: number; number: string; service: string | null; message: ActivationMessageView } }) => void;
  /** The balance changed (a top-up, a charge, a refund, an administrator's correction). */
  balance: (payload: { balance: number }) => void;
  /** The session ended: the socket closes; log in again. */
  unauthorized: (payload: { message: string }) => void;
}

export interface ClientToServerEvents {
  /** SPEC: the client says who it is after each (re)connect; the answer confirms it. */
  user_connected: (userId: string, ack?: (answer: { ok: boolean; userId: string | null }) => void) => void;
}

export type SocketEventName = keyof ServerToClientEvents;
export type SocketPayload<E extends SocketEventName> = Parameters<ServerToClientEvents[E]>[0];
