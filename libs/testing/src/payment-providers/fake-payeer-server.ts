import { createHash } from 'node:crypto';
import { LocalServer, sendJson, startLocalServer } from './local-server';

/**
 * A local stand-in for Payeer's merchant, for tests only, written from Payeer's merchant
 * documentation and not from the module under test: GET /merchant/ checks the form's m_sign
 * over m_shop:m_orderid:m_amount:m_curr:m_desc:key; a paid form becomes a status
 * notification signed over the documented field list, POSTed form-encoded to the status URL.
 */

const STATUS_FIELDS = [
  'm_operation_id', 'm_operation_ps', 'm_operation_date', 'm_operation_pay_date', 'm_shop', 'm_orderid', 'm_amount', 'm_curr', 'm_desc', 'm_status',
] as const;

export const sha256Upper = (text: string): string => createHash('sha256').update(text).digest('hex').toUpperCase();

const payeerDate = (d: Date): string => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
};

export interface PayeerDelivery {
  operationId: string;
  answers: Array<{ status: number; text: string }>;
}

export interface FakePayeer extends LocalServer {
  /** The signed notification for a form the customer paid; `changes` alter fields before signing. */
  notification(formUrl: string, options?: { changes?: Record<string, string>; secret?: string }): string;
  /** POSTs one notification `copies` times at once, as Payeer's retries can overlap. */
  deliver(statusUrl: string, body: string, copies?: number): Promise<PayeerDelivery>;
}

export async function startFakePayeer(options: {
  shopId: string;
  secret: string;
  /** When set, paying a form (GET /merchant/) delivers its notification there `copies` times. */
  autoDeliver?: { statusUrl: () => string; copies: number };
}): Promise<FakePayeer> {
  let nextOperation = 1_000_000_000;
  const formFields = (formUrl: string) => {
    const url = new URL(formUrl);
    return (name: string): string => url.searchParams.get(name) ?? '';
  };
  const formValid = (q: (name: string) => string) =>
    q('m_shop') === options.shopId &&
    /^\d+\.\d{2}$/.test(q('m_amount')) &&
    q('m_sign') === sha256Upper([...['m_shop', 'm_orderid', 'm_amount', 'm_curr', 'm_desc'].map(q), options.secret].join(':'));

  const notification: FakePayeer['notification'] = (formUrl, { changes = {}, secret = options.secret } = {}) => {
    const q = formFields(formUrl);
    const now = new Date();
    const fields: Record<string, string> = {
      m_operation_id: String(nextOperation++),
      m_operation_ps: '2609',
      m_operation_date: payeerDate(now),
      m_operation_pay_date: payeerDate(new Date(now.getTime() + 5000)),
      m_shop: q('m_shop'),
      m_orderid: q('m_orderid'),
      m_amount: q('m_amount'),
      m_curr: q('m_curr'),
      m_desc: q('m_desc'),
      m_status: 'success',
      ...changes,
    };
    fields['m_sign'] = sha256Upper([...STATUS_FIELDS.map((name) => fields[name]), secret].join(':'));
    return new URLSearchParams(fields).toString();
  };

  const deliver: FakePayeer['deliver'] = async (statusUrl, body, copies = 1) => {
    const answers = await Promise.all(
      Array.from({ length: copies }, async () => {
        const response = await fetch(statusUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        return { status: response.status, text: await response.text() };
      }),
    );
    return { operationId: new URLSearchParams(body).get('m_operation_id') ?? '', answers };
  };

  const server = await startLocalServer(async (req, _raw, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/merchant/') {
      res.writeHead(404).end();
      return;
    }
    const full = `http://127.0.0.1${req.url ?? '/'}`;
    if (!formValid(formFields(full))) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid form signature');
      return;
    }
    if (!options.autoDeliver) return sendJson(res, 200, { page: 'payment', orderId: url.searchParams.get('m_orderid') });
    const { statusUrl, copies } = options.autoDeliver;
    sendJson(res, 200, await deliver(statusUrl(), notification(full), copies));
  });
  return { ...server, notification, deliver };
}
