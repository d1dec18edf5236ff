import { Inject, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { OnGatewayConnection, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  ActivationsEvents, BalanceChangedEvent, BillingEvents, ClientToServerEvents, CodeReceivedEvent, microsToDollars, PrincipalsChanged, RentalMessageDeliveredEvent,
  RentalsEvents, ServerToClientEvents, SocketEventName, SocketPayload, validateMessage,
} from '@simrelay/contracts';
import type { ClassConstructor } from 'class-transformer';
import { LOGGER, MESSAGING, MessagingContext } from '@simrelay/messaging';
import { JSONCodec, Subscription } from 'nats';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import { KeptActivationViews } from '../activations/kept-activation-views';
import { PrincipalChangesFeed } from '../auth/principal-changes.feed';
import { releaseHandshake } from './handshake-release';
import { handshakeToken, SocketAuth } from './socket-auth';

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const codec = JSONCodec<unknown>();

/**
 * The SPEC's real-time connection: websocket transport only, the user token in the handshake,
 * `user_connected` on every (re)connect, and events for that user only. Every gateway
 * instance hears every event (a plain subscription, no queue group) and delivers to the
 * sockets it holds; a client that was away refetches on reconnect, so nothing needs replay.
 */
@WebSocketGateway({ transports: ['websocket'], cors: { origin: true } })
export class RealtimeGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() server!: Server<ClientToServerEvents, ServerToClientEvents>;
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly auth: SocketAuth,
    private readonly principalChanges: PrincipalChangesFeed,
    private readonly keptViews: KeptActivationViews,
    @Inject(MESSAGING) private readonly messaging: MessagingContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handleConnection(socket: Socket<ClientToServerEvents, ServerToClientEvents>): Promise<void> {
    const token = handshakeToken(socket.handshake);
    releaseHandshake(socket);
    try {
      if (!token) throw new Error('no token');
      const principal = await this.auth.principal(token);
      socket.data['userId'] = principal.subjectId;
      socket.data['sessionId'] = principal.sessionId;
      await socket.join([userRoom(principal.subjectId), sessionRoom(principal.sessionId)]);
      socket.emit('user_connected', { userId: principal.subjectId });
    } catch {
      this.refuse(socket);
    }
  }

  /** A held socket or one fetched from the server (`fetchSockets`): both can be told and closed. */
  private refuse(socket: { emit(event: 'unauthorized', payload: SocketPayload<'unauthorized'>): unknown; disconnect(close: boolean): unknown }): void {
    socket.emit('unauthorized', { message: 'Log in again to receive live updates.' });
    socket.disconnect(true);
  }

  /**
   * A live socket ends with its session: one logged out is closed at once; on any other change
   * to the user (a password reset ends every session) each of their sockets is checked again.
   */
  private async sessionChanged(change: PrincipalsChanged): Promise<void> {
    const room = change.userId ? userRoom(change.userId) : change.sessionId ? sessionRoom(change.sessionId) : null;
    if (!room) return;
    const sockets = await this.server.in(room).fetchSockets();
    for (const socket of sockets) {
      const sessionId = socket.data['sessionId'] as string;
      const ended =
        change.sessionId === sessionId ||
        (await this.auth.sessionStands(sessionId).then(
          (stands) => !stands,
          (error: unknown) => (this.logger.warn({ err: error }, 'could not check a live socket\'s session; kept'), false),
        ));
      if (ended) this.refuse(socket);
    }
  }

  /**
   * The SPEC's client says `user_connected` with its user id after each (re)connect: the
   * handshake token already decided whose socket this is, so the answer only confirms it.
   */
  @SubscribeMessage('user_connected')
  // Undecorated parameters (socket, payload): the HTTP body pipes stay out of a bare string.
  userConnected(socket: Socket, claimed: unknown): { ok: boolean; userId: string | null } {
    const userId = (socket.data['userId'] as string | undefined) ?? null;
    const id = typeof claimed === 'object' && claimed !== null ? (claimed as { userId?: unknown }).userId : claimed;
    return { ok: userId !== null && id === userId, userId };
  }

  /** Emits to one user's sockets on this instance. */
  toUser<E extends SocketEventName>(userId: string, event: E, payload: SocketPayload<E>): void {
    (this.server.to(userRoom(userId)).emit as (event: E, payload: SocketPayload<E>) => boolean)(event, payload);
  }

  onModuleInit(): void {
    this.principalChanges.onChange((change) => void this.sessionChanged(change));
    this.listen(BillingEvents.balanceChanged, BalanceChangedEvent, (event) => {
      this.toUser(event.userId, 'balance', { balance: microsToDollars(event.balanceMicros) });
    });
    // SPEC: `message` carries the SMS and, optionally, the balance: after the charge of the message that charged.
    this.listen(ActivationsEvents.codeReceived, CodeReceivedEvent, (event) => {
      const { activationId, number, service, message, balanceMicros } = event;
      // Its change event normally came first; whichever came first, a poll after this push shows the code.
      this.keptViews.forget(event.userId);
      const sms = { activationId, number, service, message };
      this.toUser(event.userId, 'message', balanceMicros === undefined ? { sms } : { sms, balance: microsToDollars(balanceMicros) });
    });
    // SPEC: `rent_message` carries the SMS.
    this.listen(RentalsEvents.messageDelivered, RentalMessageDeliveredEvent, (event) => {
      const { rentalId, orderNumber, number, service, message } = event;
      this.toUser(event.userId, 'rent_message', { sms: { rentalId, orderNumber, number, service, message } });
    });
  }

  /** Relays an event only when it keeps its contract: a malformed one never reaches a browser. */
  private listen<T extends object>(subject: string, type: ClassConstructor<T>, deliver: (event: T) => void): void {
    const subscription = this.messaging.connection.subscribe(this.messaging.namespace.subject(subject), {
      callback: (error, msg) => {
        if (error) return this.logger.warn({ err: error, subject }, 'event subscription failed');
        let plain: unknown;
        try {
          plain = codec.decode(msg.data);
        } catch (decodeError) {
          return this.logger.warn({ err: decodeError, subject }, 'unreadable event');
        }
        validateMessage(type, plain, { dropUnknown: true }).then(deliver, (invalid: unknown) => this.logger.warn({ err: invalid, subject }, 'event breaks its contract; not relayed'));
      },
    });
    this.subscriptions.push(subscription);
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
  }
}
