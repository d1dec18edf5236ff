import { CodeCandidate, findCandidates } from './code-candidates';
import { findKeywords, KeywordHit } from './code-keywords';
import { senderKey } from './sender-alias';
import { isTooLong, normalizeText } from './text-normalization';

/**
 * Adverts and delivery notices: their codes are promo codes, pickup codes, parcel numbers, never
 * a verification code, however they are worded. A service whose verification SMS looks like one
 * needs a catalog pattern.
 */
export const ADVERT_OR_DELIVERY = new RegExp(
  [
    'скидк', 'промокод', 'промо-код', 'распродаж', 'акци[яию](?!\\p{L})', '(?<!\\p{L})sale(?!\\p{L})',
    '(?<!\\p{L})discount', '(?<!\\p{L})promo', 'coupon', 'купон', 'descuento', 'desconto', 'rabatt', 'indirim',
    'giảm giá', 'khuyến mãi', '优惠', '折扣', '할인', '割引', 'خصم', '% off(?!\\p{L})', 'at checkout',
    'пункт[ае]? выдачи', 'постамат', 'доставлен', 'посылк', '(?<!\\p{L})shipped', 'out for delivery',
    '(?<!\\p{L})delivered', '(?<!\\p{L})parcel', '(?<!\\p{L})pick[ -]?up', 'получени[ея] заказа', '取件', '快递',
    '배송', 'entregue', 'zugestellt', 'kargo',
  ].join('|'),
  'iu',
);

/**
 * A message that is only a code, as some services send it: '2715', 'G-830829', '123-456', with
 * the Android SMS Retriever marker ('<#>') and app hash (11 characters) around it.
 */
export const ONLY_A_CODE = /^(?:<#>|\[#\]|\(#\))? ?(?:(?:G|FB)-)?(\d{4,8}|\d{3}[ -]\d{3})[.!]?(?: [A-Za-z0-9+/]{11})?$/u;

/** How far (in characters) a code may sit from a keyword. */
const REACH_STRONG = 60;
const REACH_WEAK = 30;
/** A sentence end between them counts as this many characters more. */
const SENTENCE_BREAK_COST = 20;
/** Codes usually follow their keyword ('code: 1234'); one that precedes it costs a little more. */
const BEFORE_KEYWORD_COST = 5;
const SENTENCE_BREAK = /[.!?](?:\s|$)|[。！？\n]/u;

function distance(text: string, candidate: CodeCandidate, keyword: KeywordHit): number {
  const keywordFirst = keyword.end <= candidate.start;
  if (!keywordFirst && candidate.end > keyword.start) return Infinity;
  const gap = keywordFirst ? text.slice(keyword.end, candidate.start) : text.slice(candidate.end, keyword.start);
  const cost = gap.length + (SENTENCE_BREAK.test(gap) ? SENTENCE_BREAK_COST : 0) + (keywordFirst ? 0 : BEFORE_KEYWORD_COST);
  return cost <= (keyword.weak ? REACH_WEAK : REACH_STRONG) ? cost : Infinity;
}

/** The sender's number when it is a short code or phone number, so that it is not taken as the code. */
function senderNumber(sender: string | undefined): string | undefined {
  const key = sender ? senderKey(sender) : '';
  return /^\d+$/u.test(key) ? key : undefined;
}

/**
 * The verification code in a message of unknown format, or null. Digits only: 4-8 digits, 3+3
 * digits, Google's 'G-' and Facebook's 'FB-' prefixes. The code must sit near a keyword that names
 * a code (in one of many languages), unless the message is nothing but the code. Precision first:
 * when unsure, null.
 */
export function findGenericCode(rawText: string, sender?: string): string | null {
  if (isTooLong(rawText)) return null;
  const text = normalizeText(rawText).trim().replace(/\s+/gu, (s) => (s.includes('\n') ? '\n' : ' '));
  const notCode = senderNumber(sender);
  const only = ONLY_A_CODE.exec(text);
  if (only) {
    const code = only[1].replace(/[ -]/gu, '');
    return code === notCode ? null : code;
  }
  if (ADVERT_OR_DELIVERY.test(text)) return null;
  const keywords = findKeywords(text);
  if (keywords.length === 0) return null;
  let best: { code: string; cost: number } | null = null;
  for (const candidate of findCandidates(text, notCode)) {
    const cost = Math.min(...keywords.map((keyword) => distance(text, candidate, keyword)));
    if (cost < (best?.cost ?? Infinity)) best = { code: candidate.code, cost };
  }
  return best?.code ?? null;
}
