import type { AtCommand } from '../at-command-line';
import type { MessageStorage } from '../message-storage';
import type { FamilyProfile } from '../modem-family';
import type { ModemSettings } from '../modem-settings';
import type { SimCard } from '../sim-card';

/** What a command handler may read and do; the modem implements it. */
export interface CommandContext {
  readonly settings: ModemSettings;
  readonly profile: FamilyProfile;
  readonly sim: SimCard | null;
  readonly imei: string;
  readonly storage: MessageStorage;
  readonly numberInCnum: boolean;
  /** +CSQ <rssi>: 99 while the radio is off. */
  readonly rssi: number;
  /** +CREG <stat> as the modem sees it now (0 without SIM or radio). */
  readonly registration: number;
  readonly cell: { lac: string; cellId: string };
  /** AT+CFUN <fun>. */
  readonly functionality: number;
  smsc: string | null;
  resetSettings(): void;
  /** AT+CFUN=1,1: answered first, then silent for rebootMs. */
  rebootAfterReply(): void;
  setFunctionality(fun: number): void;
  /** AT+COPS=2 deregisters, 0 or 1 registers again. */
  setDeregistered(deregistered: boolean): void;
  hangUp(): void;
  answerCall(): boolean;
  requestUssd(code: string): void;
  /** AT+CMGS=<length>: the next bytes are a PDU ended by Ctrl-Z. */
  beginSmsInput(length: number): void;
  /** Storage freed or switched: messages waiting in the network may arrive. */
  storageChanged(): void;
}

export type Final = 'OK' | 'NO CARRIER' | 'PROMPT';
export interface Reply {
  lines: string[];
  final: Final;
}
export type CommandHandler = (command: AtCommand, context: CommandContext) => Reply;
export type CommandTable = Readonly<Record<string, CommandHandler>>;

export const ok = (...lines: string[]): Reply => ({ lines, final: 'OK' });
