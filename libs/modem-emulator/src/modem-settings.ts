import type { FamilyProfile } from './modem-family';
import type { StorageName } from './message-storage';

/** What the host can configure; all of it back to defaults on ATZ, reboot or re-plugging. */
export interface ModemSettings {
  echo: boolean;
  /** AT+CMEE: 0 plain ERROR, 1 numeric codes, 2 verbose text. */
  cmee: number;
  /** AT+CNMI <mode>,<mt>,<bm>,<ds>,<bfr>. */
  cnmi: number[];
  clip: boolean;
  /** AT+CREG <n>: 0 no URC, 1 +CREG: <stat>, 2 with location. */
  cregMode: number;
  /** AT+COPS <format>: 0 long name, 1 short name, 2 numeric. */
  copsFormat: number;
  charset: string;
  /** AT+CUSD <n>: whether network answers are shown as +CUSD URCs. */
  ussdPresentation: boolean;
  /** AT+CPMS mem1 (read, list, delete), mem2 (write, send), mem3 (receive). */
  storages: [StorageName, StorageName, StorageName];
  /** ATS<n>=<v>: kept and read back, with no effect. */
  sRegisters: Record<string, number>;
}

export function defaultSettings(profile: FamilyProfile): ModemSettings {
  return {
    echo: true,
    cmee: 0,
    cnmi: [...profile.defaultCnmi],
    clip: false,
    cregMode: 0,
    copsFormat: 0,
    charset: 'GSM',
    ussdPresentation: false,
    storages: ['SM', 'SM', 'SM'],
    sRegisters: {},
  };
}
