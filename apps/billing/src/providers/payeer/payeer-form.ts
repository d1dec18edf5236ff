import { formatPayeerAmount } from './payeer-amount';
import { assertPayeerAvailable, PayeerConfig, payeerMerchantUrl } from './payeer-config';
import { payeerSign } from './payeer-signature';

/** Currencies we issue Payeer invoices in. The balance is kept in dollars, so only USD. */
export type PayeerCurrency = 'USD';
export const PAYEER_CURRENCIES: readonly PayeerCurrency[] = ['USD'];

export interface PayeerInvoice {
  /** Our order id, echoed back by Payeer as `m_orderid`; the key a credit is recorded under. */
  readonly orderId: string;
  readonly amountMicros: number;
  readonly currency: PayeerCurrency;
  /** Shown to the customer on Payeer's page; sent base64-encoded (UTF-8) as `m_desc`. */
  readonly description: string;
}

export interface PayeerFormFields {
  readonly m_shop: string;
  readonly m_orderid: string;
  readonly m_amount: string;
  readonly m_curr: string;
  readonly m_desc: string;
  readonly m_sign: string;
}

export interface PayeerForm {
  readonly action: string;
  readonly method: 'GET';
  readonly fields: PayeerFormFields;
}

/**
 * Our own order id rule. Letters, digits, '_', '-' and '.' only: above all no ':', which
 * separates values in the signed string, so an order id can never shift a field boundary.
 */
export const PAYEER_ORDER_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export function assertPayeerOrderId(orderId: string): void {
  if (typeof orderId !== 'string' || !PAYEER_ORDER_ID.test(orderId)) {
    throw new RangeError(`Payeer order id must match ${PAYEER_ORDER_ID}, got ${JSON.stringify(orderId)}`);
  }
}

/**
 * The signature of the payment form: `m_shop:m_orderid:m_amount:m_curr:m_desc[:m_params]:key`.
 * `m_params` (encrypted additional parameters) joins the list only when the form carries it;
 * we send none, but the rule is kept here so the order lives in one place.
 */
export function payeerFormSignature(
  fields: Omit<PayeerFormFields, 'm_sign'> & { readonly m_params?: string },
  secretKey: string,
): string {
  const values = [fields.m_shop, fields.m_orderid, fields.m_amount, fields.m_curr, fields.m_desc];
  if (fields.m_params !== undefined) values.push(fields.m_params);
  return payeerSign(values, secretKey);
}

/** The signed payment form for one invoice. Pure: same input, same form. */
export function buildPayeerForm(config: PayeerConfig, invoice: PayeerInvoice): PayeerForm {
  assertPayeerAvailable(config);
  assertPayeerOrderId(invoice.orderId);
  if (!PAYEER_CURRENCIES.includes(invoice.currency)) {
    throw new RangeError(`Payeer currency must be one of ${PAYEER_CURRENCIES.join(', ')}, got ${String(invoice.currency)}`);
  }
  if (typeof invoice.description !== 'string' || invoice.description.trim() === '') {
    throw new RangeError('Payeer invoice description must not be empty');
  }
  const unsigned = {
    m_shop: config.shopId,
    m_orderid: invoice.orderId,
    m_amount: formatPayeerAmount(invoice.amountMicros),
    m_curr: invoice.currency,
    m_desc: Buffer.from(invoice.description, 'utf8').toString('base64'),
  };
  return {
    action: payeerMerchantUrl(config),
    method: 'GET',
    fields: { ...unsigned, m_sign: payeerFormSignature(unsigned, config.secretKey) },
  };
}

/** The form as one GET URL, for a plain redirect instead of an auto-submitted form. */
export function payeerRedirectUrl(form: PayeerForm): string {
  const url = new URL(form.action);
  for (const [name, value] of Object.entries(form.fields)) url.searchParams.set(name, value);
  return url.toString();
}
