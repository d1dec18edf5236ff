import { createConnection, createServer, Server, Socket } from 'node:net';

/**
 * A TCP relay between the agent and NATS that a test can cut and restore: cutting drops
 * every connection and refuses new ones, as a dead uplink does.
 */
export class TcpProxy {
  private blocked = false;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const target = new URL(targetUrl);
    const holder: { proxy?: TcpProxy } = {};
    const server = createServer((client) => {
      const proxy = holder.proxy;
      if (!proxy || proxy.blocked) {
        client.destroy();
        return;
      }
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 4222) });
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket);
        socket.on('close', () => proxy.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    holder.proxy = new TcpProxy(server, `nats://127.0.0.1:${address.port}`);
    return holder.proxy;
  }

  get isCut(): boolean {
    return this.blocked;
  }

  cut(): void {
    this.blocked = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.blocked = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
