import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** For the provider stand-ins used in tests: a local HTTP server with the raw request body. */
export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** A request a stand-in received, for tests to inspect. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type LocalHandler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void | Promise<void>;

/** An HTTP server on 127.0.0.1 and a free port, answering 500 when the handler throws. */
export async function startLocalServer(handler: LocalHandler): Promise<LocalServer> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Promise.resolve(handler(req, Buffer.concat(chunks), res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
