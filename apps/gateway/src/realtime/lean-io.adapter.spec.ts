import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Module } from '@nestjs/common';
import { OnGatewayConnection, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { io, Socket as ClientSocket } from 'socket.io-client';
import type { Socket } from 'socket.io';
import { releaseHandshake } from './handshake-release';
import { LeanIoAdapter } from './lean-io.adapter';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Resolves once `settle` is called with a name: a handler waits on it, so tests order answers without sleeping. */
const gates = new Map<string, (value: string) => void>();
const gate = (name: string) => new Promise<string>((resolve) => gates.set(name, resolve));

/** What a connection's handshake carried when the gateway read it, and its upgrade request, weakly held. */
const seen: { token?: unknown; request?: WeakRef<object>; socket?: Socket }[] = [];

@WebSocketGateway({ transports: ['websocket'] })
class ProbeGateway implements OnGatewayConnection {
  handleConnection(socket: Socket): void {
    const request = socket.conn.request as object;
    seen.push({ token: socket.handshake.auth['token'], request: new WeakRef(request), socket });
    // A client that asks to keep it shows what the release changes.
    if (socket.handshake.auth['keep'] !== true) releaseHandshake(socket);
  }

  @SubscribeMessage('echo')
  echo(_socket: Socket, payload: unknown): unknown {
    return payload;
  }

  @SubscribeMessage('wait')
  async wait(_socket: Socket, name: string): Promise<string> {
    return gate(name);
  }

  @SubscribeMessage('settle')
  settle(_socket: Socket, name: string): string {
    gates.get(name)?.(name);
    return 'settled';
  }

  @SubscribeMessage('as-event')
  asEvent(_socket: Socket, payload: unknown): { event: string; data: unknown } {
    return { event: 'answered', data: payload };
  }

  @SubscribeMessage('silent')
  silent(): undefined {
    return undefined;
  }
}

@Module({ providers: [ProbeGateway] })
class ProbeModule {}

describe('the lean socket.io adapter', () => {
  let app: NestFastifyApplication;
  let url: string;
  const clients: ClientSocket[] = [];

  const connect = async (auth: Record<string, unknown>): Promise<ClientSocket> => {
    const client = io(url, { transports: ['websocket'], auth, reconnection: false });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    return client;
  };

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter(), { logger: false });
    app.useWebSocketAdapter(new LeanIoAdapter(app));
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await app.close();
  });

  it('answers a handler\'s return value to the acknowledgement, several arguments as one array', async () => {
    const client = await connect({ token: 't' });
    await expect(client.emitWithAck('echo', { a: 1 })).resolves.toEqual({ a: 1 });
    await expect(client.emitWithAck('echo', 1, 'two')).resolves.toEqual([1, 'two']);
  });

  it('emits an answer shaped { event, data } as that event, and sends nothing for an empty one', async () => {
    const client = await connect({ token: 't' });
    const answered = new Promise((resolve) => client.once('answered', resolve));
    client.emit('as-event', 'x');
    await expect(answered).resolves.toBe('x');
    // The empty answer acknowledges nothing: the next message's answer is the first to come back.
    let silentAnswered = false;
    client.emit('silent', () => (silentAnswered = true));
    await expect(client.emitWithAck('echo', 'after')).resolves.toBe('after');
    expect(silentAnswered).toBe(false);
  });

  it('handles a socket\'s messages concurrently: a slow one does not hold back the next', async () => {
    const client = await connect({ token: 't' });
    const slow = client.emitWithAck('wait', 'slow');
    // Its handler is waiting; the next message is answered meanwhile, and it releases the first.
    await expect(client.emitWithAck('settle', 'slow')).resolves.toBe('settled');
    await expect(slow).resolves.toBe('slow');
  });

  it('lets go of the upgrade request and the handshake\'s copies once the handshake was read', async () => {
    await connect({ token: 'released' });
    await connect({ token: 'kept', keep: true });
    const released = seen.find((s) => s.token === 'released');
    const kept = seen.find((s) => s.token === 'kept');
    // A weakly held object stays until the current job ends: collect on a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(released?.request?.deref()).toBeUndefined();
    expect(kept?.request?.deref()).toBeDefined();
    expect(released?.socket?.handshake).toMatchObject({ headers: {}, query: {}, auth: {} });
    expect(released?.socket?.handshake.address).toBeTruthy();
    expect(released?.socket?.conn.request).toBeNull();
    // The socket itself still works.
    const socket = released?.socket as Socket;
    expect(socket.connected).toBe(true);
  });
});
