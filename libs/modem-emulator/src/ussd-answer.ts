import { encodeUssdUcs2 } from '@simrelay/gsm';

/** Printable ASCII that GSM 7-bit has, except '"' which would end the quoted string. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5f\x61-\x7e]*$/u;

/**
 * The +CUSD URC for a network answer: plain text with dcs 15 when a modem would print it as is,
 * otherwise (other scripts, line breaks, quotes) UCS2 hex with dcs 72; null -> 4, not supported.
 */
export function cusdLine(answer: string | null): string {
  if (answer === null) return '+CUSD: 4';
  if (PLAIN_TEXT.test(answer)) return `+CUSD: 0,"${answer}",15`;
  return `+CUSD: 0,"${encodeUssdUcs2(answer)}",72`;
}

/** Answers of a modem created without a `ussd` function: the own-number and balance codes. */
export function defaultUssdAnswer(number: string | null): (code: string) => string | null {
  return (code) => {
    if (code === '*#100#') return number ? `Your number is ${number}` : null;
    if (code === '*100#') return 'Your balance is 5.00';
    return null;
  };
}
