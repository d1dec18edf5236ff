import type { ModemFamily } from './modem-family';
import type { SimCard } from './sim-card';

export interface EmulatedModemOptions {
  id: string;
  /** Decides the ICCID command and answer form, identification and storage numbering (default 'generic'). */
  family?: ModemFamily;
  /** Null: no SIM (+CME ERROR: 10). Omitted: a Vodafone UK SIM derived from the id. */
  sim?: SimCard | null;
  /** AT+CSQ, default 20. */
  rssi?: number;
  /** +CREG status, default 1. */
  registration?: number;
  /** SIM ('SM') slots, default 30; full storage -> message waits in the network until space. */
  storageCapacity?: number;
  /** Answer for AT+CUSD; null -> +CUSD: 4. Default: '*#100#' tells the number, '*100#' a balance. */
  ussd?: (code: string) => string | null;
  /** Default true; false -> AT+CNUM answers OK with no line (own number via USSD). */
  numberInCnum?: boolean;
  /** AT+CFUN=1,1: silent this long, then ready again (default 200). */
  rebootMs?: number;
  /** Default: the family's TAC, digits from the id, a Luhn digit. */
  imei?: string;
  /** Service centre in delivered PDUs and AT+CSCA?; default the SIM operator's. */
  smsc?: string | null;
  /** Modem memory ('ME') slots, default the same as storageCapacity. */
  modemStorageCapacity?: number;
  /** Delay before the +CUSD answer, default 0 (still after the OK). */
  ussdDelayMs?: number;
  /** Time between RINGs, default 1000. */
  ringIntervalMs?: number;
}

export interface ReceiveSmsOptions {
  sender: string;
  text: string;
  encoding?: 'auto' | 'gsm7' | 'ucs2' | '8bit';
  timestamp?: string;
  /** Order the parts arrive in (1-based seq), default ascending; parts left out never arrive. */
  order?: number[];
  /** Parts the network delivers a second time, after all of `order`. */
  duplicate?: number[];
}

export interface ReceiveCallOptions {
  caller: string;
  /** RINGs before the caller gives up, default 6. */
  rings?: number;
  /** Print NO CARRIER when the caller gives up, as some firmwares do (default false). */
  noCarrier?: boolean;
}

export interface StoredMessageInfo {
  index: number;
  status: number;
  pdu: string;
}
