import { createServer, type Socket } from 'node:net';
import type { EmulatedModem } from './emulated-modem';

export interface ServedTcp {
  readonly port: number;
  /** 'tcp://127.0.0.1:7201', also the modem's endpoint. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the modem on a raw TCP port, as ser2net does for a real one: one client at a time is
 * the host; connecting opens the port, disconnecting closes it. A second client gets
 * 'Port already in use' and is dropped; while the modem is disconnected every client is dropped.
 */
export async function serveOnTcp(modem: EmulatedModem, port: number, host = '127.0.0.1'): Promise<ServedTcp> {
  let client: Socket | null = null;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!modem.connected) {
      socket.destroy();
      return;
    }
    if (client) {
      socket.end('Port already in use\r\n');
      return;
    }
    client = socket;
    modem.portOpened();
    socket.on('data', (data: Buffer) => {
      if (client === socket) modem.write(data);
    });
    socket.once('close', () => {
      if (client !== socket) return;
      client = null;
      if (modem.connected) modem.portClosed();
    });
  });

  const onData = (data: Buffer): void => {
    if (client && !client.destroyed) client.write(data);
  };
  const onDisconnect = (): void => {
    client?.destroy();
    client = null;
  };
  modem.on('data', onData);
  modem.on('disconnect', onDisconnect);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `tcp://${host}:${actualPort}`;
  const removeEndpoint = modem.addEndpoint(url);

  return {
    port: actualPort,
    url,
    close: async () => {
      modem.off('data', onData);
      modem.off('disconnect', onDisconnect);
      removeEndpoint();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
