import WebSocket from 'ws';

/**
 * A socket.io client reduced to what holding many connections needs (engine.io 4 over a bare
 * websocket: open, connect with the token, answer pings, read events), so that thousands of
 * them cost the benchmark little next to the gateway holding them.
 */
export class RawUserSocket {
  private readonly ws: WebSocket;
  private listener?: (event: string, payload: unknown) => void;
  /** Resolves once the gateway said `user_connected`; rejects when it refused or closed. */
  readonly ready: Promise<void>;

  constructor(baseUrl: string, token: string, localAddress?: string) {
    this.ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { localAddress, perMessageDeflate: false });
    this.ready = new Promise((resolve, reject) => {
      this.ws.on('error', reject);
      this.ws.on('close', () => reject(new Error('closed before user_connected')));
      this.ws.on('message', (data: WebSocket.RawData) => {
        const text = data.toString();
        if (text.startsWith('0{')) this.ws.send(`40${JSON.stringify({ token })}`);
        else if (text === '2') this.ws.send('3');
        else if (text.startsWith('42')) {
          const [event, payload] = JSON.parse(text.slice(2)) as [string, unknown];
          if (event === 'user_connected') resolve();
          else if (event === 'unauthorized') reject(new Error('unauthorized'));
          this.listener?.(event, payload);
        }
      });
    });
  }

  /** The next `event`. */
  next(event: string): Promise<unknown> {
    return new Promise((resolve) => {
      this.listener = (name, payload) => {
        if (name !== event) return;
        this.listener = undefined;
        resolve(payload);
      };
    });
  }

  close(): void {
    this.ws.terminate();
  }
}
