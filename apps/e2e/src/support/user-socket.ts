import { io, Socket } from 'socket.io-client';

export interface UserSocket {
  socket: Socket;
  /** The next `event` this socket receives. */
  next<T>(event: string): Promise<T>;
  /** The server's `user_connected` greeting, listened for from the start: it may come before any `next` is asked. */
  greeted: Promise<unknown>;
  /** Everything received so far, by event name. */
  received: Array<{ event: string; payload: unknown }>;
  close(): void;
}

/** A socket.io client as the web app opens it: websocket only, the token in the handshake. */
export function connectUserSocket(baseUrl: string, token: string | undefined): UserSocket {
  const socket = io(baseUrl, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, forceNew: true });
  const received: UserSocket['received'] = [];
  let greet: (payload: unknown) => void = () => undefined;
  const greeted = new Promise<unknown>((resolve) => (greet = resolve));
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload });
    if (event === 'user_connected') greet(payload);
  });
  return {
    socket,
    greeted,
    received,
    // Server events through onAny (the same path `received` records); the client's own
    // lifecycle events (connect, disconnect) are not server events and need once().
    next: <T>(event: string) =>
      new Promise<T>((resolve) => {
        if (event === 'connect' || event === 'disconnect' || event === 'connect_error') {
          socket.once(event, (...args: unknown[]) => resolve(args[0] as T));
          return;
        }
        const listener = (name: string, payload: T) => {
          if (name !== event) return;
          socket.offAny(listener);
          resolve(payload);
        };
        socket.onAny(listener);
      }),
    close: () => {
      socket.close();
    },
  };
}
