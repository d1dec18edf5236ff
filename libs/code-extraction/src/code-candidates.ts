/**
 * Numbers in a text that could be a one-time code, with the numbers that are clearly something
 * else left out: amounts, prices, percentages, dates, times, phone numbers, card endings, order,
 * tracking and booking numbers, numbers inside links.
 */

export interface CodeCandidate {
  start: number;
  end: number;
  /** Digits only, as the user types them ('G-123456' -> '123456', '123 456' -> '123456'). */
  code: string;
}

/** A code never touches a digit or a letter of a script that separates words with spaces. */
const TOUCHING =
  '\\p{N}\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Script=Armenian}\\p{Script=Georgian}' +
  '\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Devanagari}\\p{Script=Bengali}_';

/**
 * 4-8 digits; 3+3 digits split by a space or dash (WhatsApp, Instagram, Yandex); 'G-' (Google)
 * and 'FB-' (Facebook) prefixes, whose users type the digits only.
 */
export const CANDIDATE = new RegExp(
  `(?<![${TOUCHING}])(?:(?:G|FB)-(\\d{4,8})|(\\d{3})[ -](\\d{3})|(\\d{4,8}))(?![${TOUCHING}])`,
  'gu',
);

/** Part of a decimal, a time or a date: 1250.00, 14:30, 12.05.2024, 12/05. */
const NUMBER_BEFORE = /\d[.,:/]$/u;
const NUMBER_AFTER = /^[.,:/]\d/u;
/** Part of a range or a dashed phone number: 8-800-555-35-35, 1000-2000. */
const DASH_BEFORE = /\d ?- ?$/u;
const DASH_AFTER = /^ ?- ?\d/u;
/** Part of a number written in groups: '+7 916 1234567', '150 000', '0800 123 456'. */
const GROUP_BEFORE = /\d $/u;
const GROUP_AFTER = /^ \d/u;
const AREA_CODE_BEFORE = /\(\d{2,5}\) ?$/u;
/** An order or card number, a masked card, a phone, a link: '#582019', '*1234', '+7...', '?id=1'. */
const MARK_BEFORE = /[#№*•+=/\\@&©] ?$/u;
/** A product or card code: 'MIR-1234', 'Endziffer-0000'. */
const LETTER_DASH_BEFORE = /\p{L}-$/u;

/** What a number is when a label stands right before it. */
const LABEL_BEFORE = new RegExp(
  '(?:^|[^\\p{L}\\p{N}])(?:' +
    [
      'orders?', 'заказ\\p{L}*', 'pedido', 'commande', 'bestellung', 'sipariş\\p{L}*', 'card', 'карт\\p{L}*',
      'cartão', 'tarjeta', 'karte', 'kart\\p{L}*', 'account', 'acc', 'a/c', 'сч[её]т\\p{L}*', 'cuenta', 'conta',
      'ending(?: in)?', 'endziffer', 'оканчивающ\\p{L}*', 'tracking', 'track', 'трек\\p{L}*', 'rastreamento',
      'seguimiento', 'посылк\\p{L}*', 'отправлени\\p{L}*', 'parcel', 'package', 'shipment', 'ticket', 'билет\\p{L}*',
      'рейс\\p{L}*', 'flight', 'booking', 'бронировани\\p{L}*', 'брон\\p{L}*', 'reservation', 'reserva', 'invoice',
      'transaction', 'txn', 'ref', 'reference', '(?:transaction|txn|payment|order|user|client|customer|account) id', 'договор\\p{L}*', 'contract', 'balance', 'баланс\\p{L}*',
      'остаток', 'сумм\\p{L}*', 'amount', 'total', 'итого', 'call', 'tel', 'тел', 'звоните', 'позвоните',
      'наберите', '(?:reply|text|send|sms|stop)(?: \\p{L}+)? to', 'отправьте(?: \\p{L}+)? на', 'bonus\\p{L}*',
      'бонус\\p{L}*', 'points', 'pts', 'балл\\p{L}*', 'no', 'nr',
    ].join('|') +
    ')[\\s:.#№-]*$' +
    '|(?:订单号?|訂單|单号|單號|金额|金額|余额|餘額|尾号|尾號|卡号|卡號|注文番号|주문번호|잔액)[\\s:：#]*$',
  'iu',
);

/** A currency, a percentage or a unit after the number: '150 RUB', '50%', '1500 MB', '30 дней'. */
const UNIT_AFTER = new RegExp(
  '^ ?(?:[%‰$€£₽¥₴₸₺₹₩₦₱元円원块]|(?:' +
    [
      'rub', 'rur', 'руб\\p{L}*', 'рубл\\p{L}*', 'р\\.?', 'usd', 'eur', 'gbp', 'uah', 'грн', 'kzt', 'тг', 'try',
      'tl', 'inr', 'rs', 'idr', 'rp', 'vnd', 'đ', 'dong', 'uzs', 'сум', "so'm", 'byn', 'brl', 'mxn', 'cny',
      'rmb', 'jpy', 'krw', 'aed', 'sar', 'egp', 'ngn', 'kes', 'php', 'pln', 'zł', 'czk', 'kč', 'huf', 'ft',
      'ron', 'lei', 'sek', 'nok', 'dkk', 'chf', 'dollars?', 'euros?', 'gb', 'mb', 'kb', 'гб', 'мб', 'кб',
      'min', 'mins', 'minutes', 'мин\\p{L}*', 'sec', 'сек', 'km', 'км', 'kg', 'кг', 'шт', 'pcs', 'points',
      'pts', 'балл\\p{L}*', 'бонус\\p{L}*', 'miles', 'миль', 'ден\\p{L}*', 'дн\\p{L}*', 'days?', 'gün', 'hrs',
      'hours', 'час\\p{L}*', 'ч',
    ].join('|') +
    ')(?!\\p{L}))',
  'iu',
);
const CURRENCY_BEFORE = /(?:[$€£₽¥₴₸₺₹₩₦₱]|(?:^|[^\p{L}])(?:rs|inr|usd|eur|rub|idr|rp|r\$|us\$|tl|rm|sgd)\.?) ?$/iu;

/** A year: 'May 12, 2024', '2024 г.', '© 2024'. */
const YEAR = /^(?:19|20)\d\d$/u;
const MONTH_BEFORE =
  /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\p{L}*\.?(?: \d{1,2})?,? ?$/iu;
const YEAR_AFTER = /^ ?(?:г(?!\p{L})|год\p{L}*|year|yil|yıl\p{L}*|年|년)/iu;
const YEAR_BEFORE = /(?:^|[^\p{L}])(?:since|until|till|copyright|in)\s$/iu;

/** URL-safe ASCII, to find the link a number may sit in. */
const URL_CHAR = /[A-Za-z0-9._~:/?#@!$&'*+,;=%-]/u;

function insideLink(text: string, start: number, end: number): boolean {
  let from = start;
  let to = end;
  while (from > 0 && URL_CHAR.test(text[from - 1])) from--;
  while (to < text.length && URL_CHAR.test(text[to])) to++;
  const token = text.slice(from, to);
  return token.includes('/') || token.includes('@') || /www\./iu.test(token);
}

function isSomethingElse(text: string, start: number, end: number, code: string, prefixed: boolean): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 24);
  if (NUMBER_BEFORE.test(before) || NUMBER_AFTER.test(after)) return true;
  if (DASH_BEFORE.test(before) || DASH_AFTER.test(after)) return true;
  if (GROUP_BEFORE.test(before) || GROUP_AFTER.test(after) || AREA_CODE_BEFORE.test(before)) return true;
  if (MARK_BEFORE.test(before) || (!prefixed && LETTER_DASH_BEFORE.test(before))) return true;
  if (insideLink(text, start, end)) return true;
  if (LABEL_BEFORE.test(before) || UNIT_AFTER.test(after) || CURRENCY_BEFORE.test(before)) return true;
  return YEAR.test(code) && (MONTH_BEFORE.test(before) || YEAR_AFTER.test(after) || YEAR_BEFORE.test(before));
}

/**
 * Numbers that could be the code. `notCode` is a number known not to be one: the sender's short
 * number, which messages repeat ('Reply STOP to 22000').
 */
export function findCandidates(text: string, notCode?: string): CodeCandidate[] {
  const found: CodeCandidate[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const code = m[1] ?? (m[2] !== undefined ? `${m[2]}${m[3]}` : m[4]);
    const start = m.index;
    const end = start + m[0].length;
    if (code === notCode || isSomethingElse(text, start, end, code, m[1] !== undefined)) continue;
    found.push({ start, end, code });
  }
  return found;
}
