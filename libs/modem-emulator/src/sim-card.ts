/** What the modem reads from its SIM. `number` is the subscriber number when the operator wrote it to the SIM. */
export interface SimCard {
  iccid: string;
  imsi: string;
  number: string | null;
  operatorName: string;
  mccMnc: string;
}

/** The Luhn check digit for `digits` (ICCIDs and IMEIs end with one). */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts at the rightmost digit, which sits next to the check digit.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function hasValidLuhn(digits: string): boolean {
  return /^\d{2,}$/u.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/**
 * EF_ICCID as the SIM stores it: 10 BCD bytes with the digits of each byte swapped and F padding,
 * '8944…' -> '9844…'. AT+CRSM and Huawei's ^ICCID print this form.
 */
export function swapNibbles(iccid: string): string {
  const padded = iccid.padEnd(20, 'F');
  let swapped = '';
  for (let i = 0; i < padded.length; i += 2) swapped += padded[i + 1] + padded[i];
  return swapped;
}
