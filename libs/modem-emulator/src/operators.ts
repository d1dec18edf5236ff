import { luhnCheckDigit, type SimCard } from './sim-card';

/** A mobile network the emulated SIMs can belong to. */
export interface Operator {
  name: string;
  mccMnc: string;
  /** The operator's SMS service centre, printed in delivered PDUs and AT+CSCA?. */
  smsc: string;
  /** '89', the country calling code and the issuer: the start of its ICCIDs. */
  iccidPrefix: string;
  /** Numbers are this prefix followed by `numberDigits` digits. */
  numberPrefix: string;
  numberDigits: number;
}

/** Real operators; UK and French numbers are taken from the ranges the regulators keep for fiction. */
export const OPERATORS: readonly Operator[] = [
  { name: 'Vodafone UK', mccMnc: '23415', smsc: '+447785016005', iccidPrefix: '894410', numberPrefix: '+447700900', numberDigits: 3 },
  { name: 'Telekom.de', mccMnc: '26201', smsc: '+491710760000', iccidPrefix: '894902', numberPrefix: '+49151', numberDigits: 8 },
  { name: 'EE', mccMnc: '23430', smsc: '+447958879879', iccidPrefix: '894430', numberPrefix: '+447700900', numberDigits: 3 },
  { name: 'Orange F', mccMnc: '20801', smsc: '+33689004000', iccidPrefix: '893301', numberPrefix: '+3363998', numberDigits: 4 },
  { name: 'Vodafone.de', mccMnc: '26202', smsc: '+491722270333', iccidPrefix: '894920', numberPrefix: '+49172', numberDigits: 7 },
  { name: 'KPN', mccMnc: '20408', smsc: '+31653131313', iccidPrefix: '893108', numberPrefix: '+3161', numberDigits: 7 },
];

/** FNV-1a: stable pseudo-random digits from a modem id, so the same id gets the same SIM every run. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function stableDigits(seed: string, count: number): string {
  let digits = '';
  for (let round = 0; digits.length < count; round++) digits += String(stableHash(`${seed}#${round}`)).padStart(10, '0');
  return digits.slice(0, count);
}

/** A SIM of `operator` that looks real: ICCID of 19 or 20 digits with a valid Luhn digit, 15-digit IMSI. */
export function simFor(operator: Operator, seed: string): SimCard {
  const iccidLength = stableHash(`${seed}/length`) % 2 === 0 ? 20 : 19;
  const iccidBody = operator.iccidPrefix + stableDigits(`${seed}/iccid`, iccidLength - 1 - operator.iccidPrefix.length);
  return {
    iccid: iccidBody + luhnCheckDigit(iccidBody),
    imsi: operator.mccMnc + stableDigits(`${seed}/imsi`, 15 - operator.mccMnc.length),
    number: operator.numberPrefix + stableDigits(`${seed}/number`, operator.numberDigits),
    operatorName: operator.name,
    mccMnc: operator.mccMnc,
  };
}

export function operatorOf(mccMnc: string): Operator | undefined {
  return OPERATORS.find((operator) => operator.mccMnc === mccMnc);
}

/** An IMEI for a modem: the family's TAC, a serial from the id, the Luhn digit. */
export function imeiFor(tac: string, seed: string): string {
  const body = tac + stableDigits(`${seed}/imei`, 14 - tac.length);
  return body + luhnCheckDigit(body);
}
