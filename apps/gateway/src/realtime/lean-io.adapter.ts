import type { MessageMappingProperties } from '@nestjs/websockets';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { filter, Observable } from 'rxjs';
import { noteUpgradeResponse } from './handshake-release';

/** The socket.io types as Nest's adapter sees them (the project's one copy: package.json's overrides). */
type AdapterSocket = Parameters<IoAdapter['bindMessageHandlers']>[0];
type AdapterServer = ReturnType<IoAdapter['createIOServer']>;

/**
 * Nest's socket.io adapter, lean per connection for a gateway meant to hold tens of thousands.
 * The stock one builds an RxJS pipeline per socket and handler (a shared disconnect stream, a
 * `mergeMap`, a `takeUntil`) that lives as long as the socket: some 6 KB of heap each. Here a
 * handler is a plain listener; its answer still goes through Nest's `transform` (its promise or
 * observable), per message. A closed socket gets no more events, which the `takeUntil` ensured.
 * The engine also notes each upgrade's response, so that `releaseHandshake` can free its request.
 */
export class LeanIoAdapter extends IoAdapter {
  override createIOServer(port: number, options?: Parameters<IoAdapter['createIOServer']>[1]): AdapterServer {
    const server = super.createIOServer(port, options) as AdapterServer;
    server.engine.use(noteUpgradeResponse);
    return server;
  }

  override bindMessageHandlers(socket: AdapterSocket, handlers: MessageMappingProperties[], transform: (data: unknown) => Observable<unknown>): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message as string, (...args: unknown[]) => {
        // As RxJS's `fromEvent` hands them on: one argument alone, several as an array.
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        transform(callback(data, ack))
          .pipe(filter((response) => response !== null && response !== undefined))
          .subscribe((response) => {
            const answer = response as { event?: string; data?: unknown };
            if (answer.event) {
              socket.emit(answer.event, answer.data);
              return;
            }
            if (!isAckHandledManually && typeof ack === 'function') (ack as (value: unknown) => void)(response);
          });
      });
    }
  }
}
