import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { GsmError } from '@simrelay/gsm';
import {
  asBody,
  ControlError,
  intField,
  intListField,
  oneOf,
  requiredString,
  stringField,
  targetModem,
  type Body,
} from './control-requests';
import type { EmulatedModem } from './emulated-modem';
import type { EmulatedRack } from './emulated-rack';

export interface ControlServer {
  /** 'http://127.0.0.1:7100' */
  url: string;
  close(): Promise<void>;
}

export interface ModemSummary {
  id: string;
  /** Where a host opens it: its pty or TCP endpoint when served on one, else the rack path. */
  path: string;
  rackPath: string;
  endpoints: string[];
  family: string;
  number: string | null;
  iccid: string | null;
  imsi: string | null;
  operator: string | null;
  imei: string;
  connected: boolean;
  hung: boolean;
  stored: number;
  waitingInNetwork: number;
}

export function summarize(modem: EmulatedModem): ModemSummary {
  const endpoints = modem.endpoints();
  return {
    id: modem.id,
    path: endpoints[0] ?? modem.path,
    rackPath: modem.path,
    endpoints,
    family: modem.family,
    number: modem.sim?.number ?? null,
    iccid: modem.sim?.iccid ?? null,
    imsi: modem.sim?.imsi ?? null,
    operator: modem.sim?.operatorName ?? null,
    imei: modem.imei,
    connected: modem.connected,
    hung: modem.hung,
    stored: modem.storedMessages().length,
    waitingInNetwork: modem.waitingInNetwork,
  };
}

const MAX_BODY = 64 * 1024;
const ENCODINGS = ['auto', 'gsm7', 'ucs2', '8bit'] as const;

type Route = (rack: EmulatedRack, body: Body) => unknown;

/** POST routes; each validates its body and names the modem it acts on. */
const ROUTES: Record<string, Route> = {
  '/sms': (rack, body) => {
    const modem = targetModem(rack, body, { byNumber: true });
    const indexes = modem.receiveSms({
      sender: requiredString(body, 'from', { max: 20 }),
      text: requiredString(body, 'text', { max: 10000, allowEmpty: true }),
      encoding: oneOf(body, 'encoding', ENCODINGS),
      timestamp: stringField(body, 'timestamp', { optional: true, max: 40 }),
      order: intListField(body, 'order'),
      duplicate: intListField(body, 'duplicate'),
    });
    return { modem: modem.id, indexes, waitingInNetwork: modem.waitingInNetwork };
  },
  '/call': (rack, body) => {
    const modem = targetModem(rack, body, { byNumber: true });
    modem.receiveCall({
      caller: requiredString(body, 'caller', { max: 24, allowEmpty: true, pattern: /^\+?[\dA-Za-z]*$/u }),
      rings: intField(body, 'rings', 1, 50),
    });
    return { modem: modem.id, ringing: modem.ringing };
  },
  '/ussd-answer': (rack, body) => {
    const modem = targetModem(rack, body, { byNumber: false });
    const code = requiredString(body, 'code', { max: 160, pattern: /^[0-9*#+]+$/u });
    const text = body.text === null ? null : requiredString(body, 'text', { max: 500 });
    modem.setUssdAnswer(code, text);
    return { modem: modem.id, code, text };
  },
  '/fail': (rack, body) => {
    const modem = targetModem(rack, body, { byNumber: false });
    const command = requiredString(body, 'command', { max: 100, pattern: /^(?:AT)?[+^!$%#*&A-Za-z]/iu });
    const cme = intField(body, 'cme', 0, 999);
    const cms = intField(body, 'cms', 0, 999);
    if (body.plain !== undefined && body.plain !== true) throw new ControlError(400, 'plain must be true when given');
    const plain = body.plain === true ? true : undefined;
    if ([cme, cms, plain].filter((v) => v !== undefined).length !== 1) throw new ControlError(400, 'give exactly one of cme, cms or plain');
    const times = intField(body, 'times', 1, 1000) ?? 1;
    modem.failNext(command, { cme, cms, plain }, times);
    return { modem: modem.id, command, times };
  },
  '/hang': (rack, body) => act(rack, body, (modem) => modem.hang()),
  '/resume': (rack, body) => act(rack, body, (modem) => modem.resume()),
  '/disconnect': (rack, body) => act(rack, body, (modem) => modem.disconnect()),
  '/reconnect': (rack, body) => act(rack, body, (modem) => modem.reconnect()),
};

function act(rack: EmulatedRack, body: Body, action: (modem: EmulatedModem) => void): ModemSummary {
  const modem = targetModem(rack, body, { byNumber: false });
  action(modem);
  return summarize(modem);
}

function details(modem: EmulatedModem): unknown {
  return { ...summarize(modem), messages: modem.storedMessages(), sent: modem.sentMessages(), commands: modem.commandLog().slice(-100) };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ControlError(413, `the body is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ControlError(400, 'the body is not valid JSON');
  }
}

async function handle(rack: EmulatedRack, request: IncomingMessage): Promise<unknown> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/u, '') || '/';
  if (path === '/modems' || path.startsWith('/modems/')) {
    if (request.method !== 'GET') throw new ControlError(405, `${path} answers GET only`);
    if (path === '/modems') return rack.modems.map(summarize);
    const id = decodeURIComponent(path.slice('/modems/'.length));
    const modem = rack.find(id);
    if (!modem) throw new ControlError(404, `no modem ${id}`);
    return details(modem);
  }
  const route = ROUTES[path];
  if (!route) throw new ControlError(404, `no route ${path}`);
  if (request.method !== 'POST') throw new ControlError(405, `${path} answers POST only`);
  return route(rack, asBody(await readBody(request)));
}

function reply(response: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * HTTP control of a rack for tests, demos and the `npm run modem` CLI: send SMS and calls,
 * script USSD answers and failures, hang or unplug modems. JSON in, JSON out, localhost only
 * by default (no authentication: do not expose it).
 */
export async function startControlServer(rack: EmulatedRack, o: { port?: number; host?: string } = {}): Promise<ControlServer> {
  const host = o.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    handle(rack, request).then(
      (payload) => reply(response, 200, payload),
      (error: unknown) => {
        if (error instanceof ControlError) return reply(response, error.status, { error: error.message });
        // Bad input the codec or the modem refused (a sender GSM cannot carry, a missing part).
        if (error instanceof GsmError || error instanceof RangeError || error instanceof TypeError) {
          return reply(response, 400, { error: error.message });
        }
        reply(response, 500, { error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 7100, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (o.port ?? 7100);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
