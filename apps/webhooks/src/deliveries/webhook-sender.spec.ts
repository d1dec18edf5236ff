import { WebhookHeaders } from '@simrelay/contracts';
import { NetworkList } from '@simrelay/net-guard';
import { freePort, LocalServer, RecordedRequest, sendJson, startLocalServer } from '@simrelay/testing';
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { WebhookRequest, WebhookSender } from './webhook-sender';

const LOOPBACK = NetworkList.parse('127.0.0.0/8');
const BODY = JSON.stringify({ type: 'sms', text: 'Your code 12345' });
const SECRET = 'whsec_test-secret';

/** A receiver on 127.0.0.1 that records each request and answers with `answer`. */
async function receiver(answer: (res: ServerResponse) => void): Promise<LocalServer & { requests: RecordedRequest[]; port: number }> {
  const requests: RecordedRequest[] = [];
  const server = await startLocalServer((req, body, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
    answer(res);
  });
  return { ...server, requests, port: Number(new URL(server.url).port) };
}

const request = (url: string, overrides: Partial<WebhookRequest> = {}): WebhookRequest => ({
  url, body: BODY, deliveryId: '3b241101-e2bb-4255-8caf-4136c566a962', attempt: 2, secret: SECRET, ...overrides,
});

describe('WebhookSender', () => {
  const servers: LocalServer[] = [];
  const started = async (answer: (res: ServerResponse) => void) => {
    const server = await receiver(answer);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('POSTs the JSON with its headers and takes {"status":"success"} as delivered', async () => {
    const server = await started((res) => sendJson(res, 200, { status: 'success' }));
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(`${server.url}/hook?token=abc`));

    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(server.requests).toHaveLength(1);
    const [got] = server.requests;
    expect(got).toMatchObject({ method: 'POST', path: '/hook?token=abc', body: BODY });
    expect(got.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(BODY)),
      'user-agent': WebhookHeaders.userAgent,
      'x-simrelay-delivery': '3b241101-e2bb-4255-8caf-4136c566a962',
      'x-simrelay-attempt': '2',
    });
  });

  it('signs the exact body with the secret and the sending time, as a receiver checks it', async () => {
    const server = await started((res) => sendJson(res, 200, { status: 'success' }));
    const before = Math.floor(Date.now() / 1000);
    await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(`${server.url}/hook`));
    const after = Math.floor(Date.now() / 1000);

    const header = String(server.requests[0].headers['x-simrelay-signature']);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
    expect(match).not.toBeNull();
    const [, t, v1] = match as RegExpExecArray;
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(after);
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${server.requests[0].body}`).digest('hex'));
    expect(v1).not.toBe(createHmac('sha256', 'another secret').update(`${t}.${server.requests[0].body}`).digest('hex'));
  });

  it('connects to the address it checked, resolving the name once, and keeps the name in Host', async () => {
    const server = await started((res) => res.end('success'));
    // Resolves to the receiver once, then elsewhere: a second lookup (at connect time) would go astray.
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    const resolve = jest.fn(async () => answers.shift() ?? []);
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000, resolve }).send(request(`http://hooks.example.com:${server.port}/in`));

    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('hooks.example.com');
    expect(server.requests[0].headers.host).toBe(`hooks.example.com:${server.port}`);
  });

  it('refuses a name that resolves to an address that is not allowed, for good, without connecting', async () => {
    const server = await started((res) => res.end('success'));
    const resolve = jest.fn(async () => ['127.0.0.1']);
    const outcome = await new WebhookSender({ allowed: NetworkList.none, timeoutMs: 5000, resolve }).send(request(`http://rebound.example.com:${server.port}/`));

    expect(outcome).toMatchObject({ ok: false, final: true, status: null, error: 'refused: rebound.example.com resolves to 127.0.0.1, which is not a public address' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a private address in the URL for good', async () => {
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request('http://169.254.169.254/latest/meta-data'));
    expect(outcome).toMatchObject({ ok: false, final: true, status: null, error: 'refused: 169.254.169.254 is not a public address' });
  });

  it('fails, to be retried, when the name does not resolve now', async () => {
    const resolve = async (): Promise<string[]> => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000, resolve }).send(request('https://gone.example.com/'));
    expect(outcome).toMatchObject({ ok: false, final: false, status: null, error: 'DNS: gone.example.com did not resolve (ENOTFOUND)' });
  });

  it.each([
    ['another status', (res: ServerResponse) => sendJson(res, 500, { status: 'success' }), 500, 'HTTP 500'],
    ['a 200 without status success', (res: ServerResponse) => sendJson(res, 200, { status: 'ok' }), 200, 'HTTP 200 without status "success" in the answer'],
    ['a redirect', (res: ServerResponse) => res.writeHead(302, { location: '/moved' }).end(), 302, 'HTTP 302: redirect to /moved not followed'],
  ])('fails on %s, to be retried', async (_what, answer, status, error) => {
    const server = await started(answer);
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(`${server.url}/hook`));
    expect(outcome).toMatchObject({ ok: false, final: false, status, error });
    // The redirect's target is never asked.
    expect(server.requests.map((r) => r.path)).toEqual(['/hook']);
  });

  it('fails when nothing listens', async () => {
    const port = await freePort();
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(`http://127.0.0.1:${port}/`));
    expect(outcome).toMatchObject({ ok: false, final: false, status: null, error: 'connection failed: ECONNREFUSED' });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    await started(() => undefined);
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 300 }).send(request(servers[0].url));
    expect(outcome).toMatchObject({ ok: false, final: false, status: null, error: 'no answer within 300 ms' });
  });

  it('gives up on a receiver that starts answering and never finishes', async () => {
    await started((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('succ');
    });
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 300 }).send(request(servers[0].url));
    expect(outcome).toMatchObject({ ok: false, status: null, error: 'no answer within 300 ms' });
  });

  it('reads no more than 64 KiB of an answer', async () => {
    await started((res) => res.end(`success${' '.repeat(200_000)}`));
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(servers[0].url));
    expect(outcome).toMatchObject({ ok: false, status: 200, error: 'HTTP 200: answer longer than 65536 bytes' });
  });

  it('reads an answer of exactly 64 KiB', async () => {
    await started((res) => res.end(`success${' '.repeat(64 * 1024 - 7)}`));
    const outcome = await new WebhookSender({ allowed: LOOPBACK, timeoutMs: 5000 }).send(request(servers[0].url));
    expect(outcome).toMatchObject({ ok: true, status: 200 });
  });
});
