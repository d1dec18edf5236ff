import { createHmac, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LocalServer, RecordedRequest, sendJson, startLocalServer } from './local-server';

/**
 * A local stand-in for Stripe, for tests only: it speaks the documented Checkout Sessions API
 * (Bearer key, form-encoded create, JSON answers and errors) and delivers webhooks signed the
 * way Stripe signs them. Its signing is written here from the documentation, independently of
 * stripe-signature.ts, so the two check each other. Listens on 127.0.0.1 only.
 */

/** Stripe answers carry a request id. */
const stripeJson = (res: ServerResponse, status: number, body: unknown) =>
  sendJson(res, status, body, { 'request-id': `req_${randomBytes(6).toString('hex')}` });

export type FakeSession = Record<string, unknown> & { id: string; amount_total: number };

export interface FakeStripe extends LocalServer {
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  /** GETs of one session: how often it was re-read. */
  retrievals(sessionId: string): number;
  /** The customer paid on the hosted page. */
  complete(sessionId: string): void;
  /** An event for the session as Stripe would POST it: pretty-printed JSON, signed. */
  event(sessionId: string, options?: { type?: string; timestamp?: number; secret?: string }): { body: string; signature: string };
  /** POSTs an event to a webhook endpoint, as Stripe delivers it. */
  deliver(webhookUrl: string, event: { body: string; signature: string }): Promise<{ status: number; json: unknown }>;
}

/** `Stripe-Signature` per "Check the webhook signatures": `t=<ts>,v1=<hex HMAC-SHA256 of "<ts>.<body>">`. */
export function stripeSignatureHeader(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const REQUIRED_FORM: Record<string, RegExp> = {
  mode: /^payment$/,
  'line_items[0][price_data][currency]': /^usd$/,
  'line_items[0][price_data][unit_amount]': /^[1-9]\d{0,7}$/,
  'line_items[0][price_data][product_data][name]': /^.{1,250}$/s,
  'line_items[0][quantity]': /^1$/,
  client_reference_id: /^.{1,200}$/,
  'metadata[order_id]': /^.{1,500}$/,
  success_url: /^https?:\/\//,
  cancel_url: /^https?:\/\//,
};

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { body: string; sessionId: string }>();
  const invalid = (res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
    stripeJson(res, status, { error: { type: 'invalid_request_error', message, ...extra } });

  const server = await startLocalServer((req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = raw.toString('utf8');
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return invalid(res, 401, 'Invalid API Key provided.');
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return invalid(res, 400, 'Invalid request: expected a form-encoded body.');
      }
      const key = req.headers['idempotency-key'];
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (seen && seen.body !== body) {
        return invalid(res, 400, 'Keys for idempotent requests can only be used with the same parameters.', { code: 'idempotency_error' });
      }
      if (seen) return stripeJson(res, 200, sessions.get(seen.sessionId));
      const form = new URLSearchParams(body);
      for (const [param, pattern] of Object.entries(REQUIRED_FORM)) {
        const values = form.getAll(param);
        if (values.length !== 1 || !pattern.test(values[0] as string)) {
          return invalid(res, 400, `Missing or invalid parameter: ${param}`, { param, code: 'parameter_invalid' });
        }
      }
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        amount_subtotal: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_id: form.get('metadata[order_id]') },
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        payment_method_types: form.getAll('payment_method_types[0]'),
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      if (typeof key === 'string') idempotent.set(key, { body, sessionId: id });
      return stripeJson(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1] as string));
      if (!session) return invalid(res, 404, `No such checkout.session: '${match[1]}'`, { code: 'resource_missing', param: 'session' });
      return stripeJson(res, 200, session);
    }
    return invalid(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });

  return {
    ...server,
    sessions,
    requests,
    retrievals: (sessionId) => requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length,
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
    },
    event(sessionId, { type = 'checkout.session.completed', timestamp = Math.floor(Date.now() / 1000), secret = options.webhookSecret } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const event = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2024-06-20',
        created: timestamp,
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object: { ...session } },
      };
      // Stripe delivers indented JSON: the signature covers these exact bytes, whitespace included.
      const body = JSON.stringify(event, null, 2);
      return { body, signature: stripeSignatureHeader(body, secret, timestamp) };
    },
    async deliver(webhookUrl, { body, signature }) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
      });
      return { status: response.status, json: await response.json() };
    },
  };
}
